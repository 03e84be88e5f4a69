/**
 * Aligns two estimates line by line and splits the difference of their grand totals into
 * categories. Money is computed in integer cents so the categories add up to the cent.
 */
import {
  type EstimateComparison,
  type EstimateLine,
  type LineDifference,
  type LineMatch,
  lineValue,
  type ParsedEstimate,
} from '../../shared/estimate-comparison.js';
import { valueLines } from './line-values.js';
import { checkComparable } from './compare-limits.js';
import { type Candidate, candidateLines, firstUnused, greedyPairs, indexLines, keepBest } from './align-candidates.js';
import { normPart, pairOcrParts, partKeys } from './align-parts.js';
import { opposite, type Prepared, pairScore, prepare } from './align-words.js';
import { splitTotalsDifference } from './totals-difference.js';

export { normalizeDescription } from './align-words.js';
export { splitTotalsDifference } from './totals-difference.js';

/**
 * Pairs lines: same part number first, then the best description/operation/position score. Where
 * either estimate is `scanned`, part numbers one OCR misreading apart pair next (pairOcrParts), and
 * description words OCR garbled are read as the other's (readLike).
 *
 * Only candidate pairs are scored, found through indexes (part numbers, description words), so the
 * work grows with the lines, not with their pairs: two lines that share no word score 0 anyway
 * (similarity), and a scanned line whose words OCR garbled is also scored against the other
 * estimate's lines nearest in position. The greedy takes pairs best score first, as a sort of every
 * positive score would, from each line's own best candidates (align-candidates.ts).
 */
export function alignLines(
  carrier: EstimateLine[],
  other: EstimateLine[],
  options: { scanned?: boolean } = {},
): Array<{ a: EstimateLine; b: EstimateLine; by: LineMatch['matchedBy'] }> {
  const A = prepare(carrier);
  const B = prepare(other);
  const usedA = new Set<number>();
  const usedB = new Set<number>();
  const pairs: Array<{ ia: number; ib: number; by: LineMatch['matchedBy'] }> = [];
  // 1. Part numbers, printed in their column or left in a description that has none: each carrier
  // line takes the first other line not yet taken that shares one.
  const byPart = indexLines(B.map((b) => partKeys(b.line)));
  A.forEach((a, ia) => {
    const ib = firstUnused(byPart, partKeys(a.line), usedB);
    if (ib >= 0) {
      usedA.add(ia);
      usedB.add(ib);
      pairs.push({ ia, ib, by: 'partNumber' });
    }
  });
  // On a scan, then part numbers OCR misread by one glyph, never a left part for a right one.
  const scanned = options.scanned === true;
  if (scanned) {
    const near = pairOcrParts(carrier, other, { a: usedA, b: usedB }, (ia, ib) => !opposite(A[ia]?.words ?? [], B[ib]?.words ?? []));
    for (const { ia, ib } of near) pairs.push({ ia, ib, by: 'partNumber' });
  }
  // 2. Descriptions, operations, position: greedy on the best score.
  const byWord = indexLines(B.map((b, ib) => (usedB.has(ib) ? [] : b.words)));
  const lists = A.map((a, ia) => {
    if (usedA.has(ia)) return [];
    const ibs = candidateLines(a.words, byWord, scanned ? { at: a.pos, count: B.length } : null);
    const scored: Candidate[] = [];
    for (const ib of ibs) {
      if (usedB.has(ib)) continue;
      const s = pairScore(a, B[ib] as Prepared, scanned);
      if (s > 0) scored.push({ ib, s });
    }
    return keepBest(scored);
  });
  for (const { ia, ib } of greedyPairs(lists, usedB)) {
    usedA.add(ia);
    pairs.push({ ia, ib, by: A[ia]?.key === B[ib]?.key ? 'description' : 'position' });
  }
  pairs.sort((x, y) => x.ia - y.ia);
  return pairs.map((p) => ({ a: carrier[p.ia] as EstimateLine, b: other[p.ib] as EstimateLine, by: p.by }));
}

const cents = (n: number | null | undefined) => (n == null ? 0 : Math.round(n * 100));

/** What differs between two matched lines. Missing hours count as zero; other fields only when both are printed. */
export function lineDifferences(a: EstimateLine, b: EstimateLine): LineDifference[] {
  const out: LineDifference[] = [];
  if ((a.operation ?? null) !== (b.operation ?? null) && a.operation && b.operation) out.push({ field: 'operation', carrier: a.operation, other: b.operation });
  if (a.partType && b.partType && a.partType !== b.partType) out.push({ field: 'partType', carrier: a.partType, other: b.partType });
  if (a.partNumber && b.partNumber && normPart(a.partNumber) !== normPart(b.partNumber))
    out.push({ field: 'partNumber', carrier: a.partNumber, other: b.partNumber });
  if (a.quantity != null && b.quantity != null && a.quantity !== b.quantity) out.push({ field: 'quantity', carrier: a.quantity, other: b.quantity });
  if (cents(a.price) !== cents(b.price)) out.push({ field: 'price', carrier: a.price, other: b.price });
  if (Math.round((a.laborHours ?? 0) * 10) !== Math.round((b.laborHours ?? 0) * 10))
    out.push({ field: 'laborHours', carrier: a.laborHours, other: b.laborHours });
  if (a.laborType && b.laborType && a.laborType !== b.laborType) out.push({ field: 'laborType', carrier: a.laborType, other: b.laborType });
  if (Math.round((a.paintHours ?? 0) * 10) !== Math.round((b.paintHours ?? 0) * 10))
    out.push({ field: 'paintHours', carrier: a.paintHours, other: b.paintHours });
  return out;
}

/** The whole comparison of two parsed estimates. */
export function compareEstimates(carrierRead: ParsedEstimate, otherRead: ParsedEstimate): EstimateComparison {
  checkComparable(carrierRead, otherRead);
  // Lines are valued at each estimate's own rates first, so a shop's hours-only lines count.
  const carrier = valueLines(carrierRead);
  const other = valueLines(otherRead);
  const pairs = alignLines(carrier.lines, other.lines, { scanned: carrier.source?.scanned === true || other.source?.scanned === true });
  const matchedA = new Set(pairs.map((p) => p.a.lineNumber));
  const matchedB = new Set(pairs.map((p) => p.b.lineNumber));
  const matches: LineMatch[] = pairs.map(({ a, b, by }) => ({
    carrierLine: a.lineNumber,
    otherLine: b.lineNumber,
    matchedBy: by,
    differences: lineDifferences(a, b),
    amountDifference: (cents(lineValue(b, other.laborRates)) - cents(lineValue(a, carrier.laborRates))) / 100,
  }));
  return {
    carrier,
    other,
    matches,
    onlyCarrier: carrier.lines.filter((l) => !matchedA.has(l.lineNumber)).map((l) => l.lineNumber),
    onlyOther: other.lines.filter((l) => !matchedB.has(l.lineNumber)).map((l) => l.lineNumber),
    totalsDifference: splitTotalsDifference(carrier, other),
    comparedAt: new Date().toISOString(),
  };
}
