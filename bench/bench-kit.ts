/**
 * What several benches share: a throw-away PostgreSQL database, and the app served from a forked
 * copy of the bench's own file (its `serve-app` mode), which says it is ready with one IPC message.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { scratchDatabase as scratchTestDatabase } from '../src/server/testing/scratch-database.js';

/** A throw-away database for a bench; BENCH_KEEP_DB=1 leaves it for a look afterwards (its name is printed). */
export async function scratchDatabase(url: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const db = await scratchTestDatabase(url, prefix);
  if (process.env.BENCH_KEEP_DB !== '1') return db;
  console.error(`scratch database kept: ${db.name}`);
  return { url: db.url, drop: async () => {} };
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
