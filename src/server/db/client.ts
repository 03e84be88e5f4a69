import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { attachWriteTracker, changedNothing, isReadOnlyStatement, type WriteTracker } from './read-cache.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The database handle every query takes; the same on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle of `db.transaction`: statements on it run in that one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL connection string (for the job queue's own pool); undefined on PGlite. */
  url?: string;
  close(): Promise<void>;
  ping(): Promise<void>;
  /** Write generation for the read caches (read-cache.ts). */
  writes: WriteTracker;
  /** The embedded client, on PGlite only (tests dump a migrated one as a template). */
  pglite?: PGlite;
}

/** The channel on which PostgreSQL instances tell each other that data changed. */
const CHANGE_CHANNEL = 'claims_portal_changes';
/** Fail fast when PostgreSQL is down or stuck, so requests answer 503 at once instead of hanging. */
const CONNECT_TIMEOUT_MS = 3_000;
const STATEMENT_TIMEOUT_MS = 15_000;
const POOL_SIZE = 20;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PostgreSQL's default 128 MB of shared buffers live inside PGlite's WebAssembly memory, in this
 * process, and once touched they stay resident: about 130 MB of the web process's idle memory
 * (measured with bench/runtime.bench.ts). The embedded database is small; a few MB hold its working set.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

/** Serialises migrations when several instances start against one PostgreSQL. */
const MIGRATION_LOCK_ID = 724_311_902;

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** Folder for PGlite's files; undefined keeps it in memory (tests). */
  pgliteDir?: string;
  /** A dump of an already migrated PGlite to start from (tests: skips initdb and the migrations' work). */
  pgliteTemplate?: Blob;
  /** Told about errors on idle PostgreSQL connections (server restart, dropped database). */
  onIdleError?: (err: Error) => void;
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite, and applies migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: POOL_SIZE,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      statement_timeout: STATEMENT_TIMEOUT_MS,
      query_timeout: STATEMENT_TIMEOUT_MS + 1_000,
      keepAlive: true,
    });
    // Without a listener, an idle connection killed by the server (restart, failover) would be an
    // unhandled 'error' event and take the process down; the pool replaces the connection itself.
    pool.on('error', (err) => options.onIdleError?.(err));
    const writes: WriteTracker = { generation: 0, enabled: false };
    const changes = trackPostgresChanges(pool, writes, options);
    pool.on('connect', (client) => trackClientWrites(client, writes, changes.announce));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    attachWriteTracker(db, writes);
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      client.release();
    }
    await changes.start();
    return {
      db,
      kind: 'postgres',
      url: options.databaseUrl,
      writes,
      close: async () => {
        await changes.stop();
        await pool.end();
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
    };
  }
  const startParams = [...PGlite.defaultStartParams, ...PGLITE_SETTINGS];
  if (options.pgliteDir && !options.pgliteTemplate) await createPgliteDir(options.pgliteDir, startParams);
  const client = new PGlite({ dataDir: options.pgliteDir, loadDataDir: options.pgliteTemplate, startParams });
  await client.waitReady;
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  const db = pgliteDb as unknown as Db;
  // PGlite lives in this process only, so every change to it passes through here.
  const writes: WriteTracker = { generation: 0, enabled: true };
  trackPgliteWrites(client, writes);
  attachWriteTracker(db, writes);
  return {
    db,
    kind: 'pglite',
    pglite: client,
    writes,
    close: () => client.close(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
  };
}

const INITDB = fileURLToPath(new URL('./pglite-initdb.mjs', import.meta.url));

/**
 * Makes a new PGlite data folder (initdb) in a child process that exits before the server goes on.
 * initdb runs three WebAssembly instances at once (initdb, a scratch PostgreSQL, and the one that
 * stays), and V8's optimising compiler tiers up the code each runs hot: in the web process that took
 * the first start on an empty data folder to 1.1-1.2 GB, most of it compiler memory for code that runs
 * once. The child runs on the baseline compiler only (no tier-up, about 0.6 GB, and faster
 * than tiering up), into a folder beside the target that is renamed into place when done, so a start
 * that dies half-way leaves no half-made database. A folder that holds anything is left as it is:
 * PGlite opens a database there as before.
 */
async function createPgliteDir(dir: string, startParams: string[]): Promise<void> {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) return;
  const building = `${dir}.initdb-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const child = spawn(process.execPath, ['--no-wasm-dynamic-tiering', '--no-wasm-tier-up', '--max-semi-space-size=16', INITDB, building, ...startParams], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const [code, signal] = await new Promise<[number | null, string | null]>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (c, s) => resolve([c, s]));
  });
  if (code !== 0) {
    fs.rmSync(building, { recursive: true, force: true });
    throw new Error(`creating the database in ${dir} failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(building, dir);
}

function trackPgliteWrites(client: PGlite, writes: WriteTracker): void {
  const bump = () => {
    writes.generation += 1;
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, ...rest: unknown[]) => {
    const done = (query as (...a: unknown[]) => Promise<unknown>)(text, ...rest);
    if (isReadOnlyStatement(text)) return done;
    return done.then(
      (result) => {
        if (!changedNothing(result)) bump();
        return result;
      },
      (err) => {
        bump();
        throw err;
      },
    );
  }) as PGlite['query'];
  client.exec = ((text: string, ...rest: unknown[]) => (exec as (...a: unknown[]) => Promise<unknown>)(text, ...rest).finally(bump)) as PGlite['exec'];
  client.transaction = ((fn: Parameters<PGlite['transaction']>[0]) => transaction(fn).finally(bump)) as PGlite['transaction'];
}

type QueryFn = (...args: unknown[]) => unknown;

/** Bumps the generation when a statement that may write completes (COMMIT included). */
function trackClientWrites(client: pg.PoolClient, writes: WriteTracker, announce: () => void): void {
  const query = client.query.bind(client) as QueryFn;
  const completed = () => {
    writes.generation += 1;
    announce();
  };
  (client as unknown as { query: QueryFn }).query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    if (isReadOnlyStatement(text)) return query(...args);
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as QueryFn;
      return query(...args.slice(0, last), (...cbArgs: unknown[]) => {
        completed();
        return callback(...cbArgs);
      });
    }
    const result = query(...args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      return (result as Promise<unknown>).then(
        (r) => {
          if (!changedNothing(r)) completed();
          return r;
        },
        (err) => {
          completed();
          throw err;
        },
      );
    }
    return result;
  };
}

/**
 * LISTEN on a dedicated connection for other instances' changes and NOTIFY ours. While the
 * listening connection is down, caching is off; it reconnects by itself.
 */
function trackPostgresChanges(pool: pg.Pool, writes: WriteTracker, options: OpenDatabaseOptions) {
  const instance = randomBytes(8).toString('hex');
  let listener: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let pending = false;

  const goDark = () => {
    writes.enabled = false;
    writes.generation += 1;
  };
  const scheduleRetry = () => {
    clearTimeout(retry);
    if (!stopped) retry = setTimeout(() => void connect(), 1_000).unref();
  };
  const connect = async () => {
    if (stopped) return;
    const client = new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    client.on('notification', (msg) => {
      if (msg.payload !== instance) writes.generation += 1;
    });
    client.on('error', (err) => {
      options.onIdleError?.(err);
    });
    client.on('end', () => {
      if (listener === client) listener = null;
      goDark();
      scheduleRetry();
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANGE_CHANNEL}`);
      listener = client;
      writes.generation += 1;
      writes.enabled = true;
    } catch {
      goDark();
      await client.end().catch(() => {});
      scheduleRetry();
    }
  };
  return {
    start: connect,
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      goDark();
      await listener?.end().catch(() => {});
    },
    /** Tells the other instances, once per turn of the event loop however many statements wrote. */
    announce: () => {
      if (pending || stopped) return;
      pending = true;
      setImmediate(() => {
        pending = false;
        pool.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, instance]).catch(() => {});
      });
    },
  };
}
