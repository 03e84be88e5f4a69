/**
 * Staged uploads: POST /api/uploads stores files and answers at once; GET polls their analysis;
 * DELETE removes one. An upload is its sender's alone: anyone else's id answers 404.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DocumentFilesBodySchema,
  StageUploadsAnswerSchema,
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
import type { Db } from '../db/client.js';
import { AppError } from '../errors.js';
import { parseUploadIds } from '../uploads/upload-ids.js';
import { contentDisposition } from '../plugins/content-disposition.js';
import { readMultipart } from '../plugins/multipart-reader.js';
import { deleteUpload, findOwnUploads, openUploadFile, sweepExpiredUploads, type UploadRow } from '../uploads/uploads.service.js';
import { describeFailure } from '../../shared/analysis-failures.js';
import { displayFileName } from '../../shared/file-name.js';
import { analysisOf, stageUploads, type UploadDeps } from './staging.js';

const NoContent = z.null().describe('No content');
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const IdParams = UploadIdParamsSchema;
const IdsQuery = UploadIdsQuerySchema;

export type { UploadView };

export function uploadView(row: UploadRow, locale?: string | null): UploadView {
  return {
    id: row.id,
    filename: displayFileName(row.fileName),
    size: row.size,
    status: row.status as UploadStatus,
    category: row.category,
    confidence: row.confidence,
    analysis: null,
    note: row.note,
    error: describeFailure(row.errorCode, locale ?? 'en'),
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
      const { multipart } = app.deps.config;
      const parts = readMultipart(request, { limits: multipart, accept: { files: ['files'], fields: [] } });
      const rows = await stageUploads(deps(), currentUser(request).id, parts, multipart.fileBytes);
      return reply.status(201).send({
        uploads: rows.map((r) => ({ id: r.id, filename: displayFileName(r.fileName), size: r.size, sha256: r.sha256, status: r.status as UploadStatus })),
      });
    },
  );

  app.get('/api/uploads', { schema: { querystring: IdsQuery, response: { 200: UploadListAnswerSchema, ...errorResponses } } }, async (request) => {
    const user = currentUser(request);
    const ids = parseUploadIds(request.query.ids);
    const rows = await findOwnUploads(app.deps.db, user.id, ids);
    return { uploads: await Promise.all(rows.map((r) => withAnalysis(app.deps.db, r, user.locale))) };
  });

  app.get('/api/uploads/:id', { schema: { params: IdParams, response: { 200: UploadViewSchema, ...errorResponses } } }, async (request) => {
    const user = currentUser(request);
    const [row] = await findOwnUploads(app.deps.db, user.id, [request.params.id]);
    if (!row) throw new AppError('not_found', 'Upload not found.');
    return withAnalysis(app.deps.db, row, user.locale);
  });

  // The bytes of a file sent to the generic uploader (its `file.url`); staff may open anyone's.
  app.get(
    '/api/uploads/:id/file',
    {
      schema: { params: IdParams, response: { 200: binaryResponse("The file's bytes, as its sniffed type", ['application/octet-stream']), ...errorResponses } },
    },
    async (request, reply) => {
      const { row, stream } = await openUploadFile(app.deps, { id: request.params.id, user: currentUser(request) });
      return reply
        .header('Content-Type', row.contentType)
        .header('Content-Disposition', contentDisposition('attachment', row.fileName, row.contentType))
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
async function withAnalysis(db: Db, row: UploadRow, locale: string | null): Promise<UploadView> {
  const view = uploadView(row, locale);
  if (row.status !== 'done') return view;
  const { text: _text, ...rest } = await analysisOf(db, row);
  return { ...view, analysis: rest };
}
