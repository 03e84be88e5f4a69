/**
 * Migrated database templates for tests. Creating a PGlite database runs initdb and every migration
 * (several seconds each time on two busy cores); a test that starts from a dump of an already
 * migrated one skips both. The dump is kept in `.tmp/` under a hash of the migrations, so every test
 * process of a run (and of later runs, until a migration changes) shares it. On PostgreSQL a migrated
 * template database plays the same part for `create database … template`.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, openDatabase } from '../db/client.js';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const dir of [migrationsFolder, path.join(migrationsFolder, 'meta')]) {
    for (const f of fs.readdirSync(dir).sort()) {
      const file = path.join(dir, f);
      if (fs.statSync(file).isFile()) hash.update(f).update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

let pgliteDump: Promise<Blob> | null = null;

/** A tarball of a migrated, empty PGlite data folder. */
export function pgliteTemplate(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const file = path.join(root, '.tmp', 'db-templates', `pglite-${migrationsHash()}.tar`);
    if (!fs.existsSync(file)) {
      const database = await openDatabase({});
      if (!database.pglite) throw new Error('openDatabase did not expose its PGlite client');
      const dump = await database.pglite.dumpDataDir('none');
      await database.close();
      fs.mkdirSync(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a test process reading it never sees half a file.
      const part = `${file}.${process.pid}.${randomBytes(3).toString('hex')}`;
      fs.writeFileSync(part, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(part, file);
    }
    return new Blob([fs.readFileSync(file)]);
  })();
  return pgliteDump;
}

/**
 * Makes `dir` a PGlite data folder holding the migrated template, for a server process a test starts:
 * its first start opens the folder as it would on a later start, without initdb and the migrations.
 */
export async function pgliteDirFromTemplate(dir: string): Promise<void> {
  const database = await openDatabase({ pgliteDir: dir, pgliteTemplate: await pgliteTemplate() });
  await database.close();
}

/** The name of a migrated template database on the PostgreSQL server of `url` (made once per migrations hash). */
export async function postgresTemplate(url: string): Promise<string> {
  const name = `t_template_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // One process makes it; others wait on the lock and then find it.
    await admin.query('select pg_advisory_lock(724311903)');
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_part`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const target = new URL(url);
      target.pathname = `/${building}`;
      const database = await openDatabase({ databaseUrl: target.toString() });
      await database.close();
      await admin.query(`alter database ${building} rename to ${name}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock(724311903)').catch(() => {});
    await admin.end();
  }
  return name;
}
