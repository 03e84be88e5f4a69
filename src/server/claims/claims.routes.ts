import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ClaimAnswersBodySchema,
  ClaimFileParamsSchema,
  ClaimFileQuerySchema,
  ClaimListQuerySchema,
  ClaimListSchema,
  ClaimRefParamsSchema,
  ClaimStatusBodySchema,
  ClaimSubmissionBodySchema,
  ClaimViewSchema,
  DuplicateCheckAnswerSchema,
  DuplicateCheckBodySchema,
  SubmitClaimAnswerSchema,
} from '../../shared/contracts/claims.js';
import { errorResponses } from '../../shared/contracts/errors.js';
import { binaryResponse, multipartBody } from '../../shared/contracts/http.js';
import { currentUser, requireStaff } from '../auth/guards.js';
import { AppError } from '../errors.js';
import { contentDisposition } from '../plugins/content-disposition.js';
import { drainMultipart, readMultipart } from '../plugins/multipart-reader.js';
import { isStaffUser } from './claim-access.js';
import { listClaims, readClaimView } from './claim-reads.queries.js';
import { answerClaimQuestions, openClaimFile, updateClaimStatus } from './claims.service.js';
import { findOwnPossibleDuplicate } from './duplicate-check.js';
import { sweepOrphanClaimBlobs } from './orphan-sweep.js';
import staffAdditionsRoutes from './staff-additions.routes.js';
import { submitClaim } from './submit-claim.js';

/** Submit, read, download, staff queue, status changes and Assignment Bot answers. */
export default async function claimsRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  await app.register(staffAdditionsRoutes);

  // A crash between storing blobs and committing leaves orphans; clear them once at start.
  app.addHook('onReady', async () => {
    void sweepOrphanClaimBlobs(app.deps.db, app.deps.blobs)
      .then((r) => {
        if (r.removed.length) app.log.info({ removed: r.removed.length }, 'orphan claim blobs removed');
      })
      .catch((err) => app.log.warn({ err: (err as Error).message }, 'orphan claim blob sweep failed'));
  });

  app.post(
    '/api/claims',
    {
      schema: {
        summary: 'Submit a claim (multipart: claimData, analysisResult, files or uploadIds, categories)',
        ...multipartBody(ClaimSubmissionBodySchema),
        response: { 201: SubmitClaimAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const answer = await submitClaim(
        { ...app.deps, log: request.log },
        {
          user: currentUser(request),
          idempotencyKey: request.headers['idempotency-key'],
          body: {
            parts: () =>
              readMultipart(request, {
                limits: app.deps.config.multipart,
                accept: { files: ['files'], fields: ['claimData', 'analysisResult', 'uploadIds', 'categories'] },
                notMultipart: () =>
                  new AppError('unsupported_type', 'Send the claim as multipart/form-data with claimData, analysisResult and files or uploadIds.'),
              }),
            drain: () => drainMultipart(request),
          },
        },
      );
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/api/claims/duplicate-check',
    {
      schema: {
        summary: "Whether the caller already filed this claim (claim number, or VIN and date of loss): the submit's duplicate question, asked early",
        body: DuplicateCheckBodySchema,
        response: { 200: DuplicateCheckAnswerSchema, ...errorResponses },
      },
    },
    async (request) => ({ possibleDuplicate: await findOwnPossibleDuplicate(app.deps.db, currentUser(request), request.body) }),
  );

  // Staff see the desk's view of every claim; a claimant sees only their own (DESIGN.md).
  app.get('/api/claims', { schema: { querystring: ClaimListQuerySchema, response: { 200: ClaimListSchema, ...errorResponses } } }, async (request) => {
    const q = request.query;
    if (q.from && q.to && q.from > q.to) throw new AppError('bad_request', 'The "from" date must not be after the "to" date.');
    const user = currentUser(request);
    return listClaims(app.deps.db, isStaffUser(user) ? q : { ...q, owner: { userId: user.id, verifiedEmail: user.verifiedEmail } });
  });

  app.get(
    '/api/claims/:referenceNumber',
    { schema: { params: ClaimRefParamsSchema, response: { 200: ClaimViewSchema, ...errorResponses } } },
    async (request) => {
      return readClaimView(app.deps.db, request.params.referenceNumber, currentUser(request));
    },
  );

  app.get(
    '/api/claims/:referenceNumber/files/:fileId',
    {
      schema: {
        params: ClaimFileParamsSchema,
        querystring: ClaimFileQuerySchema,
        response: { 200: binaryResponse("The file's bytes, as its sniffed type", ['application/octet-stream']), ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await openClaimFile(app.deps, { ...request.params, user: currentUser(request), inline: request.query.inline === '1' });
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Length', String(file.size))
        .header('Content-Disposition', contentDisposition(file.inline ? 'inline' : 'attachment', file.fileName, file.contentType))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.stream);
    },
  );

  app.patch(
    '/api/claims/:referenceNumber/status',
    { preHandler: requireStaff, schema: { params: ClaimRefParamsSchema, body: ClaimStatusBodySchema, response: { 200: ClaimViewSchema, ...errorResponses } } },
    async (request) => {
      const { status, note } = request.body;
      return updateClaimStatus(
        { ...app.deps, log: request.log },
        { referenceNumber: request.params.referenceNumber, status, note, actor: currentUser(request), ip: request.ip },
      );
    },
  );

  app.post(
    '/api/claims/:referenceNumber/answers',
    { schema: { params: ClaimRefParamsSchema, body: ClaimAnswersBodySchema, response: { 200: ClaimViewSchema, ...errorResponses } } },
    async (request) =>
      answerClaimQuestions(app.deps.db, { referenceNumber: request.params.referenceNumber, user: currentUser(request), answers: request.body.answers }),
  );
}
