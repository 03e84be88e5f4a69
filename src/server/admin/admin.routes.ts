import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminUserViewSchema,
  ApproveAnswerSchema,
  ApproveBodySchema,
  AuditQuerySchema,
  AuditRecordSchema,
  ClaimAccountAnswerSchema,
  ClaimAccountBodySchema,
  DecisionBodySchema,
  PasswordLinkAnswerSchema,
  UpdateUserBodySchema,
  UserIdParamsSchema,
  UserViewAnswerSchema,
} from '../../shared/contracts/accounts.js';
import { errorResponses } from '../../shared/contracts/errors.js';
import { currentUser, requireAdmin } from '../auth/guards.js';
import { AppError } from '../errors.js';
import { approveAccount, issuePasswordLink, listPendingUsers, listUsers, rejectAccount, updateAccount } from './accounts.service.js';
import { listAudit } from '../audit/audit.queries.js';
import { ClaimRefParamsSchema } from '../../shared/contracts/claims.js';
import { linkClaimToAccount } from './claim-account.js';

/** The spec sends the acting admin's username; it must be the one signed in. */
function actingAdmin(request: FastifyRequest, adminUsername: string) {
  const user = currentUser(request);
  if (adminUsername.trim().toLowerCase() !== user.username.toLowerCase()) {
    throw new AppError('forbidden', 'adminUsername does not match the signed-in administrator.');
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

  app.get('/api/admin/pending-users', { ...adminOnly, schema: { response: { 200: z.array(AdminUserViewSchema), ...errorResponses } } }, async () =>
    listPendingUsers(db),
  );

  app.post(
    '/api/admin/approve-user',
    {
      ...adminOnly,
      schema: {
        body: ApproveBodySchema,
        response: { 200: ApproveAnswerSchema, ...errorResponses },
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
    { ...adminOnly, schema: { body: DecisionBodySchema, response: { 200: UserViewAnswerSchema, ...errorResponses } } },
    async (request) => {
      const actor = actingAdmin(request, request.body.adminUsername);
      return { user: await rejectAccount(db, { userId: request.body.userId, actor, ip: request.ip }) };
    },
  );

  app.get('/api/admin/users', { ...adminOnly, schema: { response: { 200: z.array(AdminUserViewSchema), ...errorResponses } } }, async () => listUsers(db));

  app.patch(
    '/api/admin/users/:id',
    {
      ...adminOnly,
      schema: { params: UserIdParamsSchema, body: UpdateUserBodySchema, response: { 200: UserViewAnswerSchema, ...errorResponses } },
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
      schema: { params: UserIdParamsSchema, response: { 200: PasswordLinkAnswerSchema, ...errorResponses } },
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
        querystring: AuditQuerySchema,
        response: { 200: z.array(AuditRecordSchema), ...errorResponses },
      },
    },
    async (request) => listAudit(db, { limit: request.query.limit, beforeId: request.query.before, action: request.query.action }),
  );

  app.put(
    '/api/admin/claims/:referenceNumber/client-account',
    { ...adminOnly, schema: { params: ClaimRefParamsSchema, body: ClaimAccountBodySchema, response: { 200: ClaimAccountAnswerSchema, ...errorResponses } } },
    async (request) => linkClaimToAccount(db, { ...request.params, username: request.body.username, actor: currentUser(request), ip: request.ip }),
  );
}
