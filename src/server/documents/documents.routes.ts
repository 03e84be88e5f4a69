/**
 * Document calls: upload-multiple, categorize-files, analyze-documents, upload (+ download),
 * admin/process-documents. All need a signed-in user (the auth hook); process-documents needs staff.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { toGeneratorType, toUploaderCategory, toWizardCategory } from '../../shared/categories';
import { APPRAISAL_SUB_TYPES, type AppraisalSubType, CLAIM_TYPES, type ClaimType } from '../../shared/claim';
import { currentUser, requireStaff } from '../auth/guards';
import { uploads } from '../db/schema';
import { AppError } from '../errors';
import { mergeForGenerator } from './generator-merge';
import { mergeAnalyses } from './merge';
import { analyzeUploads, categoryOverrides, findDuplicates, readUploads } from './service';
import { MIME, sniffFile } from './sniff';

const HIGH_CONFIDENCE = 0.9;
const MAX_EXTRACTED_TEXT = 200_000;

export default async function documentsRoutes(app: FastifyInstance): Promise<void> {
  // The app's one document pool (app.ts): threads start with the first file and end when idle.
  const pool = app.deps.documentPool;
  const maxBytes = app.deps.config.maxUploadBytes;

  app.post('/api/upload-multiple', async (request) => {
    const { files } = await readUploads(request, maxBytes);
    const analysed = await analyzeUploads(pool, files);
    const dups = findDuplicates(files);
    const out = analysed.map((f, i) => ({
      filename: f.filename,
      category: toWizardCategory(f.kind),
      confidence: f.analysis.analysed ? f.analysis.confidence : 0,
      analyzed: f.analysis.analysed,
      ...(f.analysis.note ? { note: `other, not analysed: ${f.analysis.note}` } : {}),
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
    const analysed = await analyzeUploads(pool, files);
    return {
      success: true,
      categories: analysed.map((f) => ({
        filename: f.filename,
        category: toUploaderCategory(f.kind),
        confidence: f.analysis.analysed ? f.analysis.confidence : 0,
        analyzed: f.analysis.analysed,
        ...(f.analysis.note ? { note: `other, not analysed: ${f.analysis.note}` } : {}),
      })),
    };
  });

  app.post('/api/analyze-documents', async (request) => {
    const { files, fields } = await readUploads(request, maxBytes);
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
    const analysed = await analyzeUploads(pool, files, overrides);
    const merged = mergeAnalyses(analysed, claimType, subType);
    const dups = findDuplicates(files);
    const extractedText = analysed
      .map((f) => `=== ${f.filename} (${f.kind}${f.analysis.analysed ? '' : `, not analysed: ${f.analysis.note}`}) ===\n${f.analysis.text}`)
      .join('\n\n')
      .slice(0, MAX_EXTRACTED_TEXT);
    const readable = analysed.filter((f) => f.analysis.analysed && f.kind !== 'photo').length;
    const dupNote = dups.size ? ` ${[...dups].map(([i, first]) => `${files[i]?.filename} is the same file as ${first}`).join('; ')}.` : '';
    return {
      success: true,
      analysis: {
        claimData: merged.claimData,
        opposingAppraiserInfo: merged.opposingAppraiserInfo,
        extractedText,
        gaps: merged.gaps,
        sources: merged.sources,
        confidence: analysed.length ? Math.round((analysed.reduce((a, f) => a + (f.analysis.analysed ? f.analysis.confidence : 0), 0) / analysed.length) * 100) : 0,
        documents: analysed.map((f, i) => ({
          filename: f.filename,
          category: toWizardCategory(f.kind),
          confidence: f.analysis.confidence,
          analyzed: f.analysis.analysed,
          note: f.analysis.note,
          sha256: f.analysis.sha256,
          duplicateOf: dups.get(i) ?? null,
          fields: f.analysis.fields,
        })),
        duplicates: [...dups].map(([i, first]) => ({ filename: files[i]?.filename, duplicateOf: first })),
      },
      message: `Successfully extracted claim data from ${readable} documents.${dupNote}`,
    };
  });

  app.post('/api/admin/process-documents', { preHandler: requireStaff }, async (request) => {
    const { files } = await readUploads(request, maxBytes, { pdfOnly: true });
    const analysed = await analyzeUploads(pool, files);
    const today = new Date();
    return {
      mergedData: mergeForGenerator(analysed, today),
      documentsProcessed: analysed.length,
      documents: analysed.map((f) => ({
        filename: f.filename,
        type: toGeneratorType(f.kind),
        confidence: f.analysis.confidence,
        analyzed: f.analysis.analysed,
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
    const sniffed = sniffFile(file.bytes);
    const mime = 'type' in sniffed ? MIME[sniffed.type] : 'application/octet-stream';
    const put = await app.deps.blobs.put(file.bytes, { contentType: mime, prefix: 'uploads/' });
    const id = randomUUID();
    await app.deps.db.insert(uploads).values({ id, blobKey: put.key, fileName: file.filename.slice(0, 255), contentType: mime, size: put.size, sha256: put.sha256, userId: user.id });
    return { success: true, file: { id, url: `/api/uploads/${id}`, name: file.filename, size: put.size, type: mime }, message: `${file.filename} uploaded successfully` };
  });

  app.get<{ Params: { id: string } }>('/api/uploads/:id', async (request, reply) => {
    const user = currentUser(request);
    const [row] = await app.deps.db.select().from(uploads).where(eq(uploads.id, request.params.id)).limit(1);
    // Another claimant's upload answers 404, not 403: its existence is not theirs to know.
    if (!row || (row.userId !== user.id && user.role === 'claimant')) throw new AppError('NOT_FOUND', 'File not found.');
    const stream = await app.deps.blobs.get(row.blobKey);
    const safeName = row.fileName.replace(/[^\w.\- ]+/g, '_');
    return reply
      .header('Content-Type', row.contentType)
      .header('Content-Disposition', `attachment; filename="${safeName}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(stream);
  });
}
