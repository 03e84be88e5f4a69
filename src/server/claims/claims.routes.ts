import { and, eq } from 'drizzle-orm';
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
  SubmitClaimAnswerSchema,
} from '../../shared/contracts/claims.js';
import { errorResponses } from '../../shared/contracts/errors.js';
import { binaryResponse, multipartBody } from '../../shared/contracts/http.js';
import { currentUser, requireStaff } from '../auth/guards.js';
import { claimFiles } from '../db/schema.js';
import { AppError } from '../errors.js';
import { BlobNotFoundError } from '../storage/blob-store.js';
import { claimNotFound, findAccessibleClaim, isStaffUser } from './claim-access.js';
import { saveClaimAnswers } from './claim-answers.js';
import { findClaimById, listClaims, loadClaimView, readClaimView } from './claim-queries.js';
import { changeClaimStatus } from './claim-status.js';
import { sweepOrphanClaimBlobs } from './orphan-sweep.js';
import { resolveClaimUploads } from './claim-uploads.js';
import { parseAnalysisResult, parseClaimData, parseUploadRefs } from './parse-claim-data.js';
import { discardStaged, drainMultipart, readSubmission } from './read-submission.js';
import { afterClaimCommitted, findByIdempotencyKey, submitClaim } from './submit-claim.js';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

/** How long submit waits for its files' analyses: within the request timeout, whatever the queue holds. */
const submitWaitMs = (fileTimeoutMs: number) => Math.min(fileTimeoutMs * 2, 100_000);

/** ASCII-only fallback name plus the RFC 5987 UTF-8 name: no header injection, no path. */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._ -]/g, '_').replace(/^\.+/, '_').slice(0, 150) || 'file';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

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
    const user = currentUser(request);
    const rawKey = request.headers['idempotency-key'];
    const idempotencyKey = typeof rawKey === 'string' && rawKey.trim() ? rawKey.trim() : null;
    if (idempotencyKey && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw new AppError('BAD_REQUEST', 'The Idempotency-Key header must be 8 to 100 letters, digits, dots, colons, dashes or underscores.');
    }
    if (idempotencyKey) {
      const first = await findByIdempotencyKey(app, user.id, idempotencyKey);
      if (first) {
        await drainMultipart(request);
        return reply.status(201).send({ claim: await loadClaimView(app.deps.db, first, user), referenceNumber: first.referenceNumber });
      }
    }
    const uploadDeps = { db: app.deps.db, blobs: app.deps.blobs, queue: app.deps.analysis.queue };
    const raw = await readSubmission(request, uploadDeps, user.id);
    const discard = () => discardStaged(uploadDeps, user.id, raw);
    let submitted: Awaited<ReturnType<typeof submitClaim>>;
    let fileCount = 0;
    try {
      const data = parseClaimData(raw.claimData);
      // The browser's analysisResult is checked for shape and size only: everything stored about
      // the files and their analysis comes from the server's own records (claim-uploads.ts).
      parseAnalysisResult(raw.analysisResult);
      const refs = [...parseUploadRefs(raw.claimData, raw.uploadIds), ...raw.files.map((f) => ({ id: f.uploadId, category: null }))];
      refs.forEach((r, i) => {
        r.category = r.category ?? raw.categories[i] ?? null;
      });
      const { files, analysis } = await resolveClaimUploads(app.deps.db, user.id, refs, data, submitWaitMs(app.deps.config.DOCUMENT_TIMEOUT_MS), request.log);
      fileCount = files.length;
      submitted = await submitClaim(app, { user, idempotencyKey, data, analysis, uploads: files, discard });
    } catch (err) {
      await discard();
      throw err;
    }
    const { claim, replayed } = submitted;
    if (!replayed) {
      request.log.info({ claimRef: claim.referenceNumber, files: fileCount }, 'claim stored');
      await afterClaimCommitted(app, claim);
    }
    const fresh = (await findClaimById(app.deps.db, claim.id)) ?? claim;
    return reply.status(201).send({ claim: await loadClaimView(app.deps.db, fresh, user), referenceNumber: fresh.referenceNumber });
    },
  );

  // Staff see the desk's view of every claim; a claimant sees only their own (DESIGN.md).
  app.get('/api/claims', { schema: { querystring: ClaimListQuerySchema, response: { 200: ClaimListSchema, ...errorResponses } } }, async (request) => {
    const q = request.query;
    if (q.from && q.to && q.from > q.to) throw new AppError('BAD_REQUEST', 'The "from" date must not be after the "to" date.');
    const user = currentUser(request);
    return listClaims(app.deps.db, isStaffUser(user) ? q : { ...q, owner: { userId: user.id, email: user.email } });
  });

  app.get('/api/claims/:referenceNumber', { schema: { params: ClaimRefParamsSchema, response: { 200: ClaimViewSchema, ...errorResponses } } }, async (request) => {
    return readClaimView(app.deps.db, request.params.referenceNumber, currentUser(request));
  });

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
      const { referenceNumber, fileId } = request.params;
      const claim = await findAccessibleClaim(app.deps.db, referenceNumber, currentUser(request));
      const [file] = await app.deps.db
        .select()
        .from(claimFiles)
        .where(and(eq(claimFiles.claimId, claim.id), eq(claimFiles.id, fileId)))
        .limit(1);
      if (!file) throw new AppError('NOT_FOUND', 'That file is not part of this claim.');
      let stream: Awaited<ReturnType<typeof app.deps.blobs.get>>;
      try {
        stream = await app.deps.blobs.get(file.blobKey);
      } catch (err) {
        if (err instanceof BlobNotFoundError) throw new AppError('NOT_FOUND', 'The file is no longer available.');
        throw err;
      }
      // Inline only for the kinds a browser previews safely (never HTML: uploads are sniffed).
      const previewable = file.contentType === 'application/pdf' || /^image\/(jpeg|png|gif|bmp)$/.test(file.contentType);
      const inline = request.query.inline === '1' && previewable;
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Length', String(file.size))
        .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.fileName))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(stream);
    },
  );

  app.patch(
    '/api/claims/:referenceNumber/status',
    { preHandler: requireStaff, schema: { params: ClaimRefParamsSchema, body: ClaimStatusBodySchema, response: { 200: ClaimViewSchema, ...errorResponses } } },
    async (request) => {
      const actor = currentUser(request);
      const claim = await findAccessibleClaim(app.deps.db, request.params.referenceNumber, actor);
      const updated = await changeClaimStatus(app, {
        claim,
        status: request.body.status,
        note: request.body.note?.trim() || null,
        actor,
        ip: request.ip,
      });
      request.log.info({ claimRef: updated.referenceNumber, status: updated.status }, 'claim status changed');
      return loadClaimView(app.deps.db, updated, actor);
    },
  );

  app.post(
    '/api/claims/:referenceNumber/answers',
    { schema: { params: ClaimRefParamsSchema, body: ClaimAnswersBodySchema, response: { 200: ClaimViewSchema, ...errorResponses } } },
    async (request) => {
      const user = currentUser(request);
      const claim = await findAccessibleClaim(app.deps.db, request.params.referenceNumber, user);
      if (user.role === 'claimant' && claim.submittedBy !== user.id) throw claimNotFound(request.params.referenceNumber);
      const updated = await saveClaimAnswers(app.deps.db, claim, request.body.answers);
      return loadClaimView(app.deps.db, updated, user);
    },
  );
}
