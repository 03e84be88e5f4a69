import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ClaimSubmission } from '../../shared/claim.js';
import { canUseAdminNewClaim } from '../auth/admin-new-claim.js';
import type { SessionUser } from '../auth/session.js';
import { type ClaimRow, claimFiles, claimStatusEvents, claims, uploads as uploadsTable } from '../db/schema.js';
import { AppError } from '../errors.js';
import { computeClaimEstimateComparison } from '../estimates/claim-comparison.js';
import { notifyClaimant } from './claim-mail.js';
import type { ParsedAnalysis } from './parse-claim-data.js';
import type { ClaimFileInput } from './claim-uploads.js';
import { generateReferenceNumber } from './reference-number.js';

const REFERENCE_ATTEMPTS = 6;
/** How long submit waits for the estimate comparison before answering; it finishes regardless. */
export const COMPARISON_WAIT_MS = 5_000;

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

function claimValues(data: ClaimSubmission, analysis: ParsedAnalysis, uploads: ClaimFileInput[]) {
  return {
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

export async function findByIdempotencyKey(app: FastifyInstance, userId: number, key: string): Promise<ClaimRow | null> {
  const [row] = await app.deps.db
    .select()
    .from(claims)
    .where(and(eq(claims.submittedBy, userId), eq(claims.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

export interface SubmitClaimInput {
  user: SessionUser;
  idempotencyKey: string | null;
  data: ClaimSubmission;
  /** Built by the server from its records of the files (claim-uploads.ts), never the browser's. */
  analysis: ParsedAnalysis;
  uploads: ClaimFileInput[];
  /** Removes what this request staged, when the claim does not commit (or replays another). */
  discard: () => Promise<void>;
}

/**
 * Commits the claim row, its file rows, the uploads' attachment and its first status event in one
 * transaction. The blobs are already stored as staged uploads; when the commit fails, the ones this
 * request staged are removed (`discard`), so nothing is left behind.
 * A concurrent submit with the same Idempotency-Key loses the race and answers the winner.
 */
export async function submitClaim(app: FastifyInstance, input: SubmitClaimInput): Promise<{ claim: ClaimRow; replayed: boolean }> {
  const { user, data, uploads } = input;
  try {
    if (data.filedFor && !canUseAdminNewClaim(app.deps.config, user)) {
      throw new AppError('FORBIDDEN', 'Only staff allowed into Admin New Claim may file a claim for a client.');
    }
    const values = claimValues(data, input.analysis, uploads);
    for (let attempt = 1; ; attempt += 1) {
      const referenceNumber = generateReferenceNumber();
      try {
        const claim = await app.deps.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(claims)
            .values({ ...values, referenceNumber, submittedBy: user.id, idempotencyKey: input.idempotencyKey })
            .returning();
          if (uploads.length > 0) {
            const base = Date.now();
            await tx.insert(claimFiles).values(
              uploads.map((u, i) => ({
                // Distinct times keep the upload order (now() is one value per transaction).
                createdAt: new Date(base + i),
                id: randomBytes(12).toString('base64url'),
                claimId: row.id,
                blobKey: u.blobKey,
                fileName: u.fileName,
                contentType: u.contentType,
                size: u.size,
                sha256: u.sha256,
                category: u.category,
                confidence: u.confidence,
              })),
            );
            const taken = await tx
              .update(uploadsTable)
              .set({ claimId: row.id, expiresAt: null })
              .where(and(inArray(uploadsTable.id, uploads.map((u) => u.uploadId)), eq(uploadsTable.userId, user.id), isNull(uploadsTable.claimId)))
              .returning({ id: uploadsTable.id });
            // Another submit took one of these files first: this one must not share it.
            if (taken.length !== uploads.length) throw new AppError('CONFLICT', 'One of the files already belongs to a submitted claim.');
          }
          await tx.insert(claimStatusEvents).values({
            claimId: row.id,
            status: 'submitted',
            note: data.filedFor ? `Filed by ${user.username} for ${data.filedFor.name}` : null,
            actorUserId: user.id,
            actorUsername: user.username,
          });
          return row;
        });
        return { claim, replayed: false };
      } catch (err) {
        if (isUniqueViolation(err, 'claims_reference_uq') && attempt < REFERENCE_ATTEMPTS) continue;
        if (input.idempotencyKey && isUniqueViolation(err, 'claims_idempotency_uq')) {
          const first = await findByIdempotencyKey(app, user.id, input.idempotencyKey);
          if (first) {
            await input.discard();
            return { claim: first, replayed: true };
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
 * After commit: the estimate comparison (waited for up to COMPARISON_WAIT_MS so a quick one is in
 * the answer; a slow one keeps running) and the claimant's e-mail (not waited for).
 */
export async function afterClaimCommitted(app: FastifyInstance, claim: ClaimRow): Promise<void> {
  void notifyClaimant(app, claim, { kind: 'submitted' });
  const comparison = computeClaimEstimateComparison(app, claim.id);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, COMPARISON_WAIT_MS);
  });
  await Promise.race([comparison, timeout]);
  clearTimeout(timer);
}
