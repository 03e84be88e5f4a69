import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/session.js';
import type { Db } from '../db/client.js';
import { ReadCache } from '../db/read-cache.js';
import { type ClaimFileRow, type ClaimRow, claimFiles, claimStatusEvents, claims, uploads as uploadsTable, users } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { ClaimFileInput } from './claim-uploads.js';
import { type ClaimAccess, canReadClaim, claimNotFound, isStaffUser } from './claim-access.js';
import { CLAIM_LIST_SORTS } from '../../shared/contracts/claims.js';
import { type ClaimView, claimantSummary, claimViewFor, type StatusEventRow, toClaimSummary, toClaimView } from './claim-view.js';
import { normalizeReference } from './reference-number.js';

/** A claim with its files and its status history (oldest first), as this reader may see it. */
export async function loadClaimView(db: Db, row: ClaimRow, reader: Pick<SessionUser, 'role'>): Promise<ClaimView> {
  return claimViewFor(await loadFullClaimView(db, row), reader);
}

async function loadFullClaimView(db: Db, row: ClaimRow): Promise<ClaimView> {
  const [files, events] = await Promise.all([
    db.select().from(claimFiles).where(eq(claimFiles.claimId, row.id)).orderBy(asc(claimFiles.createdAt), asc(claimFiles.id)),
    db
      .select({ event: claimStatusEvents, actorFullName: users.fullName, actorRole: users.role })
      .from(claimStatusEvents)
      .leftJoin(users, eq(users.id, claimStatusEvents.actorUserId))
      .where(eq(claimStatusEvents.claimId, row.id))
      .orderBy(asc(claimStatusEvents.createdAt), asc(claimStatusEvents.id)),
  ]);
  return toClaimView(
    row,
    files,
    events.map((e) => ({ ...e.event, actorFullName: e.actorFullName, actorRole: e.actorRole })),
  );
}

interface CachedClaim {
  access: ClaimAccess;
  /** Both views are frozen: shared by every reader, and serialized once (plugins/serializer.ts). */
  staffView: ClaimView;
  claimantView: ClaimView;
}

/** Freezes a JSON-like value and everything in it. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Claim views read recently, by reference; any write invalidates them (read-cache.ts). */
const claimViewCache = new ReadCache<CachedClaim | null>({ maxEntries: 500, maxAgeMs: 60_000 });
/** Claims with a very long document text are read from the database each time, to bound memory. */
const MAX_CACHED_TEXT = 100_000;

/**
 * The claim as GET /api/claims/{ref} answers it, if this user may read it; anyone else gets the
 * same 404 as for a claim that does not exist. The view is shared between requests: never mutate it.
 */
export async function readClaimView(db: Db, referenceNumber: string, user: SessionUser): Promise<ClaimView> {
  const ref = normalizeReference(referenceNumber);
  const found = await claimViewCache.load(
    db,
    ref,
    async () => {
      const [row] = await db.select().from(claims).where(eq(claims.referenceNumber, ref)).limit(1);
      if (!row) return null;
      const staffView = deepFreeze(await loadFullClaimView(db, row));
      return {
        access: { submittedBy: row.submittedBy, filedForEmail: row.filedForEmail, filedForUserId: row.filedForUserId },
        staffView,
        claimantView: Object.freeze(claimViewFor(staffView, { role: 'claimant' })),
      };
    },
    (v) => v !== null && (v.staffView.extractedText?.length ?? 0) <= MAX_CACHED_TEXT,
  );
  if (!found || !canReadClaim(found.access, user)) throw claimNotFound(referenceNumber);
  return isStaffUser(user) ? found.staffView : found.claimantView;
}

export async function findClaimById(db: Db, id: number): Promise<ClaimRow | null> {
  const [row] = await db.select().from(claims).where(eq(claims.id, id)).limit(1);
  return row ?? null;
}

/** One file of a claim, or null when the id names no file of that claim. */
export async function findClaimFile(db: Db, claimId: number, fileId: string): Promise<ClaimFileRow | null> {
  const [file] = await db
    .select()
    .from(claimFiles)
    .where(and(eq(claimFiles.claimId, claimId), eq(claimFiles.id, fileId)))
    .limit(1);
  return file ?? null;
}

type NewClaim = Omit<typeof claims.$inferInsert, 'id' | 'referenceNumber' | 'submittedBy' | 'idempotencyKey'>;

/**
 * One transaction: the claim row, its file rows, the uploads' attachment to it and its first status
 * event. Throws CONFLICT when another submit took one of the uploads first (nothing is committed).
 */
export async function insertClaim(
  db: Db,
  params: {
    values: NewClaim;
    referenceNumber: string;
    user: { id: number; username: string };
    idempotencyKey: string | null;
    uploads: ClaimFileInput[];
    note: string | null;
  },
): Promise<{ row: ClaimRow; files: ClaimFileRow[]; events: StatusEventRow[] }> {
  const { user, uploads } = params;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(claims)
      .values({ ...params.values, referenceNumber: params.referenceNumber, submittedBy: user.id, idempotencyKey: params.idempotencyKey })
      .returning();
    let files: ClaimFileRow[] = [];
    if (uploads.length > 0) {
      files = await tx.insert(claimFiles).values(claimFileValues(row.id, uploads)).returning();
      const taken = await tx
        .update(uploadsTable)
        .set({ claimId: row.id, expiresAt: null })
        .where(
          and(
            inArray(
              uploadsTable.id,
              uploads.map((u) => u.uploadId),
            ),
            eq(uploadsTable.userId, user.id),
            isNull(uploadsTable.claimId),
          ),
        )
        .returning({ id: uploadsTable.id });
      // Another submit took one of these files first: this one must not share it.
      if (taken.length !== uploads.length) throw new AppError('conflict', 'One of the files already belongs to a submitted claim.');
    }
    const events = await tx
      .insert(claimStatusEvents)
      .values({
        claimId: row.id,
        status: 'submitted',
        note: params.note,
        actorUserId: user.id,
        actorUsername: user.username,
      })
      .returning();
    return { row, files, events };
  });
}

/** Fills in a stored claim's analysis, and its files' categories and confidences (matched by blob). */
export async function updateClaimAnalysis(
  db: Db,
  claimId: number,
  analysis: Pick<ClaimRow, 'analysisResult' | 'analysisConfidence' | 'extractedText'>,
  files: Array<Pick<ClaimFileInput, 'blobKey' | 'category' | 'confidence'>>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(claims)
      .set({ analysisResult: analysis.analysisResult, analysisConfidence: analysis.analysisConfidence, extractedText: analysis.extractedText })
      .where(eq(claims.id, claimId));
    for (const f of files) {
      await tx
        .update(claimFiles)
        .set({ category: f.category, confidence: f.confidence })
        .where(and(eq(claimFiles.claimId, claimId), eq(claimFiles.blobKey, f.blobKey)));
    }
  });
}

/**
 * Claims with a file whose analysis has not finished, each with all its uploads in file order and
 * the category stored for each: what a 'claim.analysis' job needs, for queueing those jobs again
 * when the in-process queue lost them with the last process (PGlite).
 */
export async function claimsAwaitingAnalysis(db: Db): Promise<Map<number, Array<{ id: string; category: string }>>> {
  const waiting = db
    .selectDistinct({ claimId: uploadsTable.claimId })
    .from(uploadsTable)
    .where(inArray(uploadsTable.status, ['queued', 'analysing']));
  const rows = await db
    .select({ claimId: claimFiles.claimId, id: uploadsTable.id, category: claimFiles.category })
    .from(claimFiles)
    .innerJoin(uploadsTable, and(eq(uploadsTable.claimId, claimFiles.claimId), eq(uploadsTable.blobKey, claimFiles.blobKey)))
    .where(inArray(claimFiles.claimId, waiting))
    .orderBy(asc(claimFiles.claimId), asc(claimFiles.createdAt), asc(claimFiles.id));
  const byClaim = new Map<number, Array<{ id: string; category: string }>>();
  for (const r of rows) {
    const refs = byClaim.get(r.claimId) ?? [];
    refs.push({ id: r.id, category: r.category });
    byClaim.set(r.claimId, refs);
  }
  return byClaim;
}

/** The claim this user already submitted with this Idempotency-Key, if any. */
export async function findByIdempotencyKey(db: Db, userId: number, key: string): Promise<ClaimRow | null> {
  const [row] = await db
    .select()
    .from(claims)
    .where(and(eq(claims.submittedBy, userId), eq(claims.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/** An account's e-mail address (null: none on file or no such account). */
/** A user's e-mail address and chosen language (their e-mails are written in it). */
export async function findUserEmail(db: Db, userId: number): Promise<{ email: string | null; locale: string | null } | null> {
  const [user] = await db.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
  return user ?? null;
}

export const LIST_SORTS = CLAIM_LIST_SORTS;

export interface ListClaimsParams {
  q?: string;
  status?: string[];
  claimType?: string[];
  /** Inclusive start day, YYYY-MM-DD (UTC). */
  from?: string;
  /** Inclusive end day, YYYY-MM-DD (UTC). */
  to?: string;
  sort: (typeof LIST_SORTS)[number];
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
  /**
   * Only this claimant's claims: those they submitted and those filed for their account's e-mail
   * (Admin New Claim), the same rule as reading one claim.
   */
  owner?: { userId: number; verifiedEmail: string | null };
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%" and not everything. */
const likeTerm = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The staff queue (or, with `owner`, a claimant's own claims): search over reference, claim number,
 * insured and VIN; filters; sort; paging.
 */
export async function listClaims(db: Db, params: ListClaimsParams) {
  const where: SQL[] = [];
  const q = params.q?.trim();
  if (q) {
    const term = likeTerm(q);
    where.push(
      or(
        ilike(claims.referenceNumber, term),
        ilike(claims.claimNumber, term),
        ilike(claims.insuredName, term),
        ilike(claims.vehicleVin, term),
        ilike(claims.filedForName, term),
      ) as SQL,
    );
  }
  if (params.owner) {
    // The same rule as canReadClaim: submitted, linked by an admin, or filed for a proven e-mail.
    const email = params.owner.verifiedEmail;
    const mine = or(eq(claims.submittedBy, params.owner.userId), eq(claims.filedForUserId, params.owner.userId)) as SQL;
    where.push((email ? or(mine, sql`lower(trim(${claims.filedForEmail})) = ${email}`) : mine) as SQL);
  }
  if (params.status?.length) where.push(inArray(claims.status, params.status));
  if (params.claimType?.length) where.push(inArray(claims.claimType, params.claimType));
  if (params.from) where.push(gte(claims.createdAt, new Date(`${params.from}T00:00:00Z`)));
  if (params.to) where.push(lt(claims.createdAt, new Date(Date.parse(`${params.to}T00:00:00Z`) + 86_400_000)));
  const condition = where.length ? and(...where) : undefined;

  const column = claims[params.sort];
  const order = params.dir === 'asc' ? asc(column) : desc(column);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(claims)
      .where(condition)
      .orderBy(order, desc(claims.id))
      .limit(params.pageSize)
      .offset((params.page - 1) * params.pageSize),
    db.select({ total: count() }).from(claims).where(condition),
  ]);
  const counts = rows.length
    ? await db
        .select({ claimId: claimFiles.claimId, n: count() })
        .from(claimFiles)
        .where(
          inArray(
            claimFiles.claimId,
            rows.map((r) => r.id),
          ),
        )
        .groupBy(claimFiles.claimId)
    : [];
  const byClaim = new Map(counts.map((c) => [c.claimId, Number(c.n)]));
  return {
    claims: rows.map((r) => {
      const summary = toClaimSummary(r, byClaim.get(r.id) ?? 0);
      return params.owner ? claimantSummary(summary) : summary;
    }),
    total: Number(total),
    page: params.page,
    pageSize: params.pageSize,
  };
}

/** A claim's file rows for its uploads, in upload order, each with a fresh random id. */
export function claimFileValues(claimId: number, files: ClaimFileInput[]) {
  const base = Date.now();
  return files.map((u, i) => ({
    // Distinct times keep the upload order (now() is one value per transaction).
    createdAt: new Date(base + i),
    id: randomBytes(12).toString('base64url'),
    claimId,
    blobKey: u.blobKey,
    fileName: u.fileName,
    contentType: u.contentType,
    size: u.size,
    sha256: u.sha256,
    category: u.category,
    confidence: u.confidence,
  }));
}
