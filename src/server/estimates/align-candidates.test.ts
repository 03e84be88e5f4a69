import { describe, expect, it } from 'vitest';
import type { EstimateLine, ParsedEstimate } from '../../shared/estimate-comparison.js';
import { AppError } from '../errors.js';
import { alignLines, compareEstimates } from './align.js';
import { type Candidate, CANDIDATES_PER_LINE, candidateLines, greedyPairs, indexLines, keepBest } from './align-candidates.js';
import { MAX_COMPARED_LINES } from './compare-limits.js';

/** A deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

/** The greedy of one sort of every candidate pair: what greedyPairs must give. */
function sortedGreedy(lists: Candidate[][]): Array<{ ia: number; ib: number }> {
  const all = lists.flatMap((l, ia) => l.map((c) => ({ ia, ...c })));
  all.sort((x, y) => y.s - x.s || x.ia - y.ia || x.ib - y.ib);
  const usedA = new Set<number>();
  const usedB = new Set<number>();
  const out: Array<{ ia: number; ib: number }> = [];
  for (const c of all) {
    if (usedA.has(c.ia) || usedB.has(c.ib)) continue;
    usedA.add(c.ia);
    usedB.add(c.ib);
    out.push({ ia: c.ia, ib: c.ib });
  }
  return out;
}

const line = (n: number, description: string, partNumber: string | null = null): EstimateLine =>
  ({
    lineNumber: n,
    description,
    operation: 'Repl',
    partNumber,
    partType: null,
    quantity: 1,
    price: 10,
    laborHours: 1,
    laborType: null,
    paintHours: null,
  }) as EstimateLine;

describe('bounded alignment', () => {
  it('pairs in the order of one sort of every candidate, ties included', () => {
    const rnd = random(11);
    for (let t = 0; t < 50; t++) {
      // Few distinct scores, so ties between lines are common.
      const lists = Array.from({ length: 1 + Math.floor(rnd() * 30) }, () =>
        keepBest(
          [...new Set(Array.from({ length: Math.floor(rnd() * 10) }, () => Math.floor(rnd() * 25)))].map((ib) => ({ ib, s: 1 + Math.floor(rnd() * 4) / 2 })),
        ),
      );
      const expected = sortedGreedy(lists).sort((x, y) => x.ia - y.ia);
      expect(greedyPairs(lists, new Set()).sort((x, y) => x.ia - y.ia)).toEqual(expected);
    }
  });

  it('scores a line against lines sharing a word only, rarest words first and bounded', () => {
    const index = indexLines([['hood'], ['door', 'left'], ['left'], ['bumper']]);
    expect(candidateLines(['left', 'door'], index, null).sort()).toEqual([1, 2]);
    const common = indexLines(Array.from({ length: CANDIDATES_PER_LINE * 3 }, () => ['left', 'door']));
    expect(candidateLines(['left'], common, null)).toHaveLength(CANDIDATES_PER_LINE);
    // A scanned line is also compared with the lines nearest its position.
    expect(candidateLines(['xqzzy'], index, { at: 1, count: 4 })).toEqual([3, 2, 1, 0]);
  });

  it('aligns two estimates at the line cap made of the same few words (every line a candidate of thousands)', () => {
    const words = ['left', 'right', 'front', 'bumper', 'cover', 'door', 'panel', 'hood', 'lamp', 'molding'];
    const rnd = random(3);
    const lines = Array.from({ length: MAX_COMPARED_LINES }, (_, i) =>
      line(i + 1, Array.from({ length: 3 }, () => words[Math.floor(rnd() * words.length)]).join(' '), i % 5 === 0 ? `PN-${i}-00` : null),
    );
    const pairs = alignLines(lines, [...lines].reverse());
    // Bounded candidates leave some lines unpaired here; no real estimate has a thousand lines alike.
    expect(pairs.length).toBeGreaterThan(MAX_COMPARED_LINES / 2);
    expect(pairs.filter((p) => p.by === 'partNumber').every((p) => p.a.partNumber === p.b.partNumber)).toBe(true);
  });

  it('refuses an estimate of more lines than can be compared, naming it', () => {
    const estimate = (n: number): ParsedEstimate =>
      ({ lines: Array.from({ length: n }, (_, i) => line(i + 1, 'Hood panel')), laborRates: {}, totals: {} }) as ParsedEstimate;
    const err = (() => {
      try {
        compareEstimates(estimate(3), estimate(MAX_COMPARED_LINES + 1));
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'payload_too_large', message: expect.stringContaining('other estimate has 1,501 lines') });
  });
});
