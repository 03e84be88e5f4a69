/** The layout stage on small hand-built pages: rows, phrases and cells, bands, blocks, wrapped cells, memoisation. */
import { describe, expect, it } from 'vitest';
import type { DocumentPage, DocumentText } from '../text/types';
import { handPage } from './hand-page';
import { layoutOf, pageLayout } from './layout-of';

const docOf = (...pages: DocumentPage[]): DocumentText => ({ fileType: 'pdf', pages });

describe('rows', () => {
  it('cuts phrases at gaps wider than a word space and form cells only at column gaps', () => {
    // "Claim" and "Number:" 5 pt apart (a space); the value 12 pt on (between a space and a column gap); the next field far off.
    const page = handPage([
      [
        [20, 'Claim'],
        [50, 'Number:'],
        [97, '81359'],
        [300, 'Policy'],
      ],
    ]);
    const row = pageLayout(page).rows[0];
    expect(row?.phrases.map((p) => p.text)).toEqual(['Claim Number:', '81359', 'Policy']);
    expect(row?.cells.map((c) => c.text)).toEqual(['Claim Number: 81359', 'Policy']);
    expect(row?.phrases[0]).toMatchObject({ x: 20, right: 85 });
    expect(row).toMatchObject({ top: 100, bottom: 108, height: 8, line: 0 });
  });

  it('takes dot leaders out: the label and its value stand a column gap apart, drawn in one run or in many', () => {
    const page = handPage([
      [[40, 'Claim Number ................ 24-7731902']],
      [
        [40, 'Insured'],
        [80, '. . . . . . . .'],
        [160, 'Marisol Vega'],
      ],
      [[40, 'Trim: EX...']],
    ]);
    const [one, two, three] = pageLayout(page).rows;
    expect(one?.cells.map((c) => c.text)).toEqual(['Claim Number', '24-7731902']);
    expect(one?.text).toBe('Claim Number  24-7731902');
    expect(two?.cells.map((c) => c.text)).toEqual(['Insured', 'Marisol Vega']);
    // Three dots are an ellipsis, no leader.
    expect(three?.cells.map((c) => c.text)).toEqual(['Trim: EX...']);
  });

  it('places padded plain text (Word) at its character columns', () => {
    const page: DocumentPage = {
      pageNumber: 1,
      ocr: false,
      text: 'Total    12.00',
      lines: [{ text: 'Total    12.00', y: 0, items: [{ str: 'Total    12.00', x: 0, y: 0, width: 84 }] }],
    };
    const layout = layoutOf({ fileType: 'docx', pages: [page] });
    expect(layout.pages[0]?.positioned).toBe(false);
    expect(layout.pages[0]?.rows[0]?.phrases.map((p) => [p.text, p.x])).toEqual([
      ['Total', 0],
      ['12.00', 45],
    ]);
  });

  it('is built once per document and once per page', () => {
    const doc = docOf(handPage([[[20, 'a']]]));
    expect(layoutOf(doc)).toBe(layoutOf(doc));
    expect(layoutOf(doc).pages[0]).toBe(pageLayout(doc.pages[0] as DocumentPage));
  });
});

describe('bands, blocks and wrapped cells', () => {
  const table = handPage([
    [
      [20, 'Part'],
      [200, 'Price'],
    ],
    [
      [20, 'Bumper cover'],
      [210, '412.00'],
    ],
    [
      [20, 'Grille'],
      [215, '98.00'],
    ],
    [
      [20, 'Lamp'],
      [200, '1,098.00'],
    ],
  ]);

  it('finds a left-aligned column and a right-aligned one from their edges', () => {
    const bands = pageLayout(table).bands;
    expect(bands.find((b) => b.edge === 'left' && b.x === 20)?.rows).toEqual([0, 1, 2, 3]);
    // The prices end at one x (240), though they start at three.
    expect(bands.find((b) => b.edge === 'right' && Math.abs(b.right - 240) < 1)?.rows).toEqual([1, 2, 3]);
    expect(bands.some((b) => b.edge === 'left' && b.x >= 200)).toBe(false);
  });

  it('reads a side panel as a block beside the table, and stops a block at a wide gap', () => {
    const page = handPage([
      [
        [20, 'Odometer'],
        [400, 'Comp 1'],
      ],
      [
        [20, 'Air Conditioning'],
        [400, '2021 Honda Accord EX-L'],
      ],
      [
        [20, 'Power Windows'],
        [400, 'VIN 1HGCV1F51MA010001'],
      ],
      [],
      [],
      [[400, 'Comp 2']],
    ]);
    const panel = pageLayout(page).blocks.find((b) => b.x === 400);
    expect(panel?.lines).toEqual(['Comp 1', '2021 Honda Accord EX-L', 'VIN 1HGCV1F51MA010001']);
    expect(panel?.rows).toEqual([0, 1, 2]);
  });

  it('takes 2–3 solid lines of one column as one wrapped cell, not a longer list', () => {
    const page = handPage(
      [
        [
          [20, 'Year'],
          [80, 'Model'],
        ],
        [],
        [
          [20, '2021'],
          [80, 'Accord'],
        ],
        [[80, 'EX-L 4D Sedan']],
        [[80, '1.5L 4 Cyl Gas']],
      ],
      9,
    );
    const wrapped = pageLayout(page).multiLine;
    expect(wrapped.map((c) => c.text)).toEqual(['Accord EX-L 4D Sedan 1.5L 4 Cyl Gas']);
    expect(wrapped[0]?.rows).toEqual([2, 3, 4]);
    const list = handPage([[[20, 'a one']], [[20, 'b two']], [[20, 'c three']], [[20, 'd four']]], 9);
    expect(pageLayout(list).multiLine).toEqual([]);
  });
});

describe('a page replaced in place', () => {
  it('is laid out anew, the other pages keeping theirs', () => {
    const doc = docOf(handPage([[[20, 'garbled']]], 12, 1), handPage([[[20, 'kept']]], 12, 2));
    const before = layoutOf(doc);
    doc.pages[0] = handPage([[[20, 'read by OCR']]], 12, 1);
    const after = layoutOf(doc);
    expect(after.pages[0]?.rows[0]?.text).toBe('read by OCR');
    expect(after.pages[1]).toBe(before.pages[1]);
  });
});
