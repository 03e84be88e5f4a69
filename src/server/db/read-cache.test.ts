import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, resolveSession } from '../auth/session.js';
import { createUser } from '../auth/users.queries.js';
import { type Database, openDatabase } from './client.js';
import { isReadOnlyStatement } from './read-cache.js';
import { sessions, users } from './schema.js';
import { pgliteTemplate } from '../testing/database-template.js';
import { NO_POSTGRES } from '../testing/scratch-database.js';

describe('read caches stay exact', () => {
  it('tells reads from writes', () => {
    expect(isReadOnlyStatement('select * from claims')).toBe(true);
    expect(isReadOnlyStatement('  SELECT 1')).toBe(true);
    expect(isReadOnlyStatement('select * from jobs for update skip locked')).toBe(true);
    expect(isReadOnlyStatement('update users set role = $1')).toBe(false);
    expect(isReadOnlyStatement('with x as (delete from sessions returning *) select * from x')).toBe(false);
    expect(isReadOnlyStatement('commit')).toBe(false);
  });

  it('on PGlite, a sign-out, a deactivation or a role change is seen by the very next read', async () => {
    const database = await openDatabase({ pgliteTemplate: await pgliteTemplate() });
    try {
      const { db } = database;
      const user = await createUser(db, { username: 'cache1', role: 'claimant', status: 'approved', email: 'c@example.com' });
      const a = await createSession(db, { userId: user.id, ttlHours: 1 });
      const b = await createSession(db, { userId: user.id, ttlHours: 1 });
      expect((await resolveSession(db, a.token))?.role).toBe('claimant');
      expect((await resolveSession(db, a.token))?.role).toBe('claimant');
      // A write that matches no row changes nothing, so the cached session stays.
      const generation = database.writes.generation;
      await db.update(users).set({ role: 'admin' }).where(eq(users.id, -1));
      expect(database.writes.generation).toBe(generation);
      await db.update(users).set({ role: 'staff' }).where(eq(users.id, user.id));
      expect(database.writes.generation).toBeGreaterThan(generation);
      expect((await resolveSession(db, a.token))?.role).toBe('staff');
      await db.update(users).set({ status: 'deactivated' }).where(eq(users.id, user.id));
      expect(await resolveSession(db, b.token)).toBeNull();
      await db.update(users).set({ status: 'approved' }).where(eq(users.id, user.id));
      expect(await resolveSession(db, b.token)).not.toBeNull();
      await db.transaction(async (tx) => {
        await tx.delete(sessions).where(eq(sessions.userId, user.id));
      });
      expect(await resolveSession(db, a.token)).toBeNull();
      expect(await resolveSession(db, b.token)).toBeNull();
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)(`on PostgreSQL, two instances${NO_POSTGRES}`, () => {
  const name = `t_cache_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  let one: Database;
  let two: Database;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/${name}`;
    one = await openDatabase({ databaseUrl: url.toString() });
    two = await openDatabase({ databaseUrl: url.toString() });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('a sign-out on one is seen by the other at once', async () => {
    const user = await createUser(one.db, { username: 'cache2', role: 'claimant', status: 'approved' });
    const s = await createSession(one.db, { userId: user.id, ttlHours: 1 });
    expect(await resolveSession(two.db, s.token)).not.toBeNull();
    expect(await resolveSession(two.db, s.token)).not.toBeNull();
    await one.db.delete(sessions).where(eq(sessions.id, (await one.db.select().from(sessions))[0].id));
    // The notification travels on its own connection: allow it the time of a round trip.
    const deadline = Date.now() + 2_000;
    let seen = await resolveSession(two.db, s.token);
    while (seen && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      seen = await resolveSession(two.db, s.token);
    }
    expect(seen).toBeNull();
  });
});
