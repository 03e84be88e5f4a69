import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The reason printed beside a test that runs only on a PostgreSQL server (`.ci/run` gives it one). */
export const NO_POSTGRES = process.env.DATABASE_URL ? '' : ' (skipped: needs a PostgreSQL server, set DATABASE_URL)';
/** The reason printed beside a test of the embedded database, skipped on a PostgreSQL run. */
export const ON_POSTGRES = process.env.DATABASE_URL ? ' (skipped: tests the embedded database, DATABASE_URL is set)' : '';

/** Runs one statement on its own connection to `url`. */
async function runOn(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the PostgreSQL server of `url` (empty, or a copy of `template`), for one test or bench, and how to drop
 * it (forcefully, whoever is still connected) when done.
 */
export async function scratchDatabase(url: string, prefix: string, template?: string): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await runOn(url, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { url: target.toString(), name, drop: () => runOn(url, `drop database if exists ${name} with (force)`) };
}
