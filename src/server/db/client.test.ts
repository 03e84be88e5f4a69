import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from './client';

describe('openDatabase on PGlite', () => {
  it('starts the embedded PostgreSQL with small shared buffers (they stay resident in the web process)', async () => {
    const database = await openDatabase({});
    try {
      const rows = (await database.db.execute(sql`show shared_buffers`)) as unknown as { rows: Array<{ shared_buffers: string }> };
      expect(rows.rows[0]?.shared_buffers).toBe('16MB');
    } finally {
      await database.close();
    }
  }, 60_000);
});

describe('a PGlite data folder', () => {
  const rowsOf = async <T>(database: Awaited<ReturnType<typeof openDatabase>>, query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

  it('is created by a child process on first start, migrated, and opened as it is on the next', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-dir-'));
    const dir = path.join(parent, 'db');
    try {
      const first = await openDatabase({ pgliteDir: dir });
      try {
        const migrations = fs.readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).length;
        const applied = await rowsOf<{ n: number }>(first, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
        expect(applied[0]?.n).toBe(migrations);
        await first.db.execute(sql`create table kept (v text)`);
        await first.db.execute(sql`insert into kept values ('still here')`);
      } finally {
        await first.close();
      }
      // Made beside the target and renamed into place: nothing of the building folder is left.
      expect(fs.readdirSync(parent)).toEqual(['db']);
      expect(fs.existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);

      const again = await openDatabase({ pgliteDir: dir });
      try {
        expect(await rowsOf<{ v: string }>(again, sql`select v from kept`)).toEqual([{ v: 'still here' }]);
      } finally {
        await again.close();
      }
    } finally {
      fs.rmSync(parent, { recursive: true, force: true });
    }
  }, 240_000);
});
