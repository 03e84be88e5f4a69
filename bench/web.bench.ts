/**
 * npm run bench:web — the JavaScript each first page makes the browser download, gzipped and
 * brotli-compressed as the server sends it (DESIGN.md budget: under 150 KB gzipped), read from the
 * Vite manifest: the entry with its static imports, plus the page's lazy chunk with its own.
 * Builds the web app first when there is no build.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BUDGET_GZIP_KB = 150;
const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'dist', 'web'));
const manifestFile = path.join(dist, '.vite', 'manifest.json');

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

if (!fs.existsSync(manifestFile)) {
  console.log('Building the web app (vite build)...');
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;

/** A chunk's file and, transitively, every chunk it imports statically (loaded at once). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

function measure(keys: string[]) {
  const files = new Set<string>();
  for (const key of keys) for (const k of closure(key)) files.add(manifest[k].file);
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(dist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { files: files.size, raw, gzip, brotli };
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entry) throw new Error('no entry chunk in the Vite manifest');
const pageKey = (suffix: string) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
  if (!key) throw new Error(`${suffix} is not a chunk in the Vite manifest`);
  return key;
};
const pages: Array<[string, string[]]> = [
  ['/login', [entry, pageKey('features/auth/login-page.tsx')]],
  ['/ (wizard, first step)', [entry, pageKey('features/intake/intake-page.tsx')]],
];
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`initial JavaScript per page (budget ${BUDGET_GZIP_KB} KB gzipped), ${dist}`);
let over = false;
for (const [name, keys] of pages) {
  const m = measure(keys);
  const ok = m.gzip / 1024 < BUDGET_GZIP_KB;
  over ||= !ok;
  console.log(
    `${name.padEnd(26)} ${String(m.files).padStart(2)} files  raw ${kb(m.raw).padStart(9)}  gzip ${kb(m.gzip).padStart(8)}  brotli ${kb(m.brotli).padStart(8)}  ${ok ? 'within budget' : 'OVER BUDGET'}`,
  );
}
if (over) process.exitCode = 1;
