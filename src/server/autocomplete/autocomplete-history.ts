import type { Db } from '../db/client.js';
import { AUTOCOMPLETE_FIELD_TYPES } from '../../shared/contracts/misc.js';
import { selectAutocompleteRows, upsertAutocompleteValue } from './autocomplete.queries.js';

export { AUTOCOMPLETE_FIELD_TYPES };
export type AutocompleteFieldType = (typeof AUTOCOMPLETE_FIELD_TYPES)[number];
export const MAX_VALUE_LENGTH = 100;

/** Trims and collapses inner whitespace, so "  Honda   Civic " and "Honda Civic" are one value. */
export function normalizeAutocompleteValue(value: string): string {
  return value.replace(/\s+/g, ' ').trim().slice(0, MAX_VALUE_LENGTH);
}

/** Counts one more use of a value for this user: frequency + 1 and lastUsed now, or a new row at 1. */
export async function recordAutocompleteValue(
  db: Db,
  params: { userId: number; fieldType: AutocompleteFieldType; value: string },
): Promise<{ value: string; frequency: number }> {
  const row = await upsertAutocompleteValue(db, params);
  return { value: row.value, frequency: row.frequency };
}

const DAY_MS = 86_400_000;

/**
 * Score = how often (log-damped, so one value typed 50 times does not bury everything) plus how
 * recently (halves about every week), plus a bonus when the value starts with what was typed.
 */
export function scoreSuggestion(row: { value: string; frequency: number; lastUsed: Date }, q: string, now: Date): number {
  const ageDays = Math.max(0, (now.getTime() - row.lastUsed.getTime()) / DAY_MS);
  const recency = 1 / (1 + ageDays / 7);
  const prefix = q && row.value.toLowerCase().startsWith(q.toLowerCase()) ? 1 : 0;
  return Math.log2(1 + row.frequency) + recency + prefix;
}

/** This user's history values for a field that contain the typed text, best first. */
export async function suggestAutocompleteValues(db: Db, params: { userId: number; fieldType: AutocompleteFieldType; q: string; limit: number; now?: Date }) {
  const q = normalizeAutocompleteValue(params.q);
  const rows = await selectAutocompleteRows(db, { userId: params.userId, fieldType: params.fieldType, contains: q, limit: 200 });
  const now = params.now ?? new Date();
  return rows
    .map((r) => ({ r, score: scoreSuggestion(r, q, now) }))
    .sort((a, b) => b.score - a.score || a.r.value.localeCompare(b.r.value))
    .slice(0, params.limit)
    .map(({ r }) => ({
      id: `history-${r.id}`,
      value: r.value,
      label: r.value,
      category: params.fieldType,
      source: 'history' as const,
      // Used more often, trusted more; capped below the analysis's own 0.9–0.95.
      confidence: Math.min(0.9, 0.5 + 0.1 * r.frequency),
      frequency: r.frequency,
      lastUsed: r.lastUsed.toISOString(),
    }));
}
