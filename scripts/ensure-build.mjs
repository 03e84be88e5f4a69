// Runs before `npm start` (and, with --server, before `npm run worker` and `npm run create-admin`):
// builds the web app and the compiled server when their output is missing or older than the sources.
// Processes started together on one machine take turns through a lock file, so only one builds.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serverOnly = process.argv.includes('--server');
const shared = ['src/shared', 'package-lock.json'];
const targets = [
  {
    name: 'the compiled server',
    stamp: 'dist/server/main.js',
    sources: ['src/server', 'vite.server.config.ts', ...shared],
    cmd: 'npx vite build --config vite.server.config.ts',
  },
  ...(serverOnly
    ? []
    : [{ name: 'the web app', stamp: 'dist/web/index.html', sources: ['src/web', 'vite.config.ts', ...shared], cmd: 'npx vite build --logLevel warn' }]),
];

function newest(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of fs.readdirSync(full)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

const stale = () =>
  targets.filter((t) => {
    const stamp = path.join(root, t.stamp);
    const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
    return built === 0 || Math.max(...t.sources.map(newest)) > built;
  });

const lock = path.join(root, 'dist', '.build.lock');
function takeLock() {
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const until = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      fs.closeSync(fs.openSync(lock, 'wx'));
      return;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      // A lock left by a build that died is older than any build takes.
      if (Date.now() - fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 10 * 60_000) fs.rmSync(lock, { force: true });
      if (Date.now() > until) throw new Error(`${lock} is held by another build; remove it if no build is running`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
}

if (stale().length > 0) {
  takeLock();
  try {
    // Another process may have built while this one waited.
    for (const t of stale()) {
      console.log(`Building ${t.name} (${t.cmd})...`);
      execSync(t.cmd, { cwd: root, stdio: 'inherit' });
    }
  } finally {
    fs.rmSync(lock, { force: true });
  }
}
