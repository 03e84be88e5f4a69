/**
 * The lint rule "no stage after text reaches back to the file's bytes" (.dependency-cruiser.cjs,
 * readers-not-to-bytes and readers-not-to-fs), proven on planted violations: a small tree written to a
 * temporary folder, with a layout file and an estimate reader importing a PDF engine, the text stage's
 * PDF reader, storage and node:fs, and one importing only the text types. The real readers are clean.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '../../../..');
const BIN = join(ROOT, 'node_modules/.bin/depcruise');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');

type Violation = { from: string; to: string; rule: { name: string } };

async function cruise(cwd: string, paths: string[]): Promise<Violation[]> {
  // depcruise exits non-zero when it finds violations; the JSON report is on stdout either way.
  const out = await run(BIN, [...paths, '--config', CONFIG, '--output-type', 'json'], { cwd, maxBuffer: 64 * 1024 * 1024 }).catch(
    (err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }),
  );
  return (JSON.parse(out.stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

const planted = mkdtempSync(join(tmpdir(), 'readers-not-to-bytes-'));
afterAll(() => rmSync(planted, { recursive: true, force: true }));

function plant(path: string, text: string) {
  mkdirSync(dirname(join(planted, path)), { recursive: true });
  writeFileSync(join(planted, path), text);
}

describe('readers-not-to-bytes', () => {
  it('reports a reader that imports a PDF engine, the PDF reader, storage or node:fs, and lets the text types through', async () => {
    symlinkSync(join(ROOT, 'node_modules'), join(planted, 'node_modules'), 'dir');
    plant('tsconfig.json', JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler', allowJs: true } }));
    plant('src/server/documents/text/types.ts', 'export type DocumentText = { pages: unknown[] };\n');
    plant('src/server/documents/text/pdf.ts', 'export const openPdf = (b: Uint8Array) => b.length;\n');
    plant('src/server/storage/blob-store.ts', 'export const readBlob = (id: string) => id;\n');
    plant(
      'src/server/documents/layout/planted.ts',
      [
        "import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';",
        "import { openPdf } from '../text/pdf';",
        "import type { DocumentText } from '../text/types';",
        'export const planted = (d: DocumentText) => [pdfjs, openPdf, d];',
        '',
      ].join('\n'),
    );
    plant(
      'src/server/estimates/parse-planted.ts',
      "import { readFileSync } from 'node:fs';\nimport { readBlob } from '../storage/blob-store';\nexport const p = [readFileSync, readBlob];\n",
    );
    plant(
      'src/server/documents/extract/clean.ts',
      "import type { DocumentText } from '../text/types';\nexport const clean = (d: DocumentText) => d.pages.length;\n",
    );

    const found = (await cruise(planted, ['src'])).map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
    // The symlinked node_modules resolve to their real path; a core module is named without "node:".
    const expected = [
      /^readers-not-to-bytes: src\/server\/documents\/layout\/planted\.ts → .*node_modules\/pdfjs-dist\//,
      /^readers-not-to-bytes: src\/server\/documents\/layout\/planted\.ts → src\/server\/documents\/text\/pdf\.ts$/,
      /^readers-not-to-bytes: src\/server\/estimates\/parse-planted\.ts → src\/server\/storage\/blob-store\.ts$/,
      /^readers-not-to-fs: src\/server\/estimates\/parse-planted\.ts → (node:)?fs$/,
    ];
    for (const re of expected)
      expect(
        found.some((f) => re.test(f)),
        `${re} in ${found.join('\n')}`,
      ).toBe(true);
    expect(found.filter((f) => f.includes('documents/extract/clean.ts') || f.includes('→ src/server/documents/text/types.ts'))).toEqual([]);
  }, 120_000);

  it('finds none in the real readers', async () => {
    const readers = ['src/server/documents/layout', 'src/server/documents/extract', 'src/server/documents/classify', 'src/server/estimates'];
    const found = (await cruise(ROOT, readers)).filter((v) => v.rule.name.startsWith('readers-not-to-'));
    expect(found).toEqual([]);
  }, 180_000);
});
