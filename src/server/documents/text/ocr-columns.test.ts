/**
 * Lines tesseract tangles where a table sits beside a side panel whose lines do not share its baselines:
 * the band is found from the words' boxes and cut into its columns (ocr-columns.ts).
 */
import { describe, expect, it } from 'vitest';
import { columnPieces, tangledBands } from './ocr-columns';

/** Body words 20 px tall, one every 30 px down the page, read with high confidence. */
const body = Array.from({ length: 30 }, (_, i) => ({ left: 100 + (i % 3) * 300, top: 100 + i * 30, width: 120, height: 20, confidence: 92 }));

describe('tangled lines', () => {
  it('finds the band where words three lines tall were read with little confidence', () => {
    const tangled = [
      { left: 100, top: 600, width: 80, height: 62, confidence: 12 },
      { left: 400, top: 604, width: 60, height: 58, confidence: 40 },
    ];
    expect(tangledBands([...body, ...tangled])).toEqual([{ top: 600, bottom: 662 }]);
  });

  it('takes no large title read well, nor one lone tall word, for a tangle', () => {
    const title = [
      { left: 100, top: 40, width: 300, height: 60, confidence: 95 },
      { left: 420, top: 40, width: 200, height: 60, confidence: 93 },
    ];
    const lone = [{ left: 100, top: 700, width: 40, height: 60, confidence: 10 }];
    expect(tangledBands([...body, ...title, ...lone])).toEqual([]);
  });
});

describe('the columns of a band', () => {
  it('cuts where no ink runs down the whole band for a wide gap, not between words', () => {
    const W = 400;
    const H = 60;
    const px = Buffer.alloc(W * H, 255);
    const ink = (x0: number, x1: number, y0: number, y1: number) => {
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) px[y * W + x] = 20;
    };
    // Two words 8 px apart on the first line, a column 60 px to the right, a third on a lower line.
    ink(10, 50, 5, 20);
    ink(58, 100, 5, 20);
    ink(160, 220, 30, 45);
    ink(300, 380, 10, 25);
    const pgm = Buffer.concat([Buffer.from(`P5\n${W} ${H}\n255\n`, 'ascii'), px]);
    expect(columnPieces(pgm, 0, H, 30)).toEqual([
      { left: 10, right: 100 },
      { left: 160, right: 220 },
      { left: 300, right: 380 },
    ]);
  });
});
