import type { FastifyBaseLogger } from 'fastify';
import type { ClaimSubmission } from '../../shared/claim.js';
import { canUseAdminNewClaim } from '../auth/admin-new-claim.js';
import type { SessionUser } from '../auth/session.js';
import type { Content } from '../../shared/content.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { ClaimRow } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { MultipartItem } from '../plugins/multipart-reader.js';
import type { BlobStore } from '../storage/blob-store.js';
import type { AnalysisQueue } from '../analysis/analysis-queue.js';
import type { UploadDeps } from '../analysis/staging.js';
import type { ClaimJobQueue } from './claim-jobs.js';
import { hasEstimatePair } from '../estimates/claim-comparison.js';
import { findByIdempotencyKey, insertClaim, loadClaimView } from './claim-reads.queries.js';
import { type ClaimFileInput, type ResolvedUploads, resolveClaimUploads } from './claim-uploads.js';
import { type ClaimView, claimViewFor, STAFF_DISPLAY_NAME, toClaimView } from './claim-view.js';
import { type ParsedAnalysis, parseAnalysisResult, parseClaimData, parseUploadRefs } from './parse-claim-data.js';
import { checkPossibleDuplicate } from './duplicate-check.js';
import { checkRequiredDocuments } from './missing-documents.js';
import { discardStaged, readSubmission } from './read-submission.js';
import { generateReferenceNumber } from './reference-number.js';

const REFERENCE_ATTEMPTS = 6;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

/** Postgres unique violation on a named constraint, through Drizzle's error wrapper. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const pg = e as { code?: string; constraint?: string; message?: string };
    if (pg.code === '23505' && (pg.constraint === constraint || pg.message?.includes(constraint))) return true;
  }
  return false;
}

const blank = (v: string | null | undefined): string | null => {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
};

function claimValues(data: ClaimSubmission, analysis: ParsedAnalysis, uploads: ClaimFileInput[], possibleDuplicateOf: string | null) {
  return {
    possibleDuplicateOf,
    claimType: data.claimType,
    claimSubType: data.claimSubType ?? null,
    inspectionNeeded: data.inspectionNeeded ?? false,
    typeDetails: data.typeDetails ?? null,
    insuredName: blank(data.insuredName),
    claimNumber: blank(data.claimNumber),
    policyNumber: blank(data.policyNumber),
    dateOfLoss: blank(data.dateOfLoss),
    vehicleYear: data.vehicleYear ?? null,
    vehicleMake: blank(data.vehicleMake),
    vehicleModel: blank(data.vehicleModel),
    vehicleTrim: blank(data.vehicleTrim),
    vehicleVin: blank(data.vehicleVin)?.toUpperCase() ?? null,
    vehicleLocation: blank(data.vehicleLocation),
    email: blank(data.email),
    phone: blank(data.phone),
    repairShopName: blank(data.repairShopName),
    insuranceCompany: insurerNamed(analysis),
    notes: blank(data.notes),
    uploadedFiles: uploads.map((u) => u.fileName),
    opposingAppraiserName: blank(data.opposingAppraiserName),
    opposingAppraiserCompany: blank(data.opposingAppraiserCompany),
    opposingAppraiserPhone: blank(data.opposingAppraiserPhone),
    opposingAppraiserEmail: blank(data.opposingAppraiserEmail),
    opposingAppraiserAddress: blank(data.opposingAppraiserAddress),
    opposingAppraiserStatus: data.opposingAppraiserStatus,
    opposingEstimateAmount: blank(data.opposingEstimateAmount),
    opposingEstimateDate: blank(data.opposingEstimateDate),
    analysisResult: analysis.analysisResult,
    analysisConfidence: analysis.analysisConfidence,
    extractedText: analysis.extractedText,
    filedForName: data.filedFor ? blank(data.filedFor.name) : null,
    filedForEmail: data.filedFor ? (blank(data.filedFor.email)?.toLowerCase() ?? null) : null,
  };
}

/** The insurer the claim's documents name (the server's own merge of them), when they name one. */
function insurerNamed(analysis: ParsedAnalysis): string | null {
  const claimData = analysis.analysisResult?.claimData as Record<string, unknown> | undefined;
  const name = claimData?.insuranceCompany;
  return typeof name === 'string' ? blank(name) : null;
}

export type SubmitClaimDeps = {
  db: Db;
  blobs: BlobStore;
  config: Pick<Config, 'CLAIM_ANALYSIS_WAIT_MS' | 'adminNewClaimUsernames' | 'multipart'>;
  analysis: { queue: AnalysisQueue };
  claimJobs: ClaimJobQueue;
  content: Pick<Content, 'insurerName'>;
  log: FastifyBaseLogger;
};

export interface SubmitClaimParams {
  user: SessionUser;
  /** The Idempotency-Key header as sent (checked here). */
  idempotencyKey: string | string[] | undefined;
  /** The multipart body: read it, or (a replay) drain it without storing anything. */
  body: { parts: () => AsyncIterable<MultipartItem>; drain: () => Promise<void> };
}

/**
 * POST /api/claims: a replay of an Idempotency-Key answers the first claim; otherwise the body is
 * read (files staged as they arrive), the claim data parsed, the files' analyses awaited, the claim
 * committed, and its after-commit jobs queued. Whatever fails before the commit removes the uploads
 * this request staged.
 */
export async function submitClaim(deps: SubmitClaimDeps, params: SubmitClaimParams): Promise<{ claim: ClaimView; referenceNumber: string }> {
  const { user } = params;
  const idempotencyKey = readIdempotencyKey(params.idempotencyKey);
  if (idempotencyKey) {
    const first = await findByIdempotencyKey(deps.db, user.id, idempotencyKey);
    if (first) {
      await params.body.drain();
      return { claim: await loadClaimView(deps.db, first, user), referenceNumber: first.referenceNumber };
    }
  }
  const uploadDeps: UploadDeps = { db: deps.db, blobs: deps.blobs, queue: deps.analysis.queue };
  const raw = await readSubmission(params.body.parts(), uploadDeps, user.id, deps.config.multipart.fileBytes);
  const discard = () => discardStaged(uploadDeps, user.id, raw);
  let committed: { claim: ClaimRow; view: ClaimView | null; replayed: boolean };
  let resolved: ResolvedUploads;
  try {
    const data = parseClaimData(raw.claimData);
    // The browser's analysisResult is checked for shape and size only: everything stored about
    // the files and their analysis comes from the server's own records (claim-uploads.ts).
    parseAnalysisResult(raw.analysisResult);
    const refs = [...parseUploadRefs(raw.claimData, raw.uploadIds), ...raw.files.map((f) => ({ id: f.uploadId, category: null }))];
    refs.forEach((r, i) => {
      r.category = r.category ?? raw.categories[i] ?? null;
    });
    // A short wait: the claim is stored at once, and what its files' analyses say when they finish
    // is filled in by the 'claim.analysis' job, so a busy queue never holds a claimant's submit.
    resolved = await resolveClaimUploads(deps.db, user.id, refs, data, deps.config.CLAIM_ANALYSIS_WAIT_MS, deps.log);
    // The claim type's required documents and the duplicate check, before anything is stored.
    checkRequiredDocuments(data, resolved.files, deps.content.insurerName);
    // Only allow-listed staff file for a client; no one else learns of a client's claims.
    if (data.filedFor && !canUseAdminNewClaim(deps.config, user)) {
      throw new AppError('forbidden', 'Only staff allowed into Admin New Claim may file a claim for a client.');
    }
    const possibleDuplicateOf = await checkPossibleDuplicate(deps.db, user, data);
    committed = await commitClaim(deps, { user, idempotencyKey, data, analysis: resolved.analysis, uploads: resolved.files, discard, possibleDuplicateOf });
  } catch (err) {
    await discard();
    throw err;
  }
  const { claim, view, replayed } = committed;
  if (!replayed) {
    deps.log.info({ claimRef: claim.referenceNumber, files: resolved.files.length, filesBeingAnalyzed: resolved.pending }, 'claim stored');
    await queueAfterCommit(deps, claim, resolved);
  }
  return { claim: view ? claimViewFor(view, user) : await loadClaimView(deps.db, claim, user), referenceNumber: claim.referenceNumber };
}

function readIdempotencyKey(raw: string | string[] | undefined): string | null {
  const key = typeof raw === 'string' && raw.trim() ? raw.trim() : null;
  if (key && !IDEMPOTENCY_KEY.test(key)) {
    throw new AppError('bad_request', 'The Idempotency-Key header must be 8 to 100 letters, digits, dots, colons, dashes or underscores.');
  }
  return key;
}

interface CommitClaimInput {
  user: SessionUser;
  idempotencyKey: string | null;
  data: ClaimSubmission;
  /** Built by the server from its records of the files (claim-uploads.ts), never the browser's. */
  analysis: ParsedAnalysis;
  uploads: ClaimFileInput[];
  /** The earlier claim this one may duplicate (the claimant confirmed), or null. */
  possibleDuplicateOf: string | null;
  /** Removes what this request staged, when the claim does not commit (or replays another). */
  discard: () => Promise<void>;
}

/**
 * Commits the claim row, its file rows, the uploads' attachment and its first status event in one
 * transaction (claim-queries.ts). The blobs are already stored as staged uploads; when the commit
 * fails, the ones this request staged are removed (`discard`), so nothing is left behind.
 * A concurrent submit with the same Idempotency-Key loses the race and answers the winner.
 */
async function commitClaim(
  deps: Pick<SubmitClaimDeps, 'db' | 'config'>,
  input: CommitClaimInput,
): Promise<{ claim: ClaimRow; view: ClaimView | null; replayed: boolean }> {
  const { user, data, uploads } = input;
  try {
    if (data.filedFor && !canUseAdminNewClaim(deps.config, user)) {
      throw new AppError('forbidden', 'Only staff allowed into Admin New Claim may file a claim for a client.');
    }
    const values = claimValues(data, input.analysis, uploads, input.possibleDuplicateOf);
    // The client reads this note: the filer by name, never by username.
    const note = data.filedFor ? `Filed by ${user.fullName?.trim() || STAFF_DISPLAY_NAME} for ${data.filedFor.name}` : null;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const stored = await insertClaim(deps.db, {
          values,
          referenceNumber: generateReferenceNumber(),
          user,
          idempotencyKey: input.idempotencyKey,
          uploads,
          note,
        });
        // The answer is what was committed: no second read of what this transaction wrote.
        const events = stored.events.map((e) => ({ ...e, actorFullName: user.fullName, actorRole: user.role }));
        return { claim: stored.row, view: toClaimView(stored.row, stored.files, events), replayed: false };
      } catch (err) {
        if (isUniqueViolation(err, 'claims_reference_uq') && attempt < REFERENCE_ATTEMPTS) continue;
        if (input.idempotencyKey && isUniqueViolation(err, 'claims_idempotency_uq')) {
          const first = await findByIdempotencyKey(deps.db, user.id, input.idempotencyKey);
          if (first) {
            await input.discard();
            return { claim: first, view: null, replayed: true };
          }
        }
        throw err;
      }
    }
  } catch (err) {
    await input.discard();
    throw err;
  }
}

/**
 * After commit, as jobs with retries (claim-jobs.ts): the claimant's e-mail, and the estimate
 * comparison, or, while some of the files are still being analyzed, the job that waits for them,
 * fills their analysis into the claim and then compares the estimates. The claim is stored
 * whatever happens here: a queue that refuses is logged.
 */
async function queueAfterCommit(
  deps: Pick<SubmitClaimDeps, 'claimJobs' | 'log'>,
  claim: ClaimRow,
  uploads: Pick<ResolvedUploads, 'files' | 'refs' | 'pending'>,
): Promise<void> {
  try {
    await deps.claimJobs.enqueue({ kind: 'claim.notify', claimId: claim.id, event: { kind: 'submitted' } });
    if (uploads.pending > 0) await deps.claimJobs.enqueue({ kind: 'claim.analysis', claimId: claim.id, refs: uploads.refs });
    // A claim without a carrier estimate and another side's estimate has nothing to compare.
    else if (hasEstimatePair(uploads.files.map((f) => f.category))) await deps.claimJobs.enqueue({ kind: 'claim.compare-estimates', claimId: claim.id });
  } catch (err) {
    deps.log.error({ err: (err as Error).message, claimRef: claim.referenceNumber }, 'claim jobs not queued');
  }
}
