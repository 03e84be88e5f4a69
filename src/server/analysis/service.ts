/**
 * Reading multipart uploads (each file streamed into the blob store, its type checked by its bytes)
 * and answering them from the upload records and stored analyses.
 */
import { type DocumentKind, normalizeCategory, toWizardCategory } from '../../shared/categories';
import type { UploadRow } from '../db/schema';
import { addUploadIds } from '../uploads/upload-ids.js';
import { AppError } from '../errors';
import type { MultipartItem } from '../plugins/multipart-reader';
import type { AppraisalSubType, ClaimType } from '../../shared/claim';
import { type AnalyzedFile, mergeAnalyses } from '../documents/merge';
import { checkVehicleAgainstVin, type VinCheckDeps } from '../documents/vin-check';
import { deleteUpload, FINISHED, findOwnUploads, waitForUploads } from '../uploads/uploads.service';
import { describeProgress, type ProgressOf } from './progress';
import type { AnalysisJob } from './analysis-queue';
import { analysisAs, analysisOf, queueAnalyses, stageFile, storePart, type UploadDeps } from './staging';

/** A file of this request, stored and recorded as the sender's upload. */
export type Upload = { filename: string; sha256: string; row: UploadRow /** The part's field name. */; name: string };

/**
 * Reads the body: every file part streamed into the blob store and recorded as an upload of the
 * sender (reusing their staged record of the same bytes) as it arrives, so memory never holds a
 * file; plain fields kept. A refused file (its bytes not a type we accept) takes the uploads this
 * request created back out.
 */
export async function readUploads(
  deps: UploadDeps,
  userId: number,
  parts: AsyncIterable<MultipartItem>,
  opts: {
    maxBytes: number;
    pdfOnly?: boolean;
    orUploadIds?: boolean;
    analyze?: boolean;
    noneIsFine?: boolean;
    /** The words of a refused file (default: "<name> was refused: <reason>."), by its part's name. */
    refusal?: (partName: string, filename: string, reason: string) => string;
  },
): Promise<{ files: Upload[]; fields: Record<string, string[]> }> {
  const files: Upload[] = [];
  const created: UploadRow[] = [];
  const later: AnalysisJob[] = [];
  const fields: Record<string, string[]> = {};
  const refuse = opts.pdfOnly ? (kind: string) => (kind === 'pdf' ? null : 'only PDF documents are accepted here') : undefined;
  try {
    for await (const part of parts) {
      if (part.kind === 'field') {
        const list = fields[part.name] ?? [];
        // Ids are counted as they are read (the one past the cap refused before more are held).
        if (part.name === 'uploadIds') addUploadIds(list, part.value);
        else list.push(part.value);
        fields[part.name] = list;
        continue;
      }
      const message = opts.refusal ? (filename: string, reason: string) => opts.refusal?.(part.name, filename, reason) ?? reason : undefined;
      const stored = await storePart(deps, part, opts.maxBytes, refuse, message);
      const row = await stageFile(deps, { userId, filename: part.filename, stored, reuse: opts.analyze !== false, analyze: opts.analyze, later });
      if (row.blobKey === stored.key) created.push(row);
      files.push({ filename: part.filename, sha256: row.sha256, row, name: part.name });
    }
  } catch (err) {
    await Promise.allSettled(created.map((r) => deleteUpload(deps, userId, r.id)));
    throw err;
  }
  if (files.length === 0 && !opts.noneIsFine && !(opts.orUploadIds && fields.uploadIds?.length)) throw new AppError('bad_request', 'No files were sent.');
  await queueAnalyses(deps, later);
  return { files, fields };
}

/** Same bytes sent twice: each later copy names the first. */
export function findDuplicates(files: Array<Pick<Upload, 'filename' | 'sha256'>>): Map<number, string> {
  const seen = new Map<string, string>();
  const dup = new Map<number, string>();
  files.forEach((f, i) => {
    const first = seen.get(f.sha256);
    if (first !== undefined) dup.set(i, first);
    else seen.set(f.sha256, f.filename);
  });
  return dup;
}

/**
 * Waits for the queue to analyze the files read (readUploads staged them as they came), and answers from the stored analyses: the same bytes are never analyzed twice.
 * With overrides (analyze-documents' categories), a file the user put on another card is read as
 * that kind; within the same card the analysis's finer kind stands (DESIGN.md).
 */
export async function analyzeUploads(deps: UploadDeps, userId: number, files: Upload[], opts: AnswerOptions): Promise<AnalyzedFile[]> {
  return answerFromRecords(deps, userId, files, opts);
}

type AnswerOptions = { overrides?: Array<DocumentKind | null>; waitMs: number; progress?: ProgressOf };

/** The same answer for files staged earlier (POST /api/uploads), named by id: nothing is sent twice. */
export async function analyzeStaged(deps: UploadDeps, userId: number, ids: string[], opts: AnswerOptions): Promise<AnalyzedFile[]> {
  const rows = await findOwnUploads(deps.db, userId, ids);
  if (rows.length !== ids.length) throw new AppError('not_found', 'One of the files is no longer available. Please upload it again.');
  return answerFromRecords(
    deps,
    userId,
    rows.map((row) => ({ row, filename: row.fileName })),
    opts,
  );
}

async function answerFromRecords(
  deps: UploadDeps,
  userId: number,
  staged: Array<{ row: UploadRow; filename: string }>,
  opts: AnswerOptions,
): Promise<AnalyzedFile[]> {
  const overrides = opts.overrides ?? [];
  const rows = await waitForUploads(deps.db, userId, [...new Set(staged.map((s) => s.row.id))], opts.waitMs);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return Promise.all(
    staged.map(async (s, i) => {
      const row = byId.get(s.row.id) ?? s.row;
      let analysis = await analysisOf(deps.db, row);
      // Still waiting when the call's time is up: say how far it has got (the upload keeps going).
      if (!FINISHED.includes(row.status))
        analysis = { ...analysis, note: `it is still being read (${await describeProgress(opts.progress, [row])}); ask again in a minute` };
      let kind = analysis.kind;
      const override = overrides[i] ?? null;
      if (analysis.analyzed && override && override !== analysis.kind && toWizardCategory(override) !== toWizardCategory(analysis.kind)) {
        analysis = (await analysisAs(deps, row, override, opts.waitMs)) ?? analysis;
        kind = override;
      }
      return { filename: s.filename, kind, analysis: { ...analysis, sha256: row.sha256 } };
    }),
  );
}

export function categoryOverrides(raw: string[] | undefined, count: number): Array<DocumentKind | null> {
  const list = raw ?? [];
  // One "categories" field per file, or one JSON array.
  const values = list.length === 1 && list[0]?.trim().startsWith('[') ? (JSON.parse(list[0]) as unknown[]).map(String) : list;
  return Array.from({ length: count }, (_, i) => normalizeCategory(values[i] ?? null));
}

const MAX_EXTRACTED_TEXT = 200_000;

/**
 * analyze-documents' `analysis`: the merged claim data with sources and gaps, every file's own
 * result and the text read from them, the vehicle checked against the VIN's decode (vin-check.ts).
 * Submit stores the same object built from the same records.
 */
export async function summarizeAnalysis(analyzed: AnalyzedFile[], claimType: ClaimType, subType: AppraisalSubType | null, vin: VinCheckDeps = {}) {
  // The merge decides from the documents alone; the VIN's decode then checks (and fills) the vehicle.
  const merged = await checkVehicleAgainstVin(mergeAnalyses(analyzed, claimType, subType), vin);
  const dups = findDuplicates(analyzed.map((f) => ({ filename: f.filename, sha256: f.analysis.sha256 })));
  const extractedText = analyzed
    .map((f) => `=== ${f.filename} (${f.kind}${f.analysis.analyzed ? '' : `, not analyzed: ${f.analysis.note}`}) ===\n${f.analysis.text}`)
    .join('\n\n')
    .slice(0, MAX_EXTRACTED_TEXT);
  const confidence = analyzed.length
    ? Math.round((analyzed.reduce((a, f) => a + (f.analysis.analyzed ? f.analysis.confidence : 0), 0) / analyzed.length) * 100)
    : 0;
  return {
    claimData: merged.claimData,
    opposingAppraiserInfo: merged.opposingAppraiserInfo,
    extractedText,
    gaps: merged.gaps,
    sources: merged.sources,
    confidence,
    documents: analyzed.map((f, i) => ({
      filename: f.filename,
      category: toWizardCategory(f.kind),
      confidence: f.analysis.confidence,
      analyzed: f.analysis.analyzed,
      note: f.analysis.note,
      sha256: f.analysis.sha256,
      duplicateOf: dups.get(i) ?? null,
      fields: f.analysis.fields,
    })),
    duplicates: [...dups].map(([i, first]) => ({ filename: analyzed[i]?.filename, duplicateOf: first })),
  };
}
