/**
 * The analysis pipeline's version: a hash of its own source and of the engines it runs on. Stored
 * analyses are keyed by it, so a change to classify/extract/OCR invalidates them without anyone
 * remembering to bump a number, and web instances and workers of one release agree on it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const documentsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../documents');
/** Every folder and shared module whose code decides what an analysis holds (the layout stage and the lexicons too). */
const SOURCES = [
  'analyze-file.ts',
  'budget.ts',
  'vin-check.ts',
  'classify',
  'extract',
  'layout',
  'learn',
  'lexicons',
  'text',
  ...['file-sniff', 'estimate-totals', 'read-values', 'categories', 'vin', 'vin-mend', 'vin-wmi'].map((m) => `../../shared/${m}.ts`),
];
/** The BMS reader's files beside them (bms.ts and the bms-*.ts it reads with, bms-line-cap.ts's head of the file too). */
const isBmsReader = (f: string) => /^bms[\w-]*\.ts$/.test(f) && !f.endsWith('.test.ts');
const ENGINES = ['pdfjs-dist', 'tesseract.js', '@tesseract.js-data/eng', 'sharp'];

let cached: string | null = null;

export function pipelineVersion(): string {
  if (cached) return cached;
  // The compiled server has no TypeScript sources: the build wrote the version computed from them beside this module.
  const built = new URL('./pipeline-version.json', import.meta.url);
  if (fs.existsSync(built)) {
    cached = (JSON.parse(fs.readFileSync(built, 'utf8')) as { version: string }).version;
    return cached;
  }
  const hash = createHash('sha256');
  for (const file of hashedSources()) {
    hash.update(path.relative(documentsDir, file));
    hash.update(fs.readFileSync(file));
  }
  const require = createRequire(import.meta.url);
  for (const name of ENGINES) {
    try {
      hash.update(`${name}@${(require(`${name}/package.json`) as { version: string }).version}`);
    } catch {
      hash.update(`${name}@?`);
    }
  }
  cached = hash.digest('hex').slice(0, 16);
  return cached;
}

/** The source files the version is a hash of. */
export function hashedSources(): string[] {
  const bms = fs.readdirSync(documentsDir).filter(isBmsReader).sort();
  return [...SOURCES, ...bms].flatMap((s) => listFiles(path.join(documentsDir, s)));
}

function listFiles(p: string): string[] {
  if (!fs.existsSync(p)) return [];
  if (!fs.statSync(p).isDirectory()) return [p];
  return fs
    .readdirSync(p)
    .sort()
    .filter((f) => !f.endsWith('.test.ts'))
    .flatMap((f) => listFiles(path.join(p, f)));
}
