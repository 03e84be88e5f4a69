/**
 * Golden tests of what OCR damages in a valuation report and how the reader mends it, one cause each,
 * on small positioned pages written here (OCR pages unless said). Every value is invented.
 */
import { describe, expect, it } from 'vitest';
import type { DocumentPage, DocumentText, TextItem } from '../../text/types';
import { rowsOf } from './layout';
import { readValuation } from './read-valuation';

type Cell = [number, string] | [number, string, number];

/** A page from rows of [x, text(, width)] cells, 16 pt apart (a number skips that far). */
function page(rows: Array<Cell[] | number>, ocr = true): DocumentPage {
  let y = 100;
  const lines = [];
  for (const row of rows) {
    if (typeof row === 'number') {
      y += row;
      continue;
    }
    const items: TextItem[] = row.map(([x, str, width]) => ({ str, x, y, width: width ?? str.length * 4.6, height: 8 }));
    lines.push({ text: row.map(([, s]) => s).join('  '), y, items });
    y += 16;
  }
  return { pageNumber: 1, ocr, lines, text: lines.map((l) => l.text).join('\n') };
}
const pdf = (p: DocumentPage): DocumentText => ({ fileType: 'pdf', pages: [p] });

/** A Mitchell-style summary: Base Value, adjustments, Market Value, taxes, deductible, Settlement Value. */
const chain = (
  market: Cell[],
  fees: Cell[] = [
    [190, 'Fees'],
    [275, '$0.00'],
  ],
): Cell[][] => [
  [
    [150, 'Base Value ='],
    [244, '$17,836.18'],
  ],
  [
    [165, 'Condition -'],
    [260, '$151.48'],
  ],
  [
    [140, 'Aftermarket/OEM Parts +'],
    [260, '$450.00'],
  ],
  market,
  [
    [180, 'Taxes +'],
    [252, '$1,088.08'],
  ],
  fees,
  [
    [160, 'Deductible -'],
    [260, '$750.00'],
  ],
  [
    [120, 'Settlement Value ='],
    [243, '$18,472.78'],
  ],
];

describe('a valuation read by OCR: what the reader mends', () => {
  it('keeps a wide smudge OCR read as a word beside an amount out of the amount’s cell', () => {
    // "dk": two letters 62 pt wide, 26 pt right of "$13,900": by its own letter width the gap is a space.
    const row = rowsOf(
      pdf(
        page([
          [
            [362, '$13,900', 35],
            [423, 'dk', 62],
          ],
        ]),
      ),
    )[0];
    expect(row?.cells.map((c) => c.text)).toEqual(['$13,900', 'dk']);
  });

  it('reads a chain label OCR misread by a letter or two, on an OCR page only', () => {
    const misread = chain([
      [142, 'market valve ='],
      [243, '$18,134.70'],
    ]);
    expect(readValuation(pdf(page(misread)))?.valueBeforeDeductible?.value).toBe(18134.7);
    // A text layer prints its labels as they are: there "market valve" is no label.
    expect(readValuation(pdf(page(misread, false)))?.valueBeforeDeductible?.value).not.toBe(18134.7);
  });

  it('takes a check figure OCR damaged past reading from the arithmetic when its digits agree', () => {
    // "$18,134.70" read as "s18.13470" and glued to the title beside it: base − 151.48 + 450 = 18,134.70.
    const damaged = chain([
      [142, 'Market Value ='],
      [243, 's18.13470', 60],
      [308, 'Settlement', 132],
      [449, 'Value:', 75],
    ]);
    const v = readValuation(pdf(page(damaged)));
    expect(v?.valueBeforeDeductible?.value).toBe(18134.7);
    expect(v?.chain.find((s) => s.label === 'Market Value')?.confidence).toBeLessThan(0.85);
    expect(v?.settlement?.value).toBe(18472.78);
  });

  it('leaves out a damaged figure whose digits the arithmetic does not confirm', () => {
    const wrong = chain([
      [142, 'Market Value ='],
      [243, 's19.99999'],
    ]);
    const v = readValuation(pdf(page(wrong)));
    expect(v?.chain.some((s) => s.label === 'Market Value')).toBe(false);
    expect(v?.valueBeforeDeductible).toBeNull();
  });

  it('puts back a decimal point OCR lost where only that makes the stretch add up', () => {
    // "$ 35.50" read as "$3550": 18,134.70 + 1,088.08 + 35.50 − 750 = 18,508.28.
    const rows = chain(
      [
        [142, 'Market Value ='],
        [243, '$18,134.70'],
      ],
      [
        [190, 'Fees +'],
        [270, '$3550'],
      ],
    );
    rows[7] = [
      [120, 'Settlement Value ='],
      [243, '$18,508.28'],
    ];
    const v = readValuation(pdf(page(rows)));
    expect(v?.chain.find((s) => s.kind === 'fee')?.amount).toBe(35.5);
    expect(v?.settlement?.value).toBe(18508.28);
    // Where the printed amount adds up as read, it stays as read.
    const as = chain(
      [
        [142, 'Market Value ='],
        [243, '$18,134.70'],
      ],
      [
        [190, 'Fees +'],
        [270, '$3550'],
      ],
    );
    as[7] = [
      [120, 'Settlement Value ='],
      [243, '$22,022.78'],
    ];
    expect(readValuation(pdf(page(as)))?.chain.find((s) => s.kind === 'fee')?.amount).toBe(3550);
  });

  it("reads a comparable's mileage OCR printed with a point for the thousands comma", () => {
    const block = (n: number, price: string, mileage: string, adjusted: string): Cell[][] => [
      [
        [32, `${n} 2022 HYUNDAI TUCSON SEL 4D UTV 4 2.0 GAS A 2WD`],
        [493, `List Price: ${price}`],
      ],
      [
        [28, `KM8J33A44NU73208${n}`],
        [370, '32549'],
        [452, '69 miles'],
      ],
      [
        [236, 'Mileage'],
        [379, '48,496'],
        [451, mileage],
        [556, '$493.79'],
      ],
      [
        [453, 'Adjusted Price:'],
        [539, adjusted],
      ],
    ];
    const rows: Array<Cell[] | number> = [
      [
        [29, 'Mileage'],
        [479, '48,496 miles'],
      ],
      200,
      ...block(3, '$15,188.00', '54,900', '$16,461.59'),
      ...block(4, '$15,588.00', '57.214', '$15,661.57'),
    ];
    const v = readValuation(pdf(page(rows)));
    expect(v?.comparables.map((c) => [c.mileage, c.price.value, c.adjustedPrice?.value])).toEqual([
      [54900, 15188, 16461.59],
      [57214, 15588, 15661.57],
    ]);
  });
});
