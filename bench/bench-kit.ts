/**
 * What several benches share: a throw-away PostgreSQL database, the app served from a forked
 * copy of the bench's own file (its `serve-app` mode), which says it is ready with one IPC message,
 * the compiled server's command line as `npm start` runs it, and a process tree's resident memory.
 */
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
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

const ROOT = path.resolve(import.meta.dirname, '..');

/** The command line of an npm script (`VAR=value node <flags> dist/server/….js`), so the bench runs exactly what `npm start` runs. */
export function npmScript(name: string): { env: Record<string, string>; args: string[] } {
  const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const words = (scripts[name] ?? '').split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0]?.includes('=')) {
    const [k, v] = (words.shift() as string).split('=');
    env[k as string] = v ?? '';
  }
  const [cmd, ...args] = words;
  if (cmd !== 'node' || !args.some((a) => a.startsWith('dist/'))) throw new Error(`npm run ${name} does not run the compiled server: ${scripts[name]}`);
  return { env, args };
}

export function rssKb(pid: number): number {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

function childrenOf(pid: number): number[] {
  const out: number[] = [];
  try {
    for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
      const kids = fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim();
      if (kids) out.push(...kids.split(/\s+/).map(Number));
    }
  } catch {
    // the process ended
  }
  return out;
}

/** Resident memory of a process and all its descendants (threads share their process's RSS). */
export function treeKb(root: number): { kb: number; procs: number; threads: number } {
  let kb = 0;
  let procs = 0;
  let threads = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop() as number;
    kb += rssKb(pid);
    procs++;
    try {
      threads += fs.readdirSync(`/proc/${pid}/task`).length;
    } catch {
      // ended
    }
    stack.push(...childrenOf(pid));
  }
  return { kb, procs, threads };
}
