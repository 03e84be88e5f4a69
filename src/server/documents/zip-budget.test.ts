import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildLyingDocx, buildZip } from '../../../tests/fixtures/documents/bombs';
import { DEFAULT_BUDGET, TooLargeToAnalyseError } from './budget';
import { extractDocumentText } from './text/extract-text';
import { readZipDirectory } from '../../shared/file-sniff';
import { checkZipBudget } from './zip-budget';

describe('zip budget', () => {
  it('refuses a .docx whose directory declares 4 KB for a body that inflates far more, without trusting the directory', async () => {
    const docx = await buildLyingDocx(1024);
    const body = readZipDirectory(docx)?.find((e) => e.name === 'word/document.xml');
    expect(body?.uncompressedSize).toBe(4096);
    const before = process.memoryUsage.rss();
    const started = performance.now();
    const err = await extractDocumentText(docx).then(
      () => null,
      (e: unknown) => e,
    );
    const seconds = (performance.now() - started) / 1000;
    expect(err).toBeInstanceOf(TooLargeToAnalyseError);
    expect((err as TooLargeToAnalyseError).reason).toBe('the file is too large to analyse (its parts inflate to more than 64 MB)');
    expect(seconds).toBeLessThan(2);
    expect(process.memoryUsage.rss() - before).toBeLessThan(3 * DEFAULT_BUDGET.maxDecompressedBytes);
  }, 60_000);

  it('counts what the parts really inflate to, honest or not', () => {
    const xml = Buffer.from(`<w:document>${'<w:p>claim</w:p>'.repeat(1000)}</w:document>`);
    const zip = buildZip([
      { name: 'word/document.xml', data: zlib.deflateRawSync(xml), method: 8, declaredSize: 10 },
      { name: 'stored.bin', data: Buffer.alloc(100), method: 0, declaredSize: 100 },
    ]);
    expect(checkZipBudget(zip).inflatedBytes).toBe(xml.length + 100);
    expect(() => checkZipBudget(zip, { ...DEFAULT_BUDGET, maxDecompressedBytes: xml.length })).toThrow(TooLargeToAnalyseError);
  });

  it('calls an archive with a part it cannot find damaged', () => {
    const zip = buildZip([{ name: 'word/document.xml', data: Buffer.from('x'), method: 0, declaredSize: 1 }]);
    zip.writeUInt32LE(0, 0);
    expect(() => checkZipBudget(zip)).toThrow(/damaged/);
  });
});
