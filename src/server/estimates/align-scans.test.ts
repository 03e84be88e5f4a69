/**
 * Golden tests for alignment misses seen on scanned estimates (issue 11): operations printed inside
 * the description and the names other estimating systems give the same part.
 */
import { describe, expect, it } from 'vitest';
import type { EstimateLine } from '../../shared/estimate-comparison.js';
import { alignLines, normalizeDescription } from './align.js';

const line = (lineNumber: number, description: string, operation: EstimateLine['operation'] = null): EstimateLine => ({
  lineNumber,
  operation,
  description,
  partNumber: null,
  partType: null,
  quantity: null,
  price: null,
  laborHours: null,
  laborType: null,
  paintHours: null,
  page: null,
});
const pairs = (a: EstimateLine[], b: EstimateLine[]) => alignLines(a, b).map((p) => [p.a.description, p.b.description]);

describe('an operation printed in the description', () => {
  it('is no word of the part ("Refinish CLEAR COAT", "Add Cover car", a cut "e/Replace")', () => {
    expect(normalizeDescription('Refinish CLEAR COAT')).toEqual(normalizeDescription('Clear coat'));
    expect(normalizeDescription('Add Add for Clear Coat')).toEqual(normalizeDescription('Clear coat'));
    expect(normalizeDescription('e/Replace L TAIL LAMP')).toEqual(normalizeDescription('Left tail light'));
    // A description that is only an operation word keeps it.
    expect(normalizeDescription('Refinish')).toEqual(['refinish']);
  });

  it('pairs "Add Cover car for overspray" with "Cover car / masking"', () => {
    expect(pairs([line(1, 'Add Cover car for overspray', 'Add')], [line(1, 'Cover car / masking', 'Add')])).toEqual([
      ['Add Cover car for overspray', 'Cover car / masking'],
    ]);
  });

  it('pairs the replaced part with the replace line, not with its refinish line (Mitchell prints both)', () => {
    const carrier = [line(1, 'Refinish RR BUMPER COVER'), line(2, 'Remove/Replace RR BUMPER COVER')];
    expect(pairs(carrier, [line(1, 'Replace Rear bumper cover')])).toEqual([['Remove/Replace RR BUMPER COVER', 'Replace Rear bumper cover']]);
  });
});

describe('names other systems give the same part', () => {
  it('pairs "FRONT END CARRIER", "WINDSCREEN" and "DECKLID PANEL" with the radiator support, windshield and deck lid', () => {
    const carrier = [line(1, 'FRONT END CARRIER', 'Repl'), line(2, 'WINDSCREEN', 'Repl'), line(3, 'DECKLID PANEL', 'Repl')];
    const other = [line(1, 'Replace Deck lid / trunk lid', 'Repl'), line(2, 'Windshield glass', 'Repl'), line(3, 'Radiator core support', 'Repl')];
    expect(pairs(carrier, other)).toEqual([
      ['FRONT END CARRIER', 'Radiator core support'],
      ['WINDSCREEN', 'Windshield glass'],
      ['DECKLID PANEL', 'Replace Deck lid / trunk lid'],
    ]);
  });
});

describe('part numbers a scan read with look-alike characters', () => {
  const withPart = (l: EstimateLine, partNumber: string): EstimateLine => ({ ...l, partNumber });
  it('pairs "45191-HTL-EQ7" with "45191-HTL-E07" and "54976-XWR-KOO" with "54976-XWR-K00" by part number', () => {
    const carrier = [withPart(line(1, 'RADIATOR SUPPOREM', 'Repl'), '45191-HTL-E07'), withPart(line(2, 'WINDSCREEN - XWR', 'Repl'), '54976-XWR-KOO')];
    const other = [withPart(line(1, 'Windshield glass', 'Repl'), '54976-XWR-K00'), withPart(line(2, 'Replace Radiator core support', 'Repl'), '45191-HTL-EQ7')];
    expect(alignLines(carrier, other).map((p) => [p.a.lineNumber, p.b.lineNumber, p.by])).toEqual([
      [1, 2, 'partNumber'],
      [2, 1, 'partNumber'],
    ]);
  });
});

describe('words of a scanned description OCR garbled or cut in two', () => {
  it('pairs "Refinish coy ER CAR" with "Cover car / masking" and "RADIATOR SUPPOREM" with "Radiator core support"', () => {
    const carrier = [line(1, 'RADIATOR SUPPOREM', 'Repl'), line(2, 'Refinish coy ER CAR')];
    const other = [line(1, 'Cover car / masking', 'Add'), line(2, 'Replace Radiator core support', 'Repl')];
    expect(alignLines(carrier, other, { scanned: true }).map((p) => [p.a.description, p.b.description])).toEqual([
      ['RADIATOR SUPPOREM', 'Replace Radiator core support'],
      ['Refinish coy ER CAR', 'Cover car / masking'],
    ]);
  });

  it('does not pair printed words one letter apart when neither estimate is a scan, nor "upper" with "lower"', () => {
    expect(alignLines([line(1, 'RADIATOR SUPPOREM', 'Repl')], [line(1, 'Replace Radiator core support', 'Repl')])).toEqual([]);
    expect(alignLines([line(1, 'Upper grille', 'Repl')], [line(1, 'Lower grille', 'Repl')], { scanned: true })).toEqual([]);
  });
});

describe('a part number left in the other estimate’s description', () => {
  it('pairs the line by part number ("Replace Front bumper reinforcement bar 74412-NDR-E31")', () => {
    const carrier = [{ ...line(1, 'Remove/Replace FRT BUMPER REINBEM', 'Repl'), partNumber: '74412-NDR-E31' }];
    const other = [
      { ...line(1, 'Replace Front bumper cover', 'Repl'), partNumber: '31024-GVH-C60' },
      line(2, 'Replace Front bumper reinforcement bar 74412-NDR-E31', 'Repl'),
    ];
    expect(alignLines(carrier, other, { scanned: true }).map((p) => [p.b.lineNumber, p.by])).toEqual([[2, 'partNumber']]);
  });
});
