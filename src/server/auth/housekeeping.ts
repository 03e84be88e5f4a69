import type { FastifyInstance } from 'fastify';
import { pruneAudit } from '../audit/audit.queries.js';
import type { Db } from '../db/client.js';
import { pruneKnownDevices } from './known-devices.js';
import { pruneLoginCounters } from './login-limits.queries.js';
import { deleteExpiredSessions } from './sessions.queries.js';

const PRUNE_EVERY_MS = 6 * 3600_000;

/**
 * Deletes what no longer counts: ended sign-in counters, browsers unseen for months, expired
 * sessions and audit rows past their retention. Every instance may run it; the deletes are idempotent.
 */
export async function pruneOldRecords(db: Db, params: { auditRetentionDays: number }): Promise<Record<string, number>> {
  await deleteExpiredSessions(db);
  return {
    loginCounters: await pruneLoginCounters(db),
    knownDevices: await pruneKnownDevices(db),
    audit: await pruneAudit(db, { retentionDays: params.auditRetentionDays }),
  };
}

/** Runs pruneOldRecords when the app is ready, then on a timer that does not hold the process open. */
export function schedulePruning(app: FastifyInstance): void {
  const run = () =>
    pruneOldRecords(app.deps.db, { auditRetentionDays: app.deps.config.AUDIT_RETENTION_DAYS })
      .then((removed) => {
        if (Object.values(removed).some((n) => n > 0)) app.log.info(removed, 'old sign-in and audit records removed');
      })
      .catch((err) => app.log.warn({ err: (err as Error).message }, 'pruning old records failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(run, PRUNE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
