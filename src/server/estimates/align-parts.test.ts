/**
 * Golden tests for part numbers OCR misread by one glyph (issue 35): on a scanned or photographed
 * estimate the same part is printed with a glyph inserted, dropped or read as its look-alike, and its
 * description is worded otherwise by the other estimating system, so only the part number can pair it.
 */
import { describe, expect, it } from 'vitest';
import type { EstimateLine } from '../../shared/estimate-comparison.js';
import { alignLines } from './align.js';
import { ocrSamePart } from './align-parts.js';

const line = (lineNumber: number, description: string, partNumber: string | null): EstimateLine => ({
  lineNumber,
  operation: 'Repl',
  description,
  partNumber,
  partType: null,
  quantity: 1,
  price: null,
  laborHours: null,
  laborType: null,
  paintHours: null,
  page: null,
});
const paired = (a: EstimateLine[], b: EstimateLine[], scanned: boolean) => alignLines(a, b, { scanned }).map((p) => [p.a.lineNumber, p.b.lineNumber, p.by]);

// Two descriptions of one part that share no word, so no description score pairs them.
const text = [line(1, 'Grille emblem', '75701-KPA-G11'), line(2, 'Wiper motor', '76505-RRT-A02'), line(3, 'Cooling fan shroud', '1688421XJ')];

describe('part numbers a scan misread by one glyph', () => {
  it('pairs a part number with a glyph inserted or dropped ("G11" read "GO11", "G11" read "G1")', () => {
    expect(paired(text.slice(0, 1), [line(1, 'Front badge', '75701-KPA-GO11')], true)).toEqual([[1, 1, 'partNumber']]);
    expect(paired(text.slice(0, 1), [line(1, 'Front badge', '75701-KPA-G1')], true)).toEqual([[1, 1, 'partNumber']]);
  });

  it('pairs a part number with a faint letter read as a mark ("J" read ")") or a look-alike ("A02" read "AD2", "G" read "6")', () => {
    const scan = [line(1, 'Radiator fan cowl', '1688421X)'), line(2, 'Windshield wiper drive', '76505-RRT-AD2'), line(3, 'Front badge', '75701-KPA-611')];
    expect(paired(text, scan, true)).toEqual([
      [1, 3, 'partNumber'],
      [2, 2, 'partNumber'],
      [3, 1, 'partNumber'],
    ]);
  });

  it('keeps an exact part number match: a line one glyph off does not take its line', () => {
    const carrier = [line(1, 'Grille emblem', '75701-KPA-G011'), line(2, 'Front badge', '75701-KPA-G11')];
    expect(paired(carrier, [line(1, 'Emblem', '75701-KPA-G11')], true)).toEqual([[2, 1, 'partNumber']]);
  });

  it('leaves to the descriptions a part number one glyph off two lines', () => {
    const scan = [line(1, 'Front badge', '75701-KPA-G1'), line(2, 'Rear badge', '75701-KPA-G111')];
    expect(paired(text.slice(0, 1), scan, true)).toEqual([]);
  });
});

describe('part numbers that differ in a real character', () => {
  it('does not pair text estimates by a glyph more or a look-alike: their print is read as it is', () => {
    expect(paired(text.slice(0, 1), [line(1, 'Front badge', '75701-KPA-GO11')], false)).toEqual([]);
    expect(paired(text.slice(1, 2), [line(1, 'Windshield wiper drive', '76505-RRT-AD2')], false)).toEqual([]);
  });

  it('does not pair two part numbers one character apart that OCR does not confuse, scan or not', () => {
    const other = [line(1, 'Front badge', '75701-KPA-G12'), line(2, 'Windshield wiper drive', '76505-RRT-A03')];
    expect(paired(text.slice(0, 2), other, false)).toEqual([]);
    expect(paired(text.slice(0, 2), other, true)).toEqual([]);
  });

  it('does not pair a left part with a right one by a part number one glyph off', () => {
    expect(paired([line(1, 'Headlamp left', '33150-TBA-A01')], [line(1, 'Head light right', '33150-TBA-A011')], true)).toEqual([]);
  });

  it('reads as the same only what one OCR misreading explains, on part numbers long enough', () => {
    expect(ocrSamePart('80169TBWH09', '80169TBWH009')).toBe(true);
    expect(ocrSamePart('4521D06', '4521006')).toBe(true);
    expect(ocrSamePart('4521D06', '4521C06')).toBe(false);
    expect(ocrSamePart('4521006', '4520106')).toBe(false);
    expect(ocrSamePart('45210', '452100')).toBe(false);
  });
});
