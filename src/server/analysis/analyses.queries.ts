/**
 * The SQL of stored analyses (one per file content and pipeline version): small functions taking
 * (db, params), no logic beyond the statement.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { analyses } from '../db/schema.js';
import { cleanForStore } from '../documents/text/clean-text.js';

/** The stored analysis of these bytes under a pipeline version (its `result` column). */
export async function findAnalysisRow(db: Db, params: { sha256: string; version: string }): Promise<{ result: unknown; ms: number | null } | undefined> {
  const [row] = await db
    .select({ result: analyses.result, ms: analyses.ms })
    .from(analyses)
    .where(and(eq(analyses.sha256, params.sha256), eq(analyses.pipelineVersion, params.version)))
    .limit(1);
  return row;
}

/** The stored analyses of several contents under one pipeline version, by SHA-256. */
export async function findAnalysisRows(db: Db, params: { sha256s: string[]; version: string }): Promise<Map<string, unknown>> {
  if (params.sha256s.length === 0) return new Map();
  const rows = await db
    .select({ sha256: analyses.sha256, result: analyses.result })
    .from(analyses)
    .where(and(inArray(analyses.sha256, [...new Set(params.sha256s)]), eq(analyses.pipelineVersion, params.version)));
  return new Map(rows.map((r) => [r.sha256, r.result]));
}

/**
 * Stores an analysis. True when this insert stored it; false when one was there already (it stays).
 * Its result and layout are cleaned of what jsonb refuses (\u0000, lone surrogates) whatever stage
 * let them through: the text stage cleans already, this is the one boundary every analysis passes.
 */
export async function insertAnalysisIfAbsent(
  db: Db,
  values: { sha256: string; pipelineVersion: string; result: Record<string, unknown>; layout: Record<string, unknown> | null; ms: number },
): Promise<boolean> {
  const clean = { ...values, result: cleanForStore(values.result), layout: cleanForStore(values.layout) };
  const stored = await db.insert(analyses).values(clean).onConflictDoNothing().returning({ sha256: analyses.sha256 });
  return stored.length > 0;
}

/** The stored layout of these bytes under a pipeline version: undefined without an analysis, null when it read no text. */
export async function findLayoutRow(db: Db, params: { sha256: string; version: string }): Promise<{ layout: unknown } | undefined> {
  const [row] = await db
    .select({ layout: analyses.layout })
    .from(analyses)
    .where(and(eq(analyses.sha256, params.sha256), eq(analyses.pipelineVersion, params.version)))
    .limit(1);
  return row;
}
