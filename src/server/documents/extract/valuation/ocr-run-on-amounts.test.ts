/**
 * Golden test of one cause on OCR'd valuation pages (issue 24); every value is invented. OCR joins words
 * whose gap is narrow, so a price printed close after a long vehicle description comes in the description's
 * cell ("2019 Chevrolet Silverado 1500 $ 17,000"): the comparable lost its price (the "(List)" under the
 * price column was taken for it), or took the adjusted value beside it for its price.
 */
import { describe, expect, it } from 'vitest';
import type { DocumentPage, DocumentText, TextItem } from '../../text/types';
import { cutRunOnAmounts } from './comparable-cells';
import type { Cell } from './layout';
import { readValuation } from './read-valuation';

type Word = [x: number, text: string, width: number];

/** An OCR'd page from rows of words, each row at its own y. */
function ocrPage(pageNumber: number, rows: Array<[number, Word[]]>): DocumentPage {
  const lines = rows.map(([y, words]) => {
    const items: TextItem[] = words.map(([x, str, width]) => ({ str, x, y, width, height: 7, confidence: 0.9, source: 'ocr' }));
    return { y, items, text: words.map(([, s]) => s).join(' ') };
  });
  return { pageNumber, ocr: true, lines, text: lines.map((l) => l.text).join('\n') };
}

/** Words laid out left to right from `x`, one space (3 pt) apart, 4.5 pt a character. */
const words = (x: number, text: string): Word[] => {
  const out: Word[] = [];
  for (const w of text.split(' ')) {
    out.push([x, w, w.length * 4.5]);
    x += w.length * 4.5 + 3;
  }
  return out;
};
/** Words that end at `right` (a right-aligned amount). */
const rightAligned = (right: number, text: string): Word[] => words(right - (text.length * 4.5 + (text.split(' ').length - 1) * (3 - 4.5)), text);

const BLOCK = (top: number, n: number, model: string, price: string, adjusted: string, odometer: string, vin: string): Array<[number, Word[]]> => {
  const vehicle = words(166, `2019 Chevrolet ${model}`);
  const end = (vehicle[vehicle.length - 1] as Word)[0] + (vehicle[vehicle.length - 1] as Word)[2];
  // The price sits 4 pt after the description: one cell for OCR, as a narrow gap between columns reads.
  const priceWords = words(end + 4, price);
  return [
    [top, words(40, `Comp ${n}`)],
    [top + 13, [...words(40, 'Source: Dealer Ad'), ...vehicle, ...priceWords, ...rightAligned(396, adjusted)]],
    [top + 25, [...words(40, 'Redfern Motors'), ...words(166, 'Lt Crew Cab 4wd 8 5.3l'), ...rightAligned(334, '(List)')]],
    [top + 37, words(40, 'Ocala, FL')],
    [top + 49, [...words(40, '(330) 555-0177'), ...words(166, `Odometer: ${odometer}`)]],
    [top + 61, [...words(40, '28 Miles From Gainesville, FL'), ...words(166, `VIN: ${vin}`)]],
  ];
};

const report = (): DocumentText => ({
  fileType: 'pdf',
  pages: [
    ocrPage(1, [
      [60, words(40, 'MARKET VALUATION REPORT')],
      [90, [...words(40, 'Loss Vehicle'), ...words(166, '2019 Chevrolet Silverado 1500 LT')]],
      [102, [...words(40, 'VIN'), ...words(166, '3GCUYDED5KZ100017')]],
      [114, [...words(40, 'Odometer'), ...words(166, '90,411')]],
      [140, [...words(40, 'Base Vehicle Value'), ...rightAligned(396, '$17,215.00')]],
    ]),
    ocrPage(9, [
      [100, words(40, 'COMPARABLE VEHICLES')],
      [134, rightAligned(396, 'Adjusted')],
      [144, rightAligned(396, 'Comparable')],
      [156, [...words(40, 'Source'), ...words(166, 'Vehicle'), ...rightAligned(334, 'Price'), ...rightAligned(396, 'Value')]],
      ...BLOCK(178, 1, 'Silverado 1500', '$ 17,000', '$16,629', '93,488', '3GCUYDED3KZ867781'),
      ...BLOCK(282, 2, 'Silverado 1500', '$18,899', '$17,439', '73,754', '3GCUYDED9KZ125059'),
    ]),
  ],
});

describe('an amount OCR ran onto the words before it', () => {
  it('is read as the comparable price, with the adjusted value beside it kept apart', () => {
    const v = readValuation(report());
    expect(v?.comparables.map((c) => [c.mileage, c.price.value, c.adjustedPrice?.value])).toEqual([
      [93488, 17000, 16629],
      [73754, 18899, 17439],
    ]);
  });

  it('is cut from a description and from another amount, never from its own label', () => {
    const cell = (text: string, x = 100): Cell => {
      const parts = words(x, text).map(([px, t]) => ({ x: px, text: t }));
      const last = words(x, text).at(-1) as Word;
      return { text, x, right: last[0] + last[2], parts };
    };
    const texts = (c: Cell) => cutRunOnAmounts([c], { ocr: true }).map((d) => d.text);
    expect(texts(cell('2019 Chevrolet Silverado 1500 $ 17,000'))).toEqual(['2019 Chevrolet Silverado 1500', '$ 17,000']);
    expect(texts(cell('$ 17,000 $16,629'))).toEqual(['$ 17,000', '$16,629']);
    expect(texts(cell('Price: $17,000'))).toEqual(['Price: $17,000']);
    expect(texts(cell('List Price $17,000'))).toEqual(['List Price $17,000']);
    // Not an amount after the "$" run: nothing to cut.
    expect(texts(cell('2019 Ford F-150 $ see notes'))).toEqual(['2019 Ford F-150 $ see notes']);
  });
});
