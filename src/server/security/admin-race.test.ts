import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createSession, SESSION_COOKIE } from '../auth/session.js';
import { createUser } from '../auth/users.queries.js';
import { loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { users } from '../db/schema.js';
import { pgliteTemplate } from '../testing/database-template.js';
import { scratchDatabase } from '../testing/scratch-database.js';

const baseUrl = process.env.DATABASE_URL;
const TRIALS = 12;

/**
 * Two admins demote each other at the same moment. On PostgreSQL the two calls go through two app
 * instances (each its own connection pool, as two servers would); on PGlite through one.
 */
describe(`the last-admin guard under concurrent demotions (${baseUrl ? 'PostgreSQL, two instances' : 'PGlite'})`, () => {
  const apps: FastifyInstance[] = [];
  const databases: Database[] = [];
  const dirs: string[] = [];
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const scratch = baseUrl ? await scratchDatabase(baseUrl, 'race') : undefined;
    drop = scratch?.drop;
    for (let i = 0; i < (scratch ? 2 : 1); i += 1) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-race-'));
      dirs.push(dataDir);
      // Opened one after the other: the first migrates the scratch database.
      const database = await openDatabase(scratch ? { databaseUrl: scratch.url } : { pgliteTemplate: await pgliteTemplate() });
      databases.push(database);
      const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, NODE_ENV: 'test', DOCUMENT_WORKERS: '1' });
      const app = await buildApp({ config, database });
      await app.ready();
      apps.push(app);
    }
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const d of databases) await d.close();
    await drop?.();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it(`${TRIALS} trials of two admins demoting each other never leave zero admins`, async () => {
    const db = databases[0].db;
    const activeAdmins = async () =>
      Number(
        (
          await db
            .select({ n: count() })
            .from(users)
            .where(and(eq(users.role, 'admin'), eq(users.status, 'approved')))
        )[0].n,
      );
    const outcomes: string[] = [];
    for (let trial = 0; trial < TRIALS; trial += 1) {
      // Only these two are active admins in this trial: the earlier ones step down.
      await db.update(users).set({ role: 'staff' }).where(eq(users.role, 'admin'));
      const a = await createUser(db, { username: `ra${trial}`, role: 'admin', status: 'approved' });
      const b = await createUser(db, { username: `rb${trial}`, role: 'admin', status: 'approved' });
      const cookieA = `${SESSION_COOKIE}=${(await createSession(db, { userId: a.id, ttlHours: 1 })).token}`;
      const cookieB = `${SESSION_COOKIE}=${(await createSession(db, { userId: b.id, ttlHours: 1 })).token}`;
      const demote = (app: FastifyInstance, cookie: string, userId: number) =>
        app.inject({ method: 'PATCH', url: `/api/admin/users/${userId}`, payload: { role: 'staff' }, headers: { cookie } });
      const [byA, byB] = await Promise.all([demote(apps[0], cookieA, b.id), demote(apps.at(-1) as FastifyInstance, cookieB, a.id)]);
      const statuses = [byA.statusCode, byB.statusCode].sort();
      outcomes.push(statuses.join('/'));
      expect(await activeAdmins(), `trial ${trial}: ${statuses}`).toBe(1);
      // One demotion went through; the other was refused (the last admin, or no longer an admin).
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const refused = byA.statusCode === 200 ? byB : byA;
      expect(refused.json().code).toMatch(/^(forbidden|conflict)$/);
    }
    expect(outcomes).toHaveLength(TRIALS);
  }, 180_000);
});
