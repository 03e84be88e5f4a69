// npm test: unit + integration tests (Vitest, real server and database), then browser journeys
// in Debian's chromium against the built app. `--e2e-only` runs just the browser journeys.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const e2eOnly = process.argv.includes('--e2e-only');

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

ensureChromium();
let failed = 0;
if (!e2eOnly) failed += run('npx', ['vitest', 'run']) === 0 ? 0 : 1;
console.log('Building the web app for the browser journeys...');
if (run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0) process.exit(1);
failed += run('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts']) === 0 ? 0 : 1;
process.exit(failed ? 1 : 0);
