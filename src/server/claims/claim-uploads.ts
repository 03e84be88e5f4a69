/**
 * The files of a claim being submitted, and everything stored about them, from the server's own
 * records: the caller's unattached uploads, their stored analyses, and the user's card choice
 * (honoured as the user's choice; the analysis's finer kind stands within the chosen card).
 */
import { type DocumentKind, normalizeCategory, toWizardCategory } from '../../shared/categories.js';
import type { ClaimSubmission } from '../../shared/claim.js';
import type { Db } from '../db/client.js';
import type { UploadRow } from '../db/schema.js';
import type { FileAnalysis } from '../documents/analyze-file.js';
import type { AnalyzedFile } from '../documents/merge.js';
import { summarizeAnalysis } from '../analysis/service.js';
import type { VinCheckDeps } from '../documents/vin-check.js';
import { AppError } from '../errors.js';
import { analysesOf } from '../analysis/staging.js';
import { FINISHED, waitForUploads } from '../uploads/uploads.service.js';
import type { ParsedAnalysis } from './parse-claim-data.js';
import { fileCategory } from './file-category.js';

export type UploadRef = { id: string; category: string | null };

export interface ClaimFileInput {
  uploadId: string;
  blobKey: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  /** Document-list vocabulary. */
  category: string;
  /** Percent, from the analysis; null when the file was not analyzed. */
  confidence: number | null;
}

/** A submit's files as the claim stores them; `pending` of them were not analyzed yet. */
export type ResolvedUploads = { files: ClaimFileInput[]; analysis: ParsedAnalysis; refs: UploadRef[]; pending: number };

/**
 * Checks the references (each the caller's own, not yet on a claim), waits up to `waitMs` for their
 * analyses, and builds the claim's files and analysis from the stored records. `pending` lists the
 * files whose analysis had not finished by then (the claim is stored without it; the
 * 'claim.analysis' job fills it in, claim-jobs.ts).
 */
export async function resolveClaimUploads(
  db: Db,
  userId: number,
  refs: UploadRef[],
  data: Pick<ClaimSubmission, 'claimType' | 'claimSubType'>,
  waitMs: number,
  log?: VinCheckDeps['log'],
): Promise<ResolvedUploads> {
  // The first mention of an id wins (a repeated id is one file, not two).
  const unique = refs.filter((r, i) => refs.findIndex((o) => o.id === r.id) === i);
  if (unique.length === 0) return { files: [], analysis: { analysisResult: null, extractedText: null, analysisConfidence: null }, refs: [], pending: 0 };
  const ids = unique.map((r) => r.id);
  // The first look at the rows checks them; only then is there any waiting for analyses.
  const rows = await waitForUploads(db, userId, ids, waitMs, (own) => {
    const found = new Set(own.map((r) => r.id));
    // Someone else's id reads exactly like one that does not exist.
    if (ids.some((id) => !found.has(id))) throw new AppError('not_found', 'One of the files is no longer available. Please upload it again.');
    if (own.some((r) => r.claimId !== null)) throw new AppError('conflict', 'One of the files already belongs to a submitted claim.');
  });
  const pending = rows.filter((r) => !FINISHED.includes(r.status)).length;
  return { ...(await buildClaimFiles(db, unique, rows, data, log)), refs: unique, pending };
}

/**
 * The claim's files (category and confidence each) and its merged analysis, from the uploads'
 * rows and their stored analyses; a file still being analyzed counts as not analyzed.
 */
export async function buildClaimFiles(
  db: Db,
  refs: UploadRef[],
  rows: UploadRow[],
  data: Pick<ClaimSubmission, 'claimType' | 'claimSubType'>,
  log?: VinCheckDeps['log'],
): Promise<{ files: ClaimFileInput[]; analysis: ParsedAnalysis }> {
  const byId = new Map<string, UploadRow>(rows.map((r) => [r.id, r]));
  const analyses = await analysesOf(db, rows);
  const files: ClaimFileInput[] = [];
  const analyzed: AnalyzedFile[] = [];
  for (const ref of refs) {
    const row = byId.get(ref.id);
    if (!row) continue;
    const analysis = analyses.get(row.id) as FileAnalysis;
    const analyzedKind = analysis.analyzed ? analysis.kind : null;
    const category = fileCategory({ category: ref.category, contentType: row.contentType }, analyzedKind);
    files.push({
      uploadId: row.id,
      blobKey: row.blobKey,
      fileName: row.fileName,
      contentType: row.contentType,
      size: row.size,
      sha256: row.sha256,
      category,
      confidence: analysis.analyzed ? Math.round(analysis.confidence * 100) : null,
    });
    analyzed.push({ filename: row.fileName, kind: kindFor(ref.category, analysis.kind), analysis });
  }
  const { extractedText, ...analysisResult } = await summarizeAnalysis(analyzed, data.claimType, data.claimSubType ?? null, { log });
  return { files, analysis: { analysisResult, extractedText, analysisConfidence: analysisResult.confidence } };
}

/** The kind the merge reads a file as: the user's card, unless the analysis's kind is a finer one inside it. */
function kindFor(chosenRaw: string | null, analyzedKind: DocumentKind): DocumentKind {
  const chosen = normalizeCategory(chosenRaw);
  if (!chosen || toWizardCategory(chosen) === toWizardCategory(analyzedKind)) return analyzedKind;
  return chosen;
}
