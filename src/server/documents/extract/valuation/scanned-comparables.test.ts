import { describe, expect, it } from 'vitest';
import type { DocumentText } from '../../text/types';
import { rowsOf } from './layout';
import { comparablePages } from './scanned-comparables';

const line = (y: number, cells: Array<[number, string]>) => ({
  y,
  text: cells.map(([, s]) => s).join('  '),
  items: cells.map(([x, str]) => ({ str, x, y, width: str.length * 4.4 })),
});
const doc = (lines: ReturnType<typeof line>[], pages: number): DocumentText => ({
  fileType: 'pdf',
  pages: Array.from({ length: pages }, (_, i) => ({ pageNumber: i + 1, ocr: true, text: '', lines: i === 0 ? lines : [] })),
});

describe('the pages a scanned valuation gives to its comparables', () => {
  it("reads them from the report's own index, dot leaders or a wide gap before the page number", () => {
    const index = [
      line(644, [[419, 'Valuation Methodology................3']]),
      line(690, [
        [419, 'Comparable Vehicles'],
        [565, '9'],
      ]),
      line(705, [
        [419, 'Valuation Notes'],
        [561, '11'],
      ]),
    ];
    expect(comparablePages(rowsOf(doc(index, 16)), 16)).toEqual([9, 10]);
  });

  it('finds none in a report without an index', () => {
    expect(
      comparablePages(
        rowsOf(
          doc(
            [
              line(100, [
                [40, 'Cylinders'],
                [197, '4'],
              ]),
            ],
            16,
          ),
        ),
        16,
      ),
    ).toEqual([]);
  });
});
