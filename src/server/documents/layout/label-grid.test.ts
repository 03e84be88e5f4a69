/** Label rows over value rows, on hand-built pages: columns by overlap, run-on values, legends, name order. */
import { describe, expect, it } from 'vitest';
import { labelGridHits } from './label-grid';
import { handPage } from './hand-page';
import { pageLayout } from './layout-of';
import { nameInPrintedOrder } from './name-order';

const KNOWN = new Set(['claim number', 'insured', 'loss date', 'owner name', 'model', 'year']);
const isLabel = (s: string) => KNOWN.has(s.toLowerCase());

describe('labelGridHits', () => {
  it('gives each label the phrase under it, a label never seen its own column, and stops a run-on at the next label row', () => {
    const page = handPage(
      [
        [
          [20, 'Claim Number'],
          [150, 'Loss Type'],
          [260, 'Insured'],
        ],
        [
          [20, 'CL-88'],
          [150, 'Collision'],
          [260, 'Ann Lee'],
        ],
        [[260, '12 Elm St']],
        [
          [20, 'Loss Date'],
          [150, 'Year'],
          [260, 'Model'],
        ],
        [
          [20, '03/14/2024'],
          [150, '2021'],
          [260, 'Accord'],
        ],
      ],
      10,
    );
    const hits = labelGridHits(pageLayout(page), isLabel).map((h) => [h.label, h.lines]);
    expect(hits).toEqual([
      ['Claim Number', ['CL-88']],
      ['Loss Type', ['Collision']],
      ['Insured', ['Ann Lee', '12 Elm St']],
      ['Loss Date', ['03/14/2024']],
      ['Year', ['2021']],
      ['Model', ['Accord']],
    ]);
  });

  it('takes no coded option legend as a value and no run-on from a line far below', () => {
    const page = handPage(
      [
        [
          [20, 'Insured'],
          [150, 'Severity'],
        ],
        [[160, '1 - FATAL']],
        [[160, '2 - INJURY']],
      ],
      10,
    );
    expect(labelGridHits(pageLayout(page), (s) => ['insured', 'severity'].includes(s.toLowerCase()))).toEqual([]);
    const far = handPage(
      [
        [
          [20, 'Insured'],
          [150, 'Year'],
        ],
        [[20, 'Ann Lee']],
        [],
        [],
        [[20, 'Notes follow']],
      ],
      10,
    );
    expect(labelGridHits(pageLayout(far), isLabel).find((h) => h.label === 'Insured')?.lines).toEqual(['Ann Lee']);
  });
});

describe('nameInPrintedOrder', () => {
  it('reads "LAST, FIRST, M" in reading order only where the label says so', () => {
    expect(nameInPrintedOrder('HOLLOWAY, DENISE, R', 'LAST, FIRST, MIDDLE')).toBe('DENISE R HOLLOWAY');
    expect(nameInPrintedOrder('HOLLOWAY, DENISE, R', '')).toBe('HOLLOWAY, DENISE, R');
    expect(nameInPrintedOrder('HOLLOWAY, DENISE', 'LAST, FIRST')).toBe('HOLLOWAY, DENISE');
  });
});
