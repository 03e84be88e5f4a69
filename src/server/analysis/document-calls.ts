/**
 * The document calls' services, one each: upload-multiple, categorize-files, analyze-documents,
 * admin/process-documents and the generic upload. Each reads the multipart body it is given,
 * stages the files as upload records (src/server/uploads), waits for their stored analyses and
 * answers in its own vocabulary (DESIGN.md "Document categories").
 */
import type { FastifyBaseLogger } from 'fastify';
import { type DocumentKind, toGeneratorType, toUploaderCategory, toWizardCategory } from '../../shared/categories';
import { APPRAISAL_SUB_TYPES, type AppraisalSubType, CLAIM_TYPES, type ClaimType } from '../../shared/claim';
import type { ContentNames } from '../../shared/content';
import { plural } from '../../shared/format';
import { AppError } from '../errors';
import type { MultipartItem } from '../plugins/multipart-reader';
import { deleteUpload, findOwnUploads } from '../uploads/uploads.service';
import type { ProgressOf } from './progress';
import type { UploadDeps } from './staging';
import { generatorVehicles, mergeForGenerator } from '../documents/generator-merge';
import { describeVehicleId } from '../../shared/vehicle-match';
import { analyzeStaged, analyzeUploads, categoryOverrides, findDuplicates, readUploads, summarizeAnalysis, type Upload } from './service';

const HIGH_CONFIDENCE = 0.9;

export type DocumentCallDeps = UploadDeps & {
  /** Bytes one file may have (bounds the read-back of a stored file). */
  maxFileBytes: number;
  /** How long a call waits for its files' analyses. */
  waitMs: number;
  /** How far the queue has got, for files still waiting when the time is up. */
  progress?: ProgressOf;
  content: Pick<ContentNames, 'insurerName'>;
  log: FastifyBaseLogger;
};
type Parts = AsyncIterable<MultipartItem>;

const analyze = (deps: DocumentCallDeps, userId: number, files: Upload[], overrides?: Array<DocumentKind | null>) =>
  analyzeUploads(deps, userId, files, { overrides, waitMs: deps.waitMs, progress: deps.progress });

const notAnalyzedNote = (note: string | null) => (note ? { note: `other, not analyzed: ${note}` } : {});

export async function uploadMultiple(deps: DocumentCallDeps, userId: number, parts: Parts) {
  const { files } = await readUploads(deps, userId, parts, { maxBytes: deps.maxFileBytes });
  const analyzed = await analyze(deps, userId, files);
  const dups = findDuplicates(files);
  const out = analyzed.map((f, i) => ({
    filename: f.filename,
    category: toWizardCategory(f.kind),
    confidence: f.analysis.analyzed ? f.analysis.confidence : 0,
    analyzed: f.analysis.analyzed,
    ...notAnalyzedNote(f.analysis.note),
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
}

export async function categorizeFiles(deps: DocumentCallDeps, userId: number, parts: Parts) {
  const { files } = await readUploads(deps, userId, parts, { maxBytes: deps.maxFileBytes });
  const analyzed = await analyze(deps, userId, files);
  return {
    success: true,
    categories: analyzed.map((f) => ({
      filename: f.filename,
      category: toUploaderCategory(f.kind),
      confidence: f.analysis.analyzed ? f.analysis.confidence : 0,
      analyzed: f.analysis.analyzed,
      ...notAnalyzedNote(f.analysis.note),
    })),
  };
}

/**
 * The merged analysis of files sent now, or of files staged earlier (repeated `uploadIds` fields
 * instead of files): the wizard sends each file once and asks for the merged analysis by reference.
 */
export async function analyzeDocuments(deps: DocumentCallDeps, userId: number, parts: Parts) {
  const read = await readUploads(deps, userId, parts, { maxBytes: deps.maxFileBytes, orUploadIds: true });
  const { fields } = read;
  // Split, counted and checked as they were read (readUploads).
  const ids = fields.uploadIds ?? [];
  const fileCount = read.files.length || ids.length;
  let overrides: ReturnType<typeof categoryOverrides>;
  try {
    overrides = categoryOverrides(fields.categories, fileCount);
  } catch {
    throw new AppError('validation', 'categories must be one category per file.');
  }
  const claimType = (fields.claimType?.[0] ?? 'appraisal') as ClaimType;
  if (!CLAIM_TYPES.includes(claimType)) throw new AppError('validation', `Unknown claim type "${claimType}".`);
  const subRaw = fields.claimSubType?.[0] ?? null;
  const subType = subRaw && (APPRAISAL_SUB_TYPES as readonly string[]).includes(subRaw) ? (subRaw as AppraisalSubType) : null;
  const analyzed = read.files.length
    ? await analyze(deps, userId, read.files, overrides)
    : await analyzeStaged(deps, userId, ids, { overrides, waitMs: deps.waitMs, progress: deps.progress });
  const analysis = await summarizeAnalysis(analyzed, claimType, subType, { log: deps.log });
  const readable = analyzed.filter((f) => f.analysis.analyzed && f.kind !== 'photo').length;
  const dups = findDuplicates(analyzed.map((f) => ({ filename: f.filename, sha256: f.analysis.sha256 })));
  const dupNote = dups.size ? ` ${[...dups].map(([i, first]) => `${analyzed[i]?.filename} is the same file as ${first}`).join('; ')}.` : '';
  return {
    success: true,
    analysis,
    message: `Successfully extracted claim data from ${plural(readable, 'document')}.${dupNote}`,
  };
}

/** The assignment generator's merge of PDFs, and each document's own data. */
export async function processDocuments(deps: DocumentCallDeps, userId: number, parts: Parts, today = new Date()) {
  // Like analyze-documents, also answers PDFs staged earlier (repeated `uploadIds`): the generator
  // sends each file once and shows its real status (GET /api/uploads?ids=) while the queue reads it.
  const { files, fields } = await readUploads(deps, userId, parts, { maxBytes: deps.maxFileBytes, pdfOnly: true, orUploadIds: true });
  // Split, counted and checked as they were read (readUploads).
  const ids = fields.uploadIds ?? [];
  let analyzed: Awaited<ReturnType<typeof analyze>>;
  if (files.length) analyzed = await analyze(deps, userId, files);
  else {
    const rows = await findOwnUploads(deps.db, userId, ids);
    const notPdf = rows.find((r) => r.contentType !== 'application/pdf');
    if (notPdf) throw new AppError('unsupported_type', `${notPdf.fileName} was refused: only PDF documents are accepted here.`);
    const staged = await analyzeStaged(deps, userId, ids, { waitMs: deps.waitMs, progress: deps.progress });
    // A document its owner confirmed as this packet's vehicle (POST /api/uploads/{id}/vehicle-confirmation).
    analyzed = staged.map((f, i) => ({ ...f, vehicleConfirmed: rows[i]?.vehicleConfirmedAt != null }));
  }
  const vehicles = generatorVehicles(analyzed);
  return {
    mergedData: mergeForGenerator(analyzed, today, deps.content),
    documentsProcessed: analyzed.length,
    vehicle: vehicles.vehicle,
    documents: analyzed.map((f, i) => {
      const check = vehicles.files[i];
      return {
        filename: f.filename,
        type: toGeneratorType(f.kind),
        confidence: f.analysis.confidence,
        analyzed: f.analysis.analyzed,
        note: f.analysis.note,
        extractedData: mergeForGenerator([f], today, deps.content),
        otherVehicle: check?.match === 'other' ? describeVehicleId(check.vehicle) : null,
        vehicleConfirmed: check?.confirmed ?? false,
      };
    }),
  };
}

/** The generic uploader: one file, kept (no expiry) and not analyzed. */
export async function uploadOne(deps: UploadDeps & { maxFileBytes: number }, userId: number, parts: Parts) {
  const { files } = await readUploads(deps, userId, parts, { maxBytes: deps.maxFileBytes, analyze: false });
  if (files.length !== 1) {
    await Promise.allSettled(files.map((f) => deleteUpload(deps, userId, f.row.id)));
    throw new AppError('bad_request', 'Send exactly one file.');
  }
  const { filename, row } = files[0] as Upload;
  const file = { filename };
  return {
    success: true,
    file: { id: row.id, url: `/api/uploads/${row.id}/file`, name: file.filename, size: row.size, type: row.contentType },
    message: `${file.filename} uploaded successfully`,
  };
}
