/**
 * The SQL of staged uploads (uploads.service.ts, and the analysis job's status updates): small
 * functions taking (db, params), no logic beyond the statement.
 */
import { and, eq, inArray, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { type UploadRow, uploads } from '../db/schema.js';

export type { UploadRow };
export type NewUpload = typeof uploads.$inferInsert;
export type UploadChanges = Partial<typeof uploads.$inferInsert>;

/**
 * The user's staged, unclaimed, not failed upload of these bytes gets a new expiry; answers it,
 * or undefined when there is none.
 */
export async function extendStagedUpload(db: Db, params: { userId: number; sha256: string; expiresAt: Date }): Promise<UploadRow | undefined> {
  const [same] = await db
    .update(uploads)
    .set({ expiresAt: params.expiresAt })
    .where(
      and(
        eq(uploads.userId, params.userId),
        eq(uploads.sha256, params.sha256),
        isNull(uploads.claimId),
        isNotNull(uploads.expiresAt),
        ne(uploads.status, 'failed'),
      ),
    )
    .returning();
  return same;
}

/** Whether the user uploaded these bytes before (another upload row of theirs, any status). */
export async function hasOtherUploadOf(db: Db, params: { userId: number; sha256: string; exceptId: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.userId, params.userId), eq(uploads.sha256, params.sha256), ne(uploads.id, params.exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function insertUpload(db: Db, values: NewUpload): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  return row;
}

/** The user's uploads among `ids` (any order). */
export async function selectOwnUploads(db: Db, userId: number, ids: string[]): Promise<UploadRow[]> {
  return db
    .select()
    .from(uploads)
    .where(and(inArray(uploads.id, ids), eq(uploads.userId, userId)));
}

/** A claim's uploads among `ids`, whoever uploaded them (the claimant, or staff adding files). */
export async function selectClaimUploads(db: Db, claimId: number, ids: string[]): Promise<UploadRow[]> {
  return db
    .select()
    .from(uploads)
    .where(and(inArray(uploads.id, ids), eq(uploads.claimId, claimId)));
}

export async function findUploadById(db: Db, id: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return row;
}

/** Deletes the upload if no claim has taken it; answers its blob key when a row went. */
export async function deleteUnclaimedUpload(db: Db, id: string): Promise<{ blobKey: string } | undefined> {
  const [gone] = await db
    .delete(uploads)
    .where(and(eq(uploads.id, id), isNull(uploads.claimId)))
    .returning({ blobKey: uploads.blobKey });
  return gone;
}

/** Deletes unclaimed uploads expired before `now`; answers their blob keys. */
export async function deleteExpiredUploads(db: Db, now: Date): Promise<Array<{ blobKey: string }>> {
  return db
    .delete(uploads)
    .where(and(lt(uploads.expiresAt, now), isNull(uploads.claimId)))
    .returning({ blobKey: uploads.blobKey });
}

export async function selectUploadsByStatus(db: Db, statuses: string[]): Promise<UploadRow[]> {
  return db.select().from(uploads).where(inArray(uploads.status, statuses));
}

/** Sets columns on every upload of these bytes whose status is one of `from`. */
export async function updateUploadsBySha(db: Db, params: { sha256: string; from: string[]; values: UploadChanges }): Promise<void> {
  await db
    .update(uploads)
    .set(params.values)
    .where(and(eq(uploads.sha256, params.sha256), inArray(uploads.status, params.from)));
}

/** The blob key of any one upload of these bytes. */
export async function findBlobKeyBySha(db: Db, sha256: string): Promise<string | undefined> {
  const [other] = await db.select({ blobKey: uploads.blobKey }).from(uploads).where(eq(uploads.sha256, sha256)).limit(1);
  return other?.blobKey;
}
