/**
 * Document calls: upload-multiple, categorize-files, analyze-documents, upload (+ download),
 * admin/process-documents. All need a signed-in user (the auth hook); process-documents needs staff.
 * Each route reads its multipart body with the one reader and calls one service (document-calls.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AnalyzeDocumentsAnswerSchema,
  AnalyzeDocumentsBodySchema,
  CategorizeAnswerSchema,
  DocumentFilesBodySchema,
  GenericUploadAnswerSchema,
  ProcessDocumentsAnswerSchema,
  SingleFileBodySchema,
  UploadMultipleAnswerSchema,
} from '../../shared/contracts/documents';
import { errorResponses } from '../../shared/contracts/errors';
import { multipartBody } from '../../shared/contracts/http';
import { currentUser, requireStaff } from '../auth/guards';
import { type MultipartAccept, readMultipart } from '../plugins/multipart-reader';
import { analyzeDocuments, categorizeFiles, type DocumentCallDeps, processDocuments, uploadMultiple, uploadOne } from './document-calls';

/** The parts each call takes (its body schema's names); any other part is refused. */
const FILES: MultipartAccept = { files: ['files'], fields: [] };
const ANALYZE: MultipartAccept = { files: ['files'], fields: ['uploadIds', 'categories', 'claimType', 'claimSubType'] };
const PROCESS: MultipartAccept = { files: ['files'], fields: ['uploadIds'] };
const ONE_FILE: MultipartAccept = { files: ['file', 'files'], fields: [] };

const answers = <T>(schema: T, body = multipartBody(DocumentFilesBodySchema)) => ({ schema: { ...body, response: { 200: schema, ...errorResponses } } });

export default async function documentsRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { config } = app.deps;
  // The spec's calls answer synchronously: they wait for the queued jobs (twice a file's own limit,
  // so a queue busy with another packet does not make them give up), within the request timeout.
  const waitMs = Math.min(config.DOCUMENT_TIMEOUT_MS * 2, 110_000);
  const deps = (request: FastifyRequest): DocumentCallDeps => ({
    db: app.deps.db,
    blobs: app.deps.blobs,
    queue: app.deps.analysis.queue,
    content: app.deps.content,
    waitMs,
    maxFileBytes: config.multipart.fileBytes,
    progress: app.deps.analysis.progress,
    log: request.log,
  });
  const parts = (request: FastifyRequest, accept: MultipartAccept = FILES) => readMultipart(request, { limits: config.multipart, accept });

  app.post('/api/upload-multiple', answers(UploadMultipleAnswerSchema), async (request) =>
    uploadMultiple(deps(request), currentUser(request).id, parts(request)),
  );
  app.post('/api/categorize-files', answers(CategorizeAnswerSchema), async (request) =>
    categorizeFiles(deps(request), currentUser(request).id, parts(request)),
  );
  app.post('/api/analyze-documents', answers(AnalyzeDocumentsAnswerSchema, multipartBody(AnalyzeDocumentsBodySchema)), async (request) =>
    analyzeDocuments(deps(request), currentUser(request).id, parts(request, ANALYZE)),
  );
  app.post('/api/admin/process-documents', { preHandler: requireStaff, ...answers(ProcessDocumentsAnswerSchema) }, async (request) =>
    processDocuments(deps(request), currentUser(request).id, parts(request, PROCESS)),
  );
  app.post('/api/upload', answers(GenericUploadAnswerSchema, multipartBody(SingleFileBodySchema)), async (request) =>
    uploadOne(deps(request), currentUser(request).id, parts(request, ONE_FILE)),
  );
}
