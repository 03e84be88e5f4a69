// npm test: unit + integration tests (Vitest, real server and database), then browser journeys
// in Debian's chromium against the built app. `--e2e-only` runs just the browser journeys;
// `--unit-only [paths...]` just the unit and integration tests (CI's PostgreSQL pass: `src/server`).
import { execSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const e2eOnly = process.argv.includes('--e2e-only');
const unitOnly = process.argv.includes('--unit-only');
const paths = process.argv.slice(2).filter((a) => !a.startsWith('--'));

function run(cmd, args, extraEnv = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  return res.status ?? 1;
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Browser tests need Debian's chromium: run \`sudo apt-get update && sudo apt-get install -y chromium poppler-utils\` and then npm test again.`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium and poppler-utils for the browser tests (apt-get)...");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium poppler-utils', {
    stdio: 'inherit',
  });
}

/**
 * Node 24's V8 can abort a test process with "Check failed: jit_page_->allocations_.erase(addr) == 1"
 * (or "jit_page.has_value()") under the WebAssembly create/free churn of many PGlite instances: a known
 * V8 bug (nodejs/node#64500; --no-memory-protection-keys does not prevent it), not a test's failure.
 * A run that fails with that abort in its output is run once more, whole; any other failure stands.
 */
const V8_JIT_PAGE_ABORT = /Check failed: jit_page(_->allocations_\.erase\(addr\) == 1|\.has_value\(\))/;

function runVitest(args) {
  return new Promise((resolve) => {
    let tail = '';
    let v8Abort = false;
    const keep = (chunk, out) => {
      out.write(chunk);
      // The last few hundred characters carried over: the message may arrive split across chunks.
      tail = (tail + chunk.toString()).slice(-4096);
      v8Abort ||= V8_JIT_PAGE_ABORT.test(tail);
    };
    const child = spawn('npx', ['vitest', 'run', ...args], { cwd: root, stdio: ['inherit', 'pipe', 'pipe'] });
    child.stdout.on('data', (c) => keep(c, process.stdout));
    child.stderr.on('data', (c) => keep(c, process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, v8Abort }));
  });
}

async function vitestWithOneRerunOnV8Abort(args) {
  const first = await runVitest(args);
  if (first.code === 0 || !first.v8Abort) return first.code;
  console.log('\nA test process was aborted by V8 (nodejs/node#64500, not a test failure): running the tests once more.\n');
  return (await runVitest(args)).code;
}

if (!unitOnly) ensureChromium();
let failed = 0;
if (!e2eOnly) failed += (await vitestWithOneRerunOnV8Abort(paths)) === 0 ? 0 : 1;
if (!unitOnly) {
  console.log('Building the web app for the browser journeys...');
  if (run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0) process.exit(1);
  failed += (await vitestWithOneRerunOnV8Abort(['--config', 'vitest.e2e.config.ts'])) === 0 ? 0 : 1;
}
process.exit(failed ? 1 : 0);
