/**
 * Golden tests of the money chain's edges: where it starts (at its base value, or at the market value a
 * report opens on), the figure before the deductible where no label names it, and the settlement's
 * wording. Small positioned pages written here, one cause each; every value is invented.
 */
import { describe, expect, it } from 'vitest';
import type { DocumentText, TextItem } from '../../text/types';
import { readValuation } from './read-valuation';

/** One page of rows, each a label at the left and its amount at the right, 14 pt apart. */
function doc(rows: Array<[string, string?]>): DocumentText {
  const lines = rows.map(([label, amount], i) => {
    const y = 80 + i * 14;
    const items: TextItem[] = [{ str: label, x: 60, y, width: label.length * 4.4, height: 9 }];
    if (amount) items.push({ str: amount, x: 420 - amount.length * 4.4, y, width: amount.length * 4.4, height: 9 });
    return { text: amount ? `${label}  ${amount}` : label, y, items };
  });
  return { fileType: 'pdf', pages: [{ pageNumber: 1, ocr: false, lines, text: lines.map((l) => l.text).join('\n') }] };
}

/** One page of rows of label/amount pairs side by side, the second pair's label at x 320 (`null`: no left pair). */
function twoColumns(rows: Array<[[string, string] | null, [string, string]?]>): DocumentText {
  const lines = rows.map((pairs, i) => {
    const y = 80 + i * 14;
    const items: TextItem[] = pairs.flatMap((pair, k) => {
      if (!pair) return [];
      const [label, amount] = pair;
      const right = k === 0 ? 250 : 560;
      return [
        { str: label, x: k === 0 ? 40 : 320, y, width: label.length * 4.4, height: 9 },
        { str: amount, x: right - amount.length * 4.4, y, width: amount.length * 4.4, height: 9 },
      ];
    });
    return { text: items.map((t) => t.str).join('  '), y, items };
  });
  return { fileType: 'pdf', pages: [{ pageNumber: 1, ocr: false, lines, text: lines.map((l) => l.text).join('\n') }] };
}

const TAIL: Array<[string, string]> = [
  ['Sales Tax', '$1,269.62'],
  ['Title/Registration Fees', '$95.00'],
];

describe('the valuation chain', () => {
  it('starts at its base value: a comparable\'s "Adjusted Value" printed just above is no step of it', () => {
    const v = readValuation(
      doc([
        ['Comp #3: 2018 Honda Accord Sport'],
        ['Adjusted Value:', '$20,310.00'],
        ['Base Value', '$21,410.33'],
        ['Condition Adjustment', '-$250.00'],
        ['Adjusted Vehicle Value', '$21,160.33'],
        ...TAIL,
        ['Total Before Deductible', '$22,524.95'],
        ['Less Deductible', '-$500.00'],
        ['Net Settlement', '$22,024.95'],
      ]),
    );
    expect(v?.chain.map((l) => l.label)[0]).toBe('Base Value');
    expect(v?.chain.every((l) => l.confidence === 0.95)).toBe(true);
  });

  it('opens on the market value where the report prints no base value', () => {
    const v = readValuation(
      doc([
        ['Market Value', '$21,410.33'],
        ['Prior Damage', '$250.00'],
        ['Adjusted Market Value', '$21,160.33'],
        ...TAIL,
        ['Gross Settlement', '$22,524.95'],
        ['Deductible', '$500.00'],
        ['Net Settlement', '$22,024.95'],
      ]),
    );
    expect([v?.baseValue?.value, v?.valueBeforeDeductible?.value, v?.settlement?.value]).toEqual([21410.33, 22524.95, 22024.95]);
    expect(v?.chain.find((l) => l.label === 'Prior Damage')?.amount).toBe(-250);
  });

  it('takes the "Subtotal" or "Total" just above the deductible as the value before it', () => {
    for (const label of ['Subtotal', 'Total']) {
      const v = readValuation(
        doc([
          ['Base Value', '$21,410.33'],
          ['Condition', '($250.00)'],
          ['Adjusted Vehicle Value', '$21,160.33'],
          ...TAIL,
          [label, '$22,524.95'],
          ['Less Deductible', '($500.00)'],
          ['Settlement Amount', '$22,024.95'],
        ]),
      );
      expect([v?.valueBeforeDeductible?.value, v?.settlement?.value]).toEqual([22524.95, 22024.95]);
    }
  });

  it('reads "Payment Amount" as the settlement', () => {
    const v = readValuation(
      doc([
        ['Base Value', '$21,410.33'],
        ['Sales Tax', '$1,284.62'],
        ['Total Before Deductible', '$22,694.95'],
        ['Deductible', '$500.00'],
        ['Payment Amount', '$22,194.95'],
      ]),
    );
    expect(v?.settlement?.value).toBe(22194.95);
    expect(v?.chain.map((l) => l.kind)).toEqual(['base', 'tax', 'subtotal', 'deductible', 'total']);
  });

  it('reads a chain printed in two columns side by side down the left column, then down the right', () => {
    const v = readValuation(
      twoColumns([
        [
          ['Base Value', '$21,410.33'],
          ['Sales Tax', '$1,269.62'],
        ],
        [
          ['Condition Adjustment', '-$250.00'],
          ['Title/Registration Fees', '$95.00'],
        ],
        [
          ['Adjusted Vehicle Value', '$21,160.33'],
          ['Total Before Deductible', '$22,524.95'],
        ],
        [null, ['Less Deductible', '-$500.00']],
        [null, ['Net Settlement', '$22,024.95']],
      ]),
    );
    expect(v?.chain.map((l) => [l.label, l.amount, l.confidence])).toEqual([
      ['Base Value', 21410.33, 0.95],
      ['Condition Adjustment', -250, 0.95],
      ['Adjusted Vehicle Value', 21160.33, 0.95],
      ['Sales Tax', 1269.62, 0.95],
      ['Title/Registration Fees', 95, 0.95],
      ['Total Before Deductible', 22524.95, 0.95],
      ['Less Deductible', -500, 0.95],
      ['Net Settlement', 22024.95, 0.95],
    ]);
  });

  it('gives no value before the deductible from the check above it where the deductible does not reconcile', () => {
    const v = readValuation(
      doc([
        ['Base Value', '$21,410.33'],
        ['Condition Adjustment', '-$250.00'],
        ['Adjusted Vehicle Value', '$21,160.33'],
        ['Less Deductible', '-$500.00'],
        ['Net Settlement', '$22,024.95'],
      ]),
    );
    expect(v?.valueBeforeDeductible).toBeNull();
  });

  it('reads a label and its amount drawn as one run with the sign printed any way, with or without "$"', () => {
    for (const [condition, deductible, dollar] of [
      ['($250.00)', '($500.00)', '$'],
      ['250.00-', '500.00-', ''],
      ['-250.00', '-500.00', ''],
    ] as const) {
      const v = readValuation(
        doc([
          [`Base Value: ${dollar}21,410.33`],
          [`Condition Adjustment: ${condition}`],
          [`Adjusted Vehicle Value: ${dollar}21,160.33`],
          [`Sales Tax: ${dollar}1,269.62`],
          [`Total Before Deductible: ${dollar}22,429.95`],
          [`Less Deductible: ${deductible}`],
          [`Net Settlement: ${dollar}21,929.95`],
        ]),
      );
      expect(v?.chain.map((l) => l.amount)).toEqual([21410.33, -250, 21160.33, 1269.62, 22429.95, -500, 21929.95]);
      expect(v?.chain.every((l) => l.confidence === 0.95)).toBe(true);
    }
  });

  describe('steps whose labels no vocabulary names, placed by the arithmetic', () => {
    const CHAIN: Array<[string, string]> = [
      ['Sales Tax', '$1,284.62'],
      ['Total Before Deductible', '$22,694.95'],
      ['Deductible', '$500.00'],
    ];
    const ends = (v: ReturnType<typeof readValuation>) => [v?.baseValue?.value ?? null, v?.valueBeforeDeductible?.value ?? null, v?.settlement?.value ?? null];

    it('takes the line just above a run without a base value as its base, and the line just below the deductible as the settlement', () => {
      const v = readValuation(doc([['Worth Of Your Car', '$21,410.33'], ...CHAIN, ['What We Will Pay', '$22,194.95']]));
      expect(ends(v)).toEqual([21410.33, 22694.95, 22194.95]);
      expect(v?.chain.map((l) => [l.label, l.kind, l.confidence])).toEqual([
        ['Worth Of Your Car', 'base', 0.95],
        ['Sales Tax', 'tax', 0.95],
        ['Total Before Deductible', 'subtotal', 0.95],
        ['Deductible', 'deductible', 0.95],
        ['What We Will Pay', 'total', 0.95],
      ]);
    });

    it('takes a line between two steps as an adjustment where the check after it holds only with it', () => {
      const chain = (amount: string) =>
        readValuation(
          doc([
            ['Base Value', '$21,410.33'],
            ['Total Adjustments', amount],
            ['Adjusted Vehicle Value', '$20,960.33'],
            ['Sales Tax', '$1,257.62'],
            ['Total', '$22,217.95'],
          ]),
        )?.chain.map((l) => [l.label, l.amount, l.confidence]);
      expect(chain('-$450.00')).toEqual([
        ['Base Value', 21410.33, 0.95],
        ['Total Adjustments', -450, 0.95],
        ['Adjusted Vehicle Value', 20960.33, 0.95],
        ['Sales Tax', 1257.62, 0.95],
        ['Total', 22217.95, 0.95],
      ]);
      // A figure that does not make the check hold is no step: the check stays unconfirmed.
      expect(chain('-$45.00')?.map(([label, , confidence]) => [label, confidence])).toEqual([
        ['Base Value', 0.95],
        ['Adjusted Vehicle Value', 0.4],
        ['Sales Tax', 0.95],
        ['Total', 0.95],
      ]);
    });

    it('takes neither where the arithmetic does not place them', () => {
      // Above: no base, so no chain.
      expect(readValuation(doc([['Worth Of Your Car', '$21,410.00'], ...CHAIN, ['Net Settlement', '$22,194.95']]))).toBeNull();
      // Below: the named chain ends at its last check.
      const v = readValuation(doc([['Base Value', '$21,410.33'], ...CHAIN, ['What We Will Pay', '$22,190.00']]));
      expect(v?.chain.map((l) => l.label)).toEqual(['Base Value', 'Sales Tax', 'Total Before Deductible', 'Deductible']);
    });
  });
});
