/**
 * What several benches share: a throw-away PostgreSQL database, and the app served from a forked
 * copy of the bench's own file (its `serve-app` mode), which says it is ready with one IPC message.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A new database on the server of `url`, and how to drop it (forcefully) when the bench is done. */
export async function scratchDatabase(url: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const run = async (query: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  // BENCH_KEEP_DB=1 leaves the database for a look afterwards (its name is printed).
  if (process.env.BENCH_KEEP_DB === '1') {
    console.error(`scratch database kept: ${name}`);
    return { url: target.toString(), drop: async () => {} };
  }
  return { url: target.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** Forks `file` with `args` under tsx and waits for its first message (the Ready it sends). */
export function forkApp<Ready>(
  file: string,
  args: string[],
  env: Record<string, string>,
  execArgv: string[] = [],
): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(file, args, {
    env: { ...process.env, ...env },
    execArgv: ['--import', 'tsx', ...execArgv],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (ready) => resolve({ child, ready: ready as Ready }));
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code} before it was ready`)));
  });
}
