/** The SQL of the reviews: a claim's analysed files, the owner's choices, the letter versions. */
import { and, asc, count, desc, eq, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { analyses, claimFiles, type DisputeLetterRow, disputeLetters, valuationReviews } from '../db/schema.js';

/**
 * The valuation and the fields of a claim's files' stored analyses (only those two keys: an analysis
 * also holds the file's text and layout), files in upload order, newest analysis first.
 */
export async function listClaimFileAnalyses(
  db: Db,
  params: { claimId: number },
): Promise<Array<{ fileId: string; fileName: string; category: string; valuation: unknown; fields: unknown }>> {
  return db
    .select({
      fileId: claimFiles.id,
      fileName: claimFiles.fileName,
      category: claimFiles.category,
      valuation: sql<unknown>`${analyses.result} -> 'valuation'`,
      fields: sql<unknown>`${analyses.result} -> 'fields'`,
    })
    .from(claimFiles)
    .innerJoin(analyses, eq(analyses.sha256, claimFiles.sha256))
    .where(eq(claimFiles.claimId, params.claimId))
    .orderBy(asc(claimFiles.createdAt), desc(analyses.createdAt));
}

/** The text read from each of a claim's files (newest analysis first), for the particulars a letter quotes. */
export async function listClaimFileTexts(db: Db, params: { claimId: number }): Promise<Array<{ fileId: string; category: string; text: string | null }>> {
  return db
    .select({ fileId: claimFiles.id, category: claimFiles.category, text: sql<string | null>`${analyses.result} ->> 'text'` })
    .from(claimFiles)
    .innerJoin(analyses, eq(analyses.sha256, claimFiles.sha256))
    .where(eq(claimFiles.claimId, params.claimId))
    .orderBy(asc(claimFiles.createdAt), desc(analyses.createdAt));
}

export async function findValuationChoices(db: Db, params: { claimId: number }): Promise<Record<string, unknown> | null> {
  const [row] = await db.select({ choices: valuationReviews.choices }).from(valuationReviews).where(eq(valuationReviews.claimId, params.claimId)).limit(1);
  return row?.choices ?? null;
}

export async function saveValuationChoices(db: Db, params: { claimId: number; choices: Record<string, unknown>; userId: number }): Promise<void> {
  const values = { claimId: params.claimId, choices: params.choices, updatedBy: params.userId, updatedAt: new Date() };
  await db
    .insert(valuationReviews)
    .values(values)
    .onConflictDoUpdate({ target: valuationReviews.claimId, set: { choices: values.choices, updatedBy: values.updatedBy, updatedAt: values.updatedAt } });
}

export async function insertDisputeLetter(
  db: Db,
  params: { claimId: number; kind: string; letter: Record<string, unknown>; userId: number; userName: string },
): Promise<DisputeLetterRow> {
  const [row] = await db
    .insert(disputeLetters)
    .values({ claimId: params.claimId, kind: params.kind, letter: params.letter, createdBy: params.userId, createdByName: params.userName })
    .returning();
  return row;
}

export async function listDisputeLetters(db: Db, params: { claimId: number }): Promise<DisputeLetterRow[]> {
  return db.select().from(disputeLetters).where(eq(disputeLetters.claimId, params.claimId)).orderBy(desc(disputeLetters.createdAt), desc(disputeLetters.id));
}

/**
 * One letter of a claim and its version number (1 for the first made), without reading the others:
 * a download reads one row, not every version the claim holds.
 */
export async function findDisputeLetter(db: Db, params: { claimId: number; id: number }): Promise<{ row: DisputeLetterRow; version: number } | null> {
  const [row] = await db
    .select()
    .from(disputeLetters)
    .where(and(eq(disputeLetters.claimId, params.claimId), eq(disputeLetters.id, params.id)));
  if (!row) return null;
  // The time compared in the database, at its own precision (a JavaScript date keeps milliseconds only).
  const made = sql`(select ${disputeLetters.createdAt} from ${disputeLetters} where ${disputeLetters.id} = ${row.id})`;
  const [earlier] = await db
    .select({ n: count() })
    .from(disputeLetters)
    .where(
      and(
        eq(disputeLetters.claimId, params.claimId),
        or(sql`${disputeLetters.createdAt} < ${made}`, and(sql`${disputeLetters.createdAt} = ${made}`, lte(disputeLetters.id, row.id))),
      ),
    );
  return { row, version: Number(earlier?.n ?? 1) };
}
