/**
 * Document calls: upload-multiple, categorize-files, analyze-documents, upload (+ download),
 * admin/process-documents. All need a signed-in user (the auth hook); process-documents needs staff.
 */
import type { FastifyInstance } from 'fastify';
import { type DocumentKind, toGeneratorType, toUploaderCategory, toWizardCategory } from '../../shared/categories';
import { APPRAISAL_SUB_TYPES, type AppraisalSubType, CLAIM_TYPES, type ClaimType } from '../../shared/claim';
import { plural } from '../../shared/format';
import { currentUser, requireStaff } from '../auth/guards';
import { AppError } from '../errors';
import { mergeForGenerator } from './generator-merge';
import { analyzeStaged, analyzeUploads, categoryOverrides, findDuplicates, readUploads, summarizeAnalysis, type Upload } from './service';
import { findOwnUploads, stageFile, type UploadDeps } from '../uploads/uploads.service';

const HIGH_CONFIDENCE = 0.9;

export default async function documentsRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  const maxBytes = config.maxUploadBytes;
  const deps = (): UploadDeps => ({ db: app.deps.db, blobs: app.deps.blobs, queue: app.deps.analysis.queue });
  // The spec's calls answer synchronously: they wait for the queued jobs (twice a file's own limit,
  // so a queue busy with another packet does not make them give up), within the request timeout.
  const waitMs = Math.min(config.DOCUMENT_TIMEOUT_MS * 2, 110_000);
  const analyze = (request: Parameters<typeof currentUser>[0], files: Upload[], overrides?: Array<DocumentKind | null>) =>
    analyzeUploads(deps(), currentUser(request).id, files, { overrides, waitMs });

  app.post('/api/upload-multiple', async (request) => {
    const { files } = await readUploads(request, maxBytes);
    const analyzed = await analyze(request, files);
    const dups = findDuplicates(files);
    const out = analyzed.map((f, i) => ({
      filename: f.filename,
      category: toWizardCategory(f.kind),
      confidence: f.analysis.analyzed ? f.analysis.confidence : 0,
      analyzed: f.analysis.analyzed,
      ...(f.analysis.note ? { note: `other, not analyzed: ${f.analysis.note}` } : {}),
      ...(dups.has(i) ? { duplicateOf: dups.get(i) } : {}),
    }));
    const low = out.filter((f) => f.confidence < HIGH_CONFIDENCE);
    return {
      success: true,
      files: out,
      lowConfidenceFiles: low.map((f) => ({ filename: f.filename, confidence: f.confidence })),
      summary: { highConfidence: out.length - low.length, lowConfidence: low.length },
      duplicates: [...dups].map(([i, first]) => ({ filename: files[i]?.filename, duplicateOf: first })),
    };
  });

  app.post('/api/categorize-files', async (request) => {
    const { files } = await readUploads(request, maxBytes);
    const analyzed = await analyze(request, files);
    return {
      success: true,
      categories: analyzed.map((f) => ({
        filename: f.filename,
        category: toUploaderCategory(f.kind),
        confidence: f.analysis.analyzed ? f.analysis.confidence : 0,
        analyzed: f.analysis.analyzed,
        ...(f.analysis.note ? { note: `other, not analyzed: ${f.analysis.note}` } : {}),
      })),
    };
  });

  // Also answers files staged earlier (repeated `uploadIds` fields instead of files): the wizard
  // sends each file once and asks for the merged analysis by reference.
  app.post('/api/analyze-documents', async (request) => {
    const read = await readUploads(request, maxBytes, { orUploadIds: true });
    const { fields } = read;
    const ids = (fields.uploadIds ?? []).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
    const files = read.files.length ? read.files : ids.map((id) => ({ filename: id, bytes: Buffer.alloc(0), sha256: '' }));
    let overrides: ReturnType<typeof categoryOverrides>;
    try {
      overrides = categoryOverrides(fields.categories, files.length);
    } catch {
      throw new AppError('VALIDATION', 'categories must be one category per file.');
    }
    const claimType = (fields.claimType?.[0] ?? 'appraisal') as ClaimType;
    if (!CLAIM_TYPES.includes(claimType)) throw new AppError('VALIDATION', `Unknown claim type "${claimType}".`);
    const subRaw = fields.claimSubType?.[0] ?? null;
    const subType = subRaw && (APPRAISAL_SUB_TYPES as readonly string[]).includes(subRaw) ? (subRaw as AppraisalSubType) : null;
    const analyzed = read.files.length
      ? await analyze(request, files, overrides)
      : await analyzeStaged(deps(), currentUser(request).id, ids, { overrides, waitMs });
    const analysis = await summarizeAnalysis(analyzed, claimType, subType, { log: request.log });
    const readable = analyzed.filter((f) => f.analysis.analyzed && f.kind !== 'photo').length;
    const dups = findDuplicates(analyzed.map((f) => ({ filename: f.filename, sha256: f.analysis.sha256 })));
    const dupNote = dups.size ? ` ${[...dups].map(([i, first]) => `${analyzed[i]?.filename} is the same file as ${first}`).join('; ')}.` : '';
    return {
      success: true,
      analysis,
      message: `Successfully extracted claim data from ${plural(readable, 'document')}.${dupNote}`,
    };
  });

  // Like analyze-documents, also answers PDFs staged earlier (repeated `uploadIds`): the generator
  // sends each file once and shows its real status (GET /api/uploads?ids=) while the queue reads it.
  app.post('/api/admin/process-documents', { preHandler: requireStaff }, async (request) => {
    const { files, fields } = await readUploads(request, maxBytes, { pdfOnly: true, orUploadIds: true });
    const userId = currentUser(request).id;
    const ids = (fields.uploadIds ?? []).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
    let analyzed: Awaited<ReturnType<typeof analyze>>;
    if (files.length) analyzed = await analyze(request, files);
    else {
      const rows = await findOwnUploads(app.deps.db, userId, ids);
      const notPdf = rows.find((r) => r.contentType !== 'application/pdf');
      if (notPdf) throw new AppError('UNSUPPORTED_MEDIA', `${notPdf.fileName} was refused: only PDF documents are accepted here.`);
      analyzed = await analyzeStaged(deps(), userId, ids, { waitMs });
    }
    const today = new Date();
    return {
      mergedData: mergeForGenerator(analyzed, today),
      documentsProcessed: analyzed.length,
      documents: analyzed.map((f) => ({
        filename: f.filename,
        type: toGeneratorType(f.kind),
        confidence: f.analysis.confidence,
        analyzed: f.analysis.analyzed,
        note: f.analysis.note,
        extractedData: mergeForGenerator([f], today),
      })),
    };
  });

  app.post('/api/upload', async (request) => {
    const user = currentUser(request);
    const { files } = await readUploads(request, maxBytes);
    if (files.length !== 1) throw new AppError('BAD_REQUEST', 'Send exactly one file.');
    const file = files[0] as (typeof files)[number];
    // Kept (no expiry) and not analyzed: the generic uploader only stores.
    const row = await stageFile(deps(), { userId: user.id, filename: file.filename, bytes: file.bytes, analyze: false });
    return { success: true, file: { id: row.id, url: `/api/uploads/${row.id}/file`, name: file.filename, size: row.size, type: row.contentType }, message: `${file.filename} uploaded successfully` };
  });
}
