/**
 * Staged uploads: POST /api/uploads stores files and answers at once; GET polls their analysis;
 * DELETE removes one. An upload is its sender's alone: anyone else's id answers 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DocumentFilesBodySchema,
  StageUploadsAnswerSchema,
  UPLOAD_IDS_MAX,
  UploadIdParamsSchema,
  UploadIdsQuerySchema,
  UploadListAnswerSchema,
  type UploadStatus,
  type UploadView,
  UploadViewSchema,
} from '../../shared/contracts/documents.js';
import { errorResponses } from '../../shared/contracts/errors.js';
import { binaryResponse, multipartBody } from '../../shared/contracts/http.js';
import { currentUser } from '../auth/guards.js';
import { eq } from 'drizzle-orm';
import { contentDisposition } from '../claims/claims.routes.js';
import { type UploadRow, uploads } from '../db/schema.js';
import { sniffFile } from '../documents/sniff.js';
import { AppError } from '../errors.js';
import { analysisOf, deleteUpload, findOwnUploads, stageFile, sweepExpiredUploads, type UploadDeps } from './uploads.service.js';

const NoContent = z.null().describe('No content');
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const MAX_IDS = UPLOAD_IDS_MAX;
const IdParams = UploadIdParamsSchema;
const IdsQuery = UploadIdsQuerySchema;

export type { UploadView };

export function uploadView(row: UploadRow): UploadView {
  return {
    id: row.id,
    filename: row.fileName,
    size: row.size,
    status: row.status as UploadStatus,
    category: row.category,
    confidence: row.confidence,
    analysis: null,
    note: row.note,
  };
}

export default async function uploadsRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const deps = (): UploadDeps => ({ db: app.deps.db, blobs: app.deps.blobs, queue: app.deps.analysis.queue });

  const sweep = () =>
    sweepExpiredUploads(app.deps.db, app.deps.blobs)
      .then((n) => {
        if (n) app.log.info({ removed: n }, 'expired staged uploads removed');
      })
      .catch((err) => app.log.warn({ err: (err as Error).message }, 'staged upload sweep failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  app.post(
    '/api/uploads',
    { schema: { ...multipartBody(DocumentFilesBodySchema), response: { 201: StageUploadsAnswerSchema, ...errorResponses } } },
    async (request, reply) => {
    const user = currentUser(request);
    const rows: UploadRow[] = [];
    // One file in memory at a time: each is checked, stored and queued as it arrives.
    try {
      for await (const file of fileParts(request, app.deps.config.maxUploadBytes)) {
        rows.push(await stageFile(deps(), { userId: user.id, filename: file.filename, bytes: file.bytes }));
      }
    } catch (err) {
      // All or nothing: a refused file takes the ones stored before it back out.
      await Promise.allSettled(rows.map((r) => deleteUpload(deps(), user.id, r.id)));
      throw err;
    }
    if (rows.length === 0) throw new AppError('BAD_REQUEST', 'No files were sent.');
    return reply
      .status(201)
      .send({ uploads: rows.map((r) => ({ id: r.id, filename: r.fileName, size: r.size, sha256: r.sha256, status: r.status as UploadStatus })) });
    },
  );

  app.get('/api/uploads', { schema: { querystring: IdsQuery, response: { 200: UploadListAnswerSchema, ...errorResponses } } }, async (request) => {
    const user = currentUser(request);
    const ids = request.query.ids.split(',').map((s) => s.trim()).filter(Boolean);
    if (ids.length > MAX_IDS) throw new AppError('BAD_REQUEST', `Ask for at most ${MAX_IDS} uploads at a time.`);
    const rows = await findOwnUploads(app.deps.db, user.id, ids);
    return { uploads: await Promise.all(rows.map((r) => withAnalysis(app, r))) };
  });

  app.get('/api/uploads/:id', { schema: { params: IdParams, response: { 200: UploadViewSchema, ...errorResponses } } }, async (request) => {
    const user = currentUser(request);
    const [row] = await findOwnUploads(app.deps.db, user.id, [request.params.id]);
    if (!row) throw new AppError('NOT_FOUND', 'Upload not found.');
    return withAnalysis(app, row);
  });

  // The bytes of a file sent to the generic uploader (its `file.url`); staff may open anyone's.
  app.get(
    '/api/uploads/:id/file',
    { schema: { params: IdParams, response: { 200: binaryResponse("The file's bytes, as its sniffed type", ['application/octet-stream']), ...errorResponses } } },
     async (request, reply) => {
    const user = currentUser(request);
    const [row] = await app.deps.db.select().from(uploads).where(eq(uploads.id, request.params.id)).limit(1);
    // Another claimant's upload answers 404, not 403: its existence is not theirs to know.
    if (!row || (row.userId !== user.id && user.role === 'claimant')) throw new AppError('NOT_FOUND', 'File not found.');
    const stream = await app.deps.blobs.get(row.blobKey);
    return reply
      .header('Content-Type', row.contentType)
      .header('Content-Disposition', contentDisposition('attachment', row.fileName))
      .header('X-Content-Type-Options', 'nosniff')
      .send(stream);
    },
  );

  app.delete('/api/uploads/:id', { schema: { params: IdParams, response: { 204: NoContent, ...errorResponses } } }, async (request, reply) => {
    const user = currentUser(request);
    await deleteUpload(deps(), user.id, request.params.id);
    return reply.status(204).send(null);
  });
}

/** The view with the analysis's fields and facts (its text stays on the server: polls stay small). */
async function withAnalysis(app: FastifyInstance, row: UploadRow): Promise<UploadView> {
  const view = uploadView(row);
  if (row.status !== 'done') return view;
  const { text: _text, ...rest } = await analysisOf(app.deps.db, row);
  return { ...view, analysis: rest };
}

/** Multipart `files` parts, size- and type-checked, one at a time. */
async function* fileParts(request: FastifyRequest, maxBytes: number): AsyncGenerator<{ filename: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA', 'Send the files as multipart/form-data.');
  const tooLarge = (name: string) => new AppError('PAYLOAD_TOO_LARGE', `${name} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    const filename = (part.filename || 'file').split(/[\\/]/).pop() || 'file';
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(filename);
      throw err;
    }
    if (part.file.truncated || bytes.length > maxBytes) throw tooLarge(filename);
    const sniffed = sniffFile(bytes, filename);
    if ('refused' in sniffed) throw new AppError('UNSUPPORTED_MEDIA', `${filename} was refused: ${sniffed.refused}.`);
    yield { filename, bytes };
  }
}
