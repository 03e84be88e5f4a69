import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '../../shared/account-rules.js';
import { currentUser, requireAdmin } from '../auth/guards.js';
import { AppError } from '../errors.js';
import { approveAccount, issuePasswordLink, listPendingUsers, listUsers, rejectAccount, updateAccount } from './accounts.service.js';
import { listAudit } from '../audit/audit.js';

const UserViewSchema = z.object({
  id: z.number(),
  fullName: z.string().nullable(),
  username: z.string(),
  email: z.string().nullable(),
  progressiveEmail: z.string().nullable(),
  company: z.string().nullable(),
  officeLocation: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  requestedAt: z.string(),
  status: z.string(),
  role: z.enum(ROLES),
  approvedAt: z.string().nullable(),
  lastLogin: z.string().nullable(),
});

const userId = z.coerce
  .number({ error: 'userId must be a number.' })
  .int({ error: 'userId must be a whole number.' })
  .positive({ error: 'userId must be a positive number.' });

const DecisionBody = z.object({
  userId,
  adminUsername: z.string({ error: 'adminUsername is required.' }).trim().min(1, { error: 'adminUsername is required.' }),
});
const ApproveBody = DecisionBody.extend({
  role: z.enum(ROLES, { error: 'role must be claimant, staff or admin.' }).default('claimant'),
});

const UpdateBody = z
  .object({
    role: z.enum(ROLES, { error: 'role must be claimant, staff or admin.' }).optional(),
    status: z.enum(['approved', 'deactivated'], { error: 'status must be approved or deactivated.' }).optional(),
  })
  .refine((b) => b.role !== undefined || b.status !== undefined, { error: 'Send a role, a status, or both.' });

const AuditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  before: z.coerce.number().int().positive().optional(),
  action: z.string().max(60).optional(),
});

/** The spec sends the acting admin's username; it must be the one signed in. */
function actingAdmin(request: FastifyRequest, adminUsername: string) {
  const user = currentUser(request);
  if (adminUsername.trim().toLowerCase() !== user.username.toLowerCase()) {
    throw new AppError('FORBIDDEN', 'adminUsername does not match the signed-in administrator.');
  }
  return user;
}

const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Account approval and user management: admins only (DESIGN.md "Roles and the admin area"). */
export default async function adminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  // preValidation: a caller without the role gets 403 before any word about its body.
  const adminOnly = { preValidation: requireAdmin };

  app.get('/api/admin/pending-users', { ...adminOnly, schema: { response: { 200: z.array(UserViewSchema) } } }, async () =>
    listPendingUsers(db),
  );

  app.post(
    '/api/admin/approve-user',
    {
      ...adminOnly,
      schema: {
        body: ApproveBody,
        response: { 200: z.object({ user: UserViewSchema, setPasswordLink: z.string(), emailed: z.boolean() }) },
      },
    },
    async (request) => {
      const actor = actingAdmin(request, request.body.adminUsername);
      return approveAccount(app.deps, {
        userId: request.body.userId,
        role: request.body.role,
        actor,
        origin: requestOrigin(request),
        ip: request.ip,
      });
    },
  );

  app.post(
    '/api/admin/reject-user',
    { ...adminOnly, schema: { body: DecisionBody, response: { 200: z.object({ user: UserViewSchema }) } } },
    async (request) => {
      const actor = actingAdmin(request, request.body.adminUsername);
      return { user: await rejectAccount(db, { userId: request.body.userId, actor, ip: request.ip }) };
    },
  );

  app.get('/api/admin/users', { ...adminOnly, schema: { response: { 200: z.array(UserViewSchema) } } }, async () =>
    listUsers(db),
  );

  app.patch(
    '/api/admin/users/:id',
    {
      ...adminOnly,
      schema: { params: z.object({ id: userId }), body: UpdateBody, response: { 200: z.object({ user: UserViewSchema }) } },
    },
    async (request) => {
      const user = await updateAccount(db, {
        userId: request.params.id,
        actor: currentUser(request),
        role: request.body.role,
        status: request.body.status,
        ip: request.ip,
      });
      return { user };
    },
  );

  app.post(
    '/api/admin/users/:id/password-link',
    {
      ...adminOnly,
      schema: { params: z.object({ id: userId }), response: { 200: z.object({ link: z.string(), user: UserViewSchema }) } },
    },
    async (request) =>
      issuePasswordLink(app.deps, {
        userId: request.params.id,
        actor: currentUser(request),
        origin: requestOrigin(request),
        ip: request.ip,
      }),
  );

  app.get(
    '/api/admin/audit',
    {
      ...adminOnly,
      schema: {
        querystring: AuditQuery,
        response: {
          200: z.array(
            z.object({
              id: z.number(),
              at: z.string(),
              action: z.string(),
              actorUsername: z.string().nullable(),
              targetType: z.string().nullable(),
              targetId: z.string().nullable(),
              detail: z.record(z.string(), z.unknown()).nullable(),
              ip: z.string().nullable(),
            }),
          ),
        },
      },
    },
    async (request) => listAudit(db, { limit: request.query.limit, beforeId: request.query.before, action: request.query.action }),
  );
}
