/**
 * Lines tesseract tangles where a table sits beside a side panel whose lines do not share its baselines:
 * the band is found from the words' boxes and cut into its columns (ocr-columns.ts).
 */
import { describe, expect, it } from 'vitest';
import { columnPieces, linesHoldingTangles, sameWord, tangledBands } from './ocr-columns';

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

describe('the lines read again in a tangled band', () => {
  type Word = { left: number; top: number; width: number; height: number; confidence: number };
  /** A row photographed askew: words 18 px tall, each 4 px higher than the one to its left, read well. */
  const tilted = (top: number): { items: Word[] } => ({
    items: [0, 1, 2, 3, 4, 5].map((i) => ({ left: 100 + i * 150, top: top - i * 4, width: 120, height: 18, confidence: 94 })),
  });
  it('are those holding a tall unsure word, not the tilted rows a rule read as tall "words" crosses', () => {
    // The rule under a header runs from y 700 at the left to y 660 at the right: its "words" are boxes 60 px tall.
    const rule = {
      items: [
        { left: 100, top: 660, width: 300, height: 60, confidence: 29 },
        { left: 700, top: 660, width: 200, height: 60, confidence: 15 },
      ],
    };
    const header = tilted(680);
    const first = tilted(712);
    const second = tilted(740);
    const band = { top: 660, bottom: 720 };
    expect(tangledBands([...body, ...rule.items])).toEqual([band]);
    const lines = [header, rule, first, second];
    expect(linesHoldingTangles(lines, band, 20, (w) => w)).toEqual([rule]);
  });

  it('include a line of two columns read as one, with its words that were read well', () => {
    const mixed = {
      items: [
        { left: 100, top: 600, width: 80, height: 20, confidence: 90 },
        { left: 400, top: 604, width: 60, height: 58, confidence: 40 },
      ],
    };
    const below = tilted(700);
    expect(linesHoldingTangles([mixed, below], { top: 600, bottom: 662 }, 20, (w) => w)).toEqual([mixed]);
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

describe('a word read again', () => {
  // Boxes of a photographed letterhead tilted 2°: the title's word read again is 56 px tall and reaches
  // 5 rows into the e-mail address under it, which the first reading read.
  const title = { left: 638, top: 223, width: 241, height: 56 };
  const address = { left: 769, top: 274, width: 266, height: 25 };

  it('is another word when its box only grazes a word already read', () => {
    expect(sameWord(title, address)).toBe(false);
  });

  it('is the same word when the two boxes share most of the smaller one', () => {
    expect(sameWord(title, { left: 640, top: 226, width: 236, height: 50 })).toBe(true);
    expect(sameWord(address, { left: 772, top: 270, width: 262, height: 27 })).toBe(true);
  });
});
