/** The SQL of autocomplete-history.ts: small functions taking (db, params). */
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { autocompleteHistory } from '../db/schema.js';

export type AutocompleteRow = typeof autocompleteHistory.$inferSelect;

/** Inserts the value at frequency 1, or adds one to its frequency and sets lastUsed now. */
export async function upsertAutocompleteValue(db: Db, params: { userId: number; fieldType: string; value: string }): Promise<AutocompleteRow> {
  const [row] = await db
    .insert(autocompleteHistory)
    .values({ userId: params.userId, fieldType: params.fieldType, value: params.value })
    .onConflictDoUpdate({
      target: [autocompleteHistory.userId, autocompleteHistory.fieldType, autocompleteHistory.value],
      set: { frequency: sql`${autocompleteHistory.frequency} + 1`, lastUsed: new Date() },
    })
    .returning();
  return row;
}

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The user's rows for a field, most used then most recent first, at most `limit`; with `contains`,
 * only values containing it (case-insensitive, taken literally).
 */
export async function selectAutocompleteRows(
  db: Db,
  params: { userId: number; fieldType: string; contains: string; limit: number },
): Promise<AutocompleteRow[]> {
  const where = [eq(autocompleteHistory.userId, params.userId), eq(autocompleteHistory.fieldType, params.fieldType)];
  if (params.contains) where.push(ilike(autocompleteHistory.value, `%${escapeLike(params.contains)}%`));
  return db
    .select()
    .from(autocompleteHistory)
    .where(and(...where))
    .orderBy(desc(autocompleteHistory.frequency), desc(autocompleteHistory.lastUsed))
    .limit(params.limit);
}
