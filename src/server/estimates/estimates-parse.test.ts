import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFixturePair, FIXTURE_LAYOUTS, type FixtureEstimate } from '../../../tests/fixtures/estimates/estimate-spec.js';
import { scoreEstimate } from '../../../tests/fixtures/estimates/evaluate.js';
import { renderEstimatePdf } from '../../../tests/fixtures/estimates/render-estimate.js';
import { extractDocumentText } from '../documents/text/extract-text.js';
import { parseBmsEstimate } from '../documents/bms.js';
import { parseEstimatePages } from './parse-estimate.js';

import { HAS_REAL_DOCS, NO_REAL_DOCS, REAL_DOCS_DIR as REAL } from '../../../tests/fixtures/paths.js';
const sum = (xs: Array<number | null>) => Math.round(xs.reduce<number>((a, b) => a + (b ?? 0), 0) * 100) / 100;

async function parseFixture(e: FixtureEstimate) {
  const pdf = await renderEstimatePdf(e);
  const text = await extractDocumentText(pdf, { ocr: false });
  return parseEstimatePages(text.pages, { fileName: `${e.layout}.pdf` });
}

describe('printed estimate parsing, per layout', () => {
  for (const [i, layout] of FIXTURE_LAYOUTS.entries()) {
    it(`reads every line, value and total of a ${layout} print (wrapped lines, page breaks)`, async () => {
      const pair = buildFixturePair(500 + i, layout, FIXTURE_LAYOUTS[(i + 1) % 5], ['price', 'split', 'onlyOne']);
      const parsed = await parseFixture(pair.other.layout === layout ? pair.other : pair.carrier);
      const truth = pair.other.layout === layout ? pair.other : pair.carrier;
      const score = scoreEstimate(truth, parsed);
      expect(score.totalsMismatches).toEqual([]);
      expect(score.found).toBe(truth.lines.length);
      expect(score.parsed).toBe(truth.lines.length);
      expect(score.exactValues).toBe(score.found);
      expect(parsed.source?.pages).toBeGreaterThan(1);
    });
  }

  it('joins a line whose description wraps onto the next page', async () => {
    const pair = buildFixturePair(777, 'ccc', 'mitchell', ['split']);
    const e = pair.other;
    expect(e.splitLine).toBeGreaterThanOrEqual(0);
    const parsed = await parseFixture(e);
    const split = e.lines[e.splitLine];
    const got = parsed.lines.find((l) => l.lineNumber === split.lineNumber);
    expect(got?.description).toBe(split.description);
    expect(got?.price).toBe(split.price);
  });
});

describe.skipIf(!HAS_REAL_DOCS)(`the real CCC ONE print (${HAS_REAL_DOCS ? 'read' : NO_REAL_DOCS})`, () => {
  it('parses lines that add up to its SUBTOTALS row and totals that add up to its grand total', async () => {
    const bytes = fs.readFileSync(path.join(REAL, 'ccc-preliminary-estimate-peotters-tesla-modelx.pdf'));
    const text = await extractDocumentText(bytes, { ocr: false });
    const e = parseEstimatePages(text.pages);
    expect(e.source?.layout).toBe('ccc');
    // The print's SUBTOTALS row: 3,004.05 parts, 41.5 labor hours, 18.3 paint hours.
    expect(sum(e.lines.map((l) => l.price))).toBe(3004.05);
    expect(sum(e.lines.map((l) => l.laborHours))).toBe(41.5);
    expect(sum(e.lines.map((l) => l.paintHours))).toBe(18.3);
    expect(e.totals).toMatchObject({
      parts: 2999.1,
      bodyLabor: 1924,
      paintLabor: 1189.5,
      mechanicalLabor: 647,
      frameLabor: 300,
      paintSupplies: 768.6,
      tax: 524.38,
      gross: 8444.53,
    });
    expect(e.laborRates).toMatchObject({ body: 65, paint: 65, mechanical: 95, structural: 75, electrical: 80, paintSupplies: 42 });
    const line28 = e.lines.find((l) => l.lineNumber === 28);
    expect(line28).toMatchObject({
      operation: 'Repl',
      description: 'Hood paint to match (ALU)',
      partNumber: '1570486E0A',
      price: 1907,
      laborHours: 1.4,
      paintHours: 2.8,
      partType: 'OEM',
    });
    expect(e.lines.find((l) => l.lineNumber === 10)).toMatchObject({ partType: 'aftermarket', description: 'Emission label' });
    expect(e.lines.find((l) => l.lineNumber === 58)).toMatchObject({
      description: 'High voltage system deactivate/activate',
      laborHours: 0.8,
      laborType: 'mechanical',
    });
    // Section headers and notes are not lines.
    expect(e.lines.some((l) => /FRONT BUMPER|Note:/.test(l.description))).toBe(false);
  });
});

describe.skipIf(!HAS_REAL_DOCS)(`CIECA BMS (${HAS_REAL_DOCS ? 'read' : NO_REAL_DOCS})`, () => {
  it('reads the three Mitchell exports exactly', () => {
    const expected: Record<string, { gross: number; net: number; lines: number; body: number; paint: number }> = {
      'mitchell-bms-redacted-sample1.xml': { gross: 1125.63, net: 825.63, lines: 6, body: 1.7, paint: 3.5 },
      'mitchell-bms-redacted-sample2.xml': { gross: 962.54, net: 962.54, lines: 5, body: 2, paint: 3.7 },
      'mitchell-bms-redacted-sample3.xml': { gross: 106.05, net: 106.05, lines: 1, body: 1, paint: 0 },
    };
    for (const [file, want] of Object.entries(expected)) {
      const e = parseBmsEstimate(fs.readFileSync(path.join(REAL, 'bms', file)), file);
      expect(e.totals.gross, file).toBe(want.gross);
      expect(e.totals.net, file).toBe(want.net);
      expect(e.lines.length, file).toBe(want.lines);
      expect(sum(e.lines.map((l) => l.laborHours)), file).toBe(want.body);
      expect(sum(e.lines.map((l) => l.paintHours)), file).toBe(want.paint);
      const t = e.totals;
      const parts = [t.parts, t.bodyLabor, t.paintLabor, t.mechanicalLabor, t.frameLabor, t.paintSupplies, t.sublet, t.other ?? 0, t.tax];
      expect(sum(parts), file).toBe(want.gross);
    }
    const s1 = parseBmsEstimate(fs.readFileSync(path.join(REAL, 'bms', 'mitchell-bms-redacted-sample1.xml')));
    expect(s1.lines.find((l) => l.lineNumber === 2)).toMatchObject({
      operation: 'Repl',
      partNumber: 'TY37-087-C0',
      partType: 'aftermarket',
      price: 210.01,
      paintHours: 2.3,
    });
    expect(s1.totals).toMatchObject({ parts: 210.01, bodyLabor: 152.08, paintLabor: 313.11, sublet: 50, tax: 120.6, deductible: 300, paintSupplies: 210.39 });
    expect(s1.laborRates).toMatchObject({ body: 89.46, paint: 89.46, mechanical: 115.05, frame: 102.27, paintSupplies: 60.11 });
    expect(s1.header).toMatchObject({ claimNumber: 'CX52601-1-A', vehicle: { vin: 'JT2BG22KX10189555', year: 2001, make: 'Toyota', model: 'Camry' } });
  });
});

describe('totals block as OCR reads it', () => {
  it('takes the last separator as the decimal point and reads hours and rates', async () => {
    const { parseTotals } = await import('./parse-totals.js');
    const line = (text: string) => ({ text, y: 0, items: [] });
    const t = parseTotals(
      [
        'Parts  4,770.72',
        'Body Labor  23.6 hrs @ $59.00 /hr  1.392.40',
        'Paint Labor  16.1 hrs @ $ 56.00 /hr  901.60',
        'Body Supplies  17.4 hrs @ $5.00 /hr  87.00',
        'Sales Tax  6.6250 %  360.86',
        'Grand Total  8,707.24',
        'Deductible  500.00',
        'Net Cost of Repairs  8,207.24',
      ].map(line),
      { ocr: true },
    );
    expect(t.printed.body?.repaired).toBe(true);
    expect(t.totals).toMatchObject({ parts: 4770.72, bodyLabor: 1392.4, paintLabor: 901.6, tax: 360.86, gross: 8707.24, deductible: 500, net: 8207.24 });
    expect(t.laborRates).toMatchObject({ body: 59, paint: 56 });
    expect(t.laborHours).toMatchObject({ body: 23.6, paint: 16.1 });
  });
});
