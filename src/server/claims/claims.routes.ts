import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLAIM_STATUSES, CLAIM_TYPES } from '../../shared/claim.js';
import { currentUser, requireStaff } from '../auth/guards.js';
import { claimFiles } from '../db/schema.js';
import { AppError } from '../errors.js';
import { BlobNotFoundError } from '../storage/blob-store.js';
import { claimNotFound, findAccessibleClaim, isStaffUser } from './claim-access.js';
import { saveClaimAnswers } from './claim-answers.js';
import { findClaimById, LIST_SORTS, listClaims, loadClaimView, readClaimView } from './claim-queries.js';
import { changeClaimStatus } from './claim-status.js';
import { sweepOrphanClaimBlobs } from './orphan-sweep.js';
import { resolveClaimUploads } from './claim-uploads.js';
import { parseAnalysisResult, parseClaimData, parseUploadRefs } from './parse-claim-data.js';
import { discardStaged, drainMultipart, readSubmission } from './read-submission.js';
import { afterClaimCommitted, findByIdempotencyKey, submitClaim } from './submit-claim.js';
import { contentDisposition } from '../http/content-disposition.js';

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

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

/** How long submit waits for its files' analyses: within the request timeout, whatever the queue holds. */
const submitWaitMs = (fileTimeoutMs: number) => Math.min(fileTimeoutMs * 2, 100_000);

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
        return reply.status(201).send({ claim: await loadClaimView(app.deps.db, first), referenceNumber: first.referenceNumber });
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
    return reply.status(201).send({ claim: await loadClaimView(app.deps.db, fresh), referenceNumber: fresh.referenceNumber });
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
    { preHandler: requireStaff, schema: { params: RefParams, body: StatusBody } },
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
      return loadClaimView(app.deps.db, updated);
    },
  );

  app.post(
    '/api/claims/:referenceNumber/answers',
    { schema: { params: RefParams, body: AnswersBody } },
    async (request) => {
      const user = currentUser(request);
      const claim = await findAccessibleClaim(app.deps.db, request.params.referenceNumber, user);
      if (user.role === 'claimant' && claim.submittedBy !== user.id) throw claimNotFound(request.params.referenceNumber);
      const updated = await saveClaimAnswers(app.deps.db, claim, request.body.answers);
      return loadClaimView(app.deps.db, updated);
    },
  );
}
