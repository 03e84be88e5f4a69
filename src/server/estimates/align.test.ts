import { describe, expect, it } from 'vitest';
import { DIFFERENCE_CATEGORIES, type ParsedEstimate } from '../../shared/estimate-comparison.js';
import { buildFixturePair, type FixtureEstimate } from '../../../tests/fixtures/estimates/estimate-spec.js';
import { alignLines, compareEstimates, normalizeDescription } from './align.js';
import { finishTotals } from '../../shared/estimate-totals.js';

function asParsed(e: FixtureEstimate): ParsedEstimate {
  return { lines: e.lines, laborRates: { ...e.rates }, laborHours: e.hours, totals: finishTotals({ ...e.totals }) };
}
const cents = (n: number) => Math.round(n * 100);

describe('alignment', () => {
  const pair = buildFixturePair(4242, 'ccc', 'shop', ['price', 'hours', 'repairVsReplace', 'onlyOne', 'rate']);
  const c = compareEstimates(asParsed(pair.carrier), asParsed(pair.other));
  const line = (side: 'carrier' | 'other', n: number) => (side === 'carrier' ? pair.carrier : pair.other).lines.find((l) => l.lineNumber === n)!;

  it('finds the part priced differently', () => {
    const m = c.matches.find(
      (x) =>
        x.differences.some((d) => d.field === 'price') &&
        line('carrier', x.carrierLine).operation === 'Repl' &&
        line('other', x.otherLine).operation === 'Repl',
    );
    expect(m).toBeDefined();
    expect(line('carrier', m!.carrierLine).description).toBe(line('other', m!.otherLine).description);
  });

  it('finds the extra labor hours', () => {
    const m = c.matches.find((x) => x.differences.some((d) => d.field === 'laborHours' && Number(d.other) - Number(d.carrier) === 1.5));
    expect(m).toBeDefined();
  });

  it('pairs a repair with the replace of the same part and says the operation differs', () => {
    const m = c.matches.find((x) => x.differences.some((d) => d.field === 'operation' && d.carrier === 'Rpr' && d.other === 'Repl'));
    expect(m).toBeDefined();
    expect(m!.differences.map((d) => d.field)).toContain('price');
  });

  it('lists lines only one estimate has', () => {
    expect(c.onlyOther.map((n) => line('other', n).description)).toContain('Pre-repair diagnostic scan');
    expect(c.onlyCarrier).toHaveLength(1);
    expect(c.matches.length + c.onlyCarrier.length).toBe(pair.carrier.lines.length);
    expect(c.matches.length + c.onlyOther.length).toBe(pair.other.lines.length);
  });

  it('splits the total difference into categories that add up to the cent, with the labor rate separate', () => {
    const byCents = DIFFERENCE_CATEGORIES.reduce((s, k) => s + cents(c.totalsDifference.byCategory[k]), 0);
    expect(byCents).toBe(cents(c.totalsDifference.total));
    expect(cents(c.totalsDifference.total)).toBe(cents(pair.other.totals.gross) - cents(pair.carrier.totals.gross));
    // Body rate +12/h on the other's body hours.
    expect(cents(c.totalsDifference.byCategory.bodyLaborRate)).toBe(Math.round(pair.other.hours.body * 12 * 100));
    expect(cents(c.totalsDifference.byCategory.paintLaborRate)).toBe(Math.round(pair.other.hours.paint * 9 * 100));
    expect(cents(c.totalsDifference.byCategory.parts)).toBe(cents(pair.other.totals.parts) - cents(pair.carrier.totals.parts));
  });

  it('matches by part number before description, and repeated "Add for clear coat" lines by the part above', () => {
    const mk = (lineNumber: number, description: string, extra: Partial<ParsedEstimate['lines'][number]> = {}) => ({
      lineNumber,
      operation: null,
      description,
      partNumber: null,
      partType: null,
      quantity: null,
      price: null,
      laborHours: null,
      laborType: null,
      paintHours: null,
      ...extra,
    });
    const a = [
      mk(1, 'Hood panel', { operation: 'Repl', partNumber: '60100-TVA-A00' }),
      mk(2, 'Add for Clear Coat', { paintHours: 1.1 }),
      mk(3, 'LT Fender', { operation: 'Rpr' }),
      mk(4, 'Add for Clear Coat', { paintHours: 0.4 }),
    ];
    const b = [
      mk(7, 'LT Fender', { operation: 'Rpr' }),
      mk(8, 'Add for Clear Coat', { paintHours: 0.5 }),
      mk(9, 'Hood (aluminum)', { operation: 'Repl', partNumber: '60100TVAA00' }),
      mk(10, 'Add for Clear Coat', { paintHours: 1.1 }),
    ];
    const pairs = alignLines(a, b).map((p) => [p.a.lineNumber, p.b.lineNumber]);
    expect(pairs).toContainEqual([1, 9]);
    expect(pairs).toContainEqual([2, 10]);
    expect(pairs).toContainEqual([3, 7]);
    expect(pairs).toContainEqual([4, 8]);
  });

  it('normalises abbreviations and part-type marks', () => {
    expect(normalizeDescription('LT Frt Bpr Cvr Assy A/M')).toEqual(normalizeDescription('Left Front Bumper Cover Assembly'));
  });
});

describe('alignment precision', () => {
  const line = (lineNumber: number, description: string, partNumber: string | null = null) => ({
    lineNumber,
    operation: 'Rpr' as const,
    description,
    partNumber,
    partType: null,
    quantity: null,
    price: null,
    laborHours: 1,
    laborType: 'body' as const,
    paintHours: null,
  });

  it('never pairs a left part with the right one, or a front part with the rear one', () => {
    const pairs = alignLines([line(1, 'LT Headlamp assy'), line(2, 'Frt bumper cover')], [line(1, 'RT Headlamp assy'), line(2, 'Rear bumper cover')]);
    expect(pairs).toEqual([]);
  });

  it('pairs by part number first, then by description', () => {
    const pairs = alignLines(
      [line(1, 'Fender liner', '74101TBAA00'), line(2, 'LT Fender')],
      [line(7, 'LT Fender'), line(8, 'Liner, front fender', '74101-TBA-A00')],
    );
    expect(pairs.map((p) => [p.a.lineNumber, p.b.lineNumber, p.by])).toEqual([
      [1, 8, 'partNumber'],
      [2, 7, 'description'],
    ]);
  });
});

describe('the same part worded by two systems', () => {
  const line = (lineNumber: number, description: string) => ({
    lineNumber,
    operation: 'Repl' as const,
    description,
    partNumber: null,
    partType: null,
    quantity: null,
    price: 100,
    laborHours: 1,
    laborType: 'body' as const,
    paintHours: null,
  });
  it('pairs descriptions that differ by a qualifier, a synonym, a part number or quantity left in the text', () => {
    const carrier = [
      line(1, 'Radiator support 24408-15981 1'),
      line(2, 'MASK VEHICLE'),
      line(3, 'BONNET / HOOD'),
      line(4, 'Hazardous waste removal'),
      line(5, 'Frt bumper cover'),
    ];
    const shop = [
      line(11, 'Front bumper reinforcement bar'),
      line(12, 'R&R Hood panel aluminum'),
      line(13, 'Cover car / masking'),
      line(14, 'Radiator core support'),
      line(15, 'Hazardous waste disposal'),
      line(16, 'Front bumper cover'),
    ];
    const pairs = alignLines(carrier, shop).map((p) => [p.a.lineNumber, p.b.lineNumber]);
    expect(pairs).toEqual([
      [1, 14],
      [2, 13],
      [3, 12],
      [4, 15],
      [5, 16],
    ]);
  });
  it('keeps apart parts that only share a word or two', () => {
    expect(alignLines([line(1, 'Front bumper cover')], [line(2, 'Front bumper reinforcement bar')])).toEqual([]);
    expect(alignLines([line(1, 'LT Tail lamp assy')], [line(2, 'RT Tail light')])).toEqual([]);
  });
});
