import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashedSources } from './pipeline-version';

const documentsDir = path.resolve(import.meta.dirname, '../documents');

describe('the pipeline version', () => {
  it('is a hash of every folder of the document reader, so a change to any stage makes stored analyses stale', () => {
    const hashed = new Set(hashedSources().map((f) => path.relative(documentsDir, f)));
    const folders = fs.readdirSync(documentsDir, { withFileTypes: true }).filter((d) => d.isDirectory());
    expect(folders.length).toBeGreaterThan(4);
    for (const d of folders) {
      const sources = fs
        .readdirSync(path.join(documentsDir, d.name), { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.(ts|json)$/.test(f) && !f.endsWith('.test.ts'));
      for (const f of sources) expect(hashed.has(path.join(d.name, f)), `${d.name}/${f} is hashed`).toBe(true);
    }
  });

  it('holds the shared modules the reader decides with', () => {
    const hashed = hashedSources().map((f) => path.basename(f));
    for (const m of ['vin-mend.ts', 'read-values.ts', 'file-sniff.ts', 'bms.ts', 'analyze-file.ts']) expect(hashed).toContain(m);
  });
});
