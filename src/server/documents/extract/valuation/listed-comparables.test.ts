/**
 * Golden tests of comparables written as a list of lines, a vehicle and its figures run on in one
 * sentence (an owner's or an adjuster's letter). Small positioned pages written here; every value is invented.
 */
import { describe, expect, it } from 'vitest';
import { type Cell, doc } from './printed-page';
import { readValuation } from './read-valuation';

const LOSS: Cell[][] = [[[40, 'Loss Vehicle: 2019 Honda Accord EX 4D Sedan']], [[40, 'Mileage: 61,204']], []];
const CHAIN: Cell[][] = [
  [],
  [
    [300, 'Base Value'],
    [572, '$21,768.33', 'right'],
  ],
  [
    [300, 'Sales Tax'],
    [572, '$1,523.78', 'right'],
  ],
  [
    [300, 'Total'],
    [572, '$23,292.11', 'right'],
  ],
];
const read = (lines: string[]) =>
  readValuation(doc([...LOSS, ...lines.map((l): Cell[] => [[40, l]]), ...CHAIN]))?.comparables.map((c) => [
    `${c.year} ${c.make} ${c.model}`,
    c.mileage,
    c.distanceMiles,
    c.price.value,
    c.adjustedPrice?.value ?? null,
    c.dealer,
  ]);

describe('comparables listed as lines of a letter', () => {
  it('reads each piece by its shape, the pieces cut by commas, dashes or bars', () => {
    expect(
      read([
        '1. 2019 Honda Accord EX, 45,210 miles, $22,450.00, Smith Honda, 25 miles away',
        '2. 2019 Honda Accord EX-L - 38,100 mi - Valley Motors - $24,100.00 - Adjusted: $23,015.00',
        '3. 2018 Honda Accord Sport | Mileage: 52,990 | Price $19,995 | Bay Auto | 8 mi from Tampa, FL',
      ]),
    ).toEqual([
      ['2019 Honda Accord', 45210, 25, 22450, null, 'Smith Honda'],
      ['2019 Honda Accord', 38100, null, 24100, 23015, 'Valley Motors'],
      ['2018 Honda Accord', 52990, 8, 19995, null, 'Bay Auto'],
    ]);
  });

  it('reads no list from one line, nor the loss vehicle written the same way', () => {
    expect(read(['2019 Honda Accord EX, 45,210 miles, $22,450.00, Smith Honda'])).toEqual([]);
    expect(read(['2019 Honda Accord EX, 61,204 miles, $21,768.33, your vehicle', '2019 Honda Accord EX, 45,210 miles, $22,450.00, Smith Honda'])).toEqual([]);
  });
});
