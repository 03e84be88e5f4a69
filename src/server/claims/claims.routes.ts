import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLAIM_STATUSES, CLAIM_TYPES } from '../../shared/claim.js';
import { currentUser, requireStaff } from '../auth/guards.js';
import { AppError } from '../errors.js';
import { contentDisposition } from '../plugins/content-disposition.js';
import { drainMultipart, readMultipart } from '../plugins/multipart-reader.js';
import { isStaffUser } from './claim-access.js';
import { LIST_SORTS, listClaims, readClaimView } from './claim-queries.js';
import { answerClaimQuestions, openClaimFile, updateClaimStatus } from './claims.service.js';
import { sweepOrphanClaimBlobs } from './orphan-sweep.js';
import { submitClaim } from './submit-claim.js';

const RefParams = z.object({ referenceNumber: z.string().trim().min(1).max(40) });
const FileParams = RefParams.extend({ fileId: z.string().min(1).max(64) });
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be YYYY-MM-DD');
const csv = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
    z.array(z.enum(values)).optional(),
  );

const ListQuery = z.object({
  q: z.string().max(100).optional(),
  status: csv(CLAIM_STATUSES),
  claimType: csv(CLAIM_TYPES),
  from: day.optional(),
  to: day.optional(),
  sort: z.enum(LIST_SORTS).default('createdAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

const StatusBody = z.object({
  status: z.enum(CLAIM_STATUSES, { message: 'Status must be submitted, processing, approved or rejected' }),
  note: z.string().trim().max(2000, 'The note can be at most 2000 characters').nullish(),
});

const AnswerValue = z.union([z.string().max(2000), z.number().finite(), z.boolean(), z.null()]);
const AnswersBody = z.object({
  answers: z
    .array(
      z.object({
        id: z.string().trim().min(1).max(80),
        question: z.string().trim().max(500).default(''),
        category: z.string().max(40).nullish(),
        answer: AnswerValue,
      }),
    )
    .max(100),
});

/** Submit, read, download, staff queue, status changes and Assignment Bot answers. */
export default async function claimsRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  // A crash between storing blobs and committing leaves orphans; clear them once at start.
  app.addHook('onReady', async () => {
    void sweepOrphanClaimBlobs(app.deps.db, app.deps.blobs)
      .then((r) => {
        if (r.removed.length) app.log.info({ removed: r.removed.length }, 'orphan claim blobs removed');
      })
      .catch((err) => app.log.warn({ err: (err as Error).message }, 'orphan claim blob sweep failed'));
  });

  app.post('/api/claims', async (request, reply) => {
    const answer = await submitClaim(
      { ...app.deps, log: request.log },
      {
        user: currentUser(request),
        idempotencyKey: request.headers['idempotency-key'],
        body: {
          parts: () =>
            readMultipart(request, {
              maxBytes: app.deps.config.maxUploadBytes,
              notMultipart: () => new AppError('UNSUPPORTED_MEDIA', 'Send the claim as multipart/form-data with claimData, analysisResult and files or uploadIds.'),
            }),
          drain: () => drainMultipart(request),
        },
      },
    );
    return reply.status(201).send(answer);
  });

  // Staff see the desk's view of every claim; a claimant sees only their own (DESIGN.md).
  app.get('/api/claims', { schema: { querystring: ListQuery } }, async (request) => {
    const q = request.query;
    if (q.from && q.to && q.from > q.to) throw new AppError('BAD_REQUEST', 'The "from" date must not be after the "to" date.');
    const user = currentUser(request);
    return listClaims(app.deps.db, isStaffUser(user) ? q : { ...q, owner: { userId: user.id, email: user.email } });
  });

  app.get('/api/claims/:referenceNumber', { schema: { params: RefParams } }, async (request) => {
    return readClaimView(app.deps.db, request.params.referenceNumber, currentUser(request));
  });

  app.get(
    '/api/claims/:referenceNumber/files/:fileId',
    { schema: { params: FileParams, querystring: z.object({ inline: z.enum(['0', '1']).optional() }) } },
    async (request, reply) => {
      const file = await openClaimFile(app.deps, { ...request.params, user: currentUser(request), inline: request.query.inline === '1' });
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Length', String(file.size))
        .header('Content-Disposition', contentDisposition(file.inline ? 'inline' : 'attachment', file.fileName))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.stream);
    },
  );

  app.patch(
    '/api/claims/:referenceNumber/status',
    { preHandler: requireStaff, schema: { params: RefParams, body: StatusBody } },
    async (request) => {
      const { status, note } = request.body;
      return updateClaimStatus({ ...app.deps, log: request.log }, { referenceNumber: request.params.referenceNumber, status, note, actor: currentUser(request), ip: request.ip });
    },
  );

  app.post(
    '/api/claims/:referenceNumber/answers',
    { schema: { params: RefParams, body: AnswersBody } },
    async (request) =>
      answerClaimQuestions(app.deps.db, { referenceNumber: request.params.referenceNumber, user: currentUser(request), answers: request.body.answers }),
  );
}
