import { and, count, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { AuditRecord } from '../../shared/contracts/accounts.js';
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema.js';

/** Actions written so far; other capabilities may add their own "area.verb" names. */
export type AuditAction =
  | 'user.approved'
  | 'user.rejected'
  | 'user.role_changed'
  | 'user.deactivated'
  | 'user.reactivated'
  | 'user.password_set'
  | 'account.requested'
  | 'login.failed'
  | 'login.locked'
  | (string & {});

export interface AuditEntry {
  action: AuditAction;
  actor?: { id: number; username: string } | null;
  /** Who was acted on: e.g. { type: 'user', id: 42 }. */
  target?: { type: string; id: string | number } | null;
  /** Small, non-secret facts (never passwords, tokens or document text). */
  detail?: Record<string, unknown>;
  ip?: string;
}

/** Appends one audit-log row. Failures are the caller's to handle: an audit write is part of the act. */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    at: new Date(),
    action: entry.action,
    actorUserId: entry.actor?.id ?? null,
    actorUsername: entry.actor?.username ?? null,
    targetType: entry.target?.type ?? null,
    targetId: entry.target ? String(entry.target.id) : null,
    detail: entry.detail ?? null,
    ip: entry.ip ?? null,
  });
}

export type { AuditRecord };

/** Newest first; `beforeId` pages back through older entries. */
export async function listAudit(db: Db, params: { limit: number; beforeId?: number; action?: string }): Promise<AuditRecord[]> {
  const where: SQL[] = [];
  if (params.beforeId) where.push(lt(auditLog.id, params.beforeId));
  if (params.action) where.push(eq(auditLog.action, params.action));
  const rows = await db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(params.limit);
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    action: r.action,
    actorUsername: r.actorUsername,
    targetType: r.targetType,
    targetId: r.targetId,
    detail: r.detail ?? null,
    ip: r.ip,
  }));
}

/** How many entries of one action came from one address since a moment (request limits). */
export async function countAuditSince(db: Db, params: { action: string; ip: string; since: Date }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, params.action), eq(auditLog.ip, params.ip), gt(auditLog.at, params.since)));
  return Number(row.n);
}

/** How many entries of one action concern one target since a moment (notices sent to one person). */
export async function countAuditForTargetSince(
  db: Db,
  params: { action: string; target: { type: string; id: string | number }; since: Date },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, params.action),
        eq(auditLog.targetType, params.target.type),
        eq(auditLog.targetId, String(params.target.id)),
        gt(auditLog.at, params.since),
      ),
    );
  return Number(row.n);
}

/** Deletes entries older than the retention (AUDIT_RETENTION_DAYS); answers how many went. */
export async function pruneAudit(db: Db, params: { retentionDays: number }): Promise<number> {
  const rows = await db
    .delete(auditLog)
    .where(lt(auditLog.at, new Date(Date.now() - params.retentionDays * 86_400_000)))
    .returning({ id: auditLog.id });
  return rows.length;
}
