/**
 * Golden tests of figures printed in other shapes than our formats': a comparable's distance with a
 * decimal ("25.4 mi") and a money chain printed amount first ("$21,410.33  Base Value"). Small
 * positioned pages written here, one cause each; every value is invented.
 */
import { describe, expect, it } from 'vitest';
import { type Cell, doc } from './printed-page';
import { readValuation } from './read-valuation';

/** Base, tax, value before deductible, deductible, settlement: label and amount. */
const STEPS: Array<[string, string]> = [
  ['Base Value', '$21,410.33'],
  ['Sales Tax', '$1,284.62'],
  ['Total Before Deductible', '$22,694.95'],
  ['Less Deductible', '-$500.00'],
  ['Net Settlement', '$22,194.95'],
];
const CHAIN: Cell[][] = [
  [],
  ...STEPS.map(([label, amount]): Cell[] => [
    [300, label],
    [572, amount, 'right'],
  ]),
];

const COMPS = [
  ['2019 Honda Accord EX', '45,210', '25.4', '22,450.00', '21,980.00'],
  ['2019 Honda Accord EX-L', '38,100', '112.0', '24,100.00', '23,015.00'],
  ['2018 Honda Accord Sport', '52,990', '8', '19,995.00', '20,310.00'],
];
const TABLE: Cell[][] = [
  [
    [40, 'Vehicle'],
    [250, 'Mileage', 'right'],
    [320, 'Distance', 'right'],
    [420, 'Price', 'right'],
    [520, 'Adjusted Value', 'right'],
  ],
  ...COMPS.map(([v, m, d, p, a]): Cell[] => [
    [40, v as string],
    [250, m as string, 'right'],
    [320, `${d} mi`, 'right'],
    [420, `$${p}`, 'right'],
    [520, `$${a}`, 'right'],
  ]),
];

describe('figures printed in other shapes', () => {
  it('reads a distance printed with a decimal ("25.4 mi"), in a table and in labelled blocks', () => {
    const blocks = COMPS.flatMap(([v, m, d, p, a], i): Cell[][] => [
      [[40, `Comparable ${i + 1}`]],
      [
        [40, 'Year/Make/Model:'],
        [140, v as string],
      ],
      [
        [40, `Mileage: ${m}`],
        [250, `Distance: ${d} mi`],
      ],
      [
        [40, `Price: $${p}`],
        [250, `Adjusted Value: $${a}`],
      ],
      [],
    ]);
    for (const rows of [TABLE, blocks]) expect(readValuation(doc([...rows, ...CHAIN]))?.comparables.map((c) => c.distanceMiles)).toEqual([25.4, 112, 8]);
  });

  it('reads a money chain printed amount first, in cells of their own or in one run', () => {
    const cells: Cell[][] = [
      [],
      ...STEPS.map(([label, amount]): Cell[] => [
        [300, amount],
        [360, label],
      ]),
    ];
    const runs: Cell[][] = [[], ...STEPS.map(([label, amount]): Cell[] => [[300, `${amount} ${label}`]])];
    for (const chain of [cells, runs]) {
      const v = readValuation(doc([...TABLE, ...chain]));
      expect(v?.chain.map((s) => [s.kind, s.amount])).toEqual([
        ['base', 21410.33],
        ['tax', 1284.62],
        ['subtotal', 22694.95],
        ['deductible', -500],
        ['total', 22194.95],
      ]);
      expect([v?.baseValue?.value, v?.settlement?.value]).toEqual([21410.33, 22194.95]);
    }
  });
});
