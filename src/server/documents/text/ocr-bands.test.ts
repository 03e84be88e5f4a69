/**
 * Print that tesseract's one-block segmentation leaves unread (issue 11, scans): a letterhead or a
 * total printed much larger than the body is found as ink no word covers and read on its own.
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { prepareForOcr } from './ocr-image';
import { ocrImage, unreadBands } from './ocr';

const W = 1275;
const H = 1650;

/** A grey PGM page with `draw` painting dark pixels on it. */
function pgm(draw: (set: (x: number, y: number) => void) => void): Buffer {
  const header = Buffer.from(`P5\n${W} ${H}\n255\n`, 'ascii');
  const px = Buffer.alloc(W * H, 235);
  draw((x, y) => {
    px[y * W + x] = 20;
  });
  return Buffer.concat([header, px]);
}
/** Letter-like strokes: vertical stems `stem` px wide, `tall` px high, every `pitch` px from x0 to x1. */
const stems = (set: (x: number, y: number) => void, top: number, tall: number, x0: number, x1: number, stem = 6, pitch = 18) => {
  for (let x = x0; x < x1; x += pitch) for (let dx = 0; dx < stem; dx++) for (let y = top; y < top + tall; y++) set(x + dx, y);
};
// Word boxes of a body text the first reading found: rows of words from x 100 to 1100.
const body = Array.from({ length: 20 }, (_, i) => ({ left: 100, top: 400 + i * 40, width: 1000, height: 22 }));

/** Writes `s` at (`x`, `y`) points in `pt` points of `family` on a canvas drawn at `k` pixels a point. */
const writer =
  (c: SKRSContext2D, k: number, family: string) =>
  (s: string, x: number, y: number, pt: number, bold = false): void => {
    c.font = `${bold ? 'bold ' : ''}${pt * k}px "${family}"`;
    c.fillText(s, x * k, y * k);
  };

describe('ink no word covers', () => {
  it('finds a large line above the body that the first reading skipped, and nothing else', () => {
    const page = pgm((set) => {
      stems(set, 150, 44, 110, 900, 9, 26); // the letterhead
      for (const b of body) stems(set, b.top + 2, 18, b.left, b.left + b.width, 3, 10); // the body, read
      for (let x = 100; x < 1150; x++) for (let y = 1300; y < 1303; y++) set(x, y); // a ruled line
      for (let x = 0; x < W; x++) for (let y = 0; y < 40; y++) set(x, y); // a dark edge along the top
    });
    const bands = unreadBands(page, body);
    expect(bands.map((b) => [b.top, b.bottom])).toEqual([[144, 200]]);
    // Read words leave nothing to read again.
    expect(unreadBands(page, [...body, { left: 110, top: 150, width: 800, height: 44 }])).toEqual([]);
  });

  it('takes no shadow or solid bar for print', () => {
    const page = pgm((set) => {
      for (let x = 100; x < 700; x++) for (let y = 200; y < 260; y++) set(x, y); // a black bar
      for (let y = 1300; y < 1360; y++) for (let x = 100; x < 100 + (y - 1300) * 8; x++) set(x, y); // a shadow's wedge
    });
    expect(unreadBands(page, body)).toEqual([]);
  });
});

describe('a scanned page with a large letterhead', () => {
  it('reads the letterhead as well as the lines under it', async () => {
    // A short paper at 200 dpi: an 18 pt letterhead over 8.5–12 pt lines (one-block segmentation skips it).
    const k = 200 / 72;
    const canvas = createCanvas(Math.round(8.5 * 200), 11 * 200);
    const c = canvas.getContext('2d');
    c.fillStyle = '#e6e6e2';
    c.fillRect(0, 0, canvas.width, canvas.height);
    c.fillStyle = '#1d1d1d';
    const text = writer(c, k, 'DejaVu Sans');
    text('HOLLOWAY AUTO BODY', 40, 60, 18, true);
    text('1420 Ridge Rd, Dayton, OH 45402   Tel. (937) 555-0142', 40, 74, 8.5);
    text('AUTO GLASS INVOICE', 40, 96, 12);
    text('Invoice #220417', 370, 96, 12);
    const rows = [
      ['Bill To:', 'Invoice Date: 03/14/2025'],
      ['Westfield Mutual Insurance', 'Claim No. 22-0417-88'],
      ['Attn: Glass Claims', 'Policy No. WM5520917'],
    ];
    rows.forEach(([a, b], i) => {
      text(a as string, 40, 112 + i * 13, 9.5);
      text(b as string, 370, 112 + i * 13, 9.5);
    });
    text('Insured:', 40, 158, 9.5, true);
    text('Ingrid Fairbanks', 40, 171, 9.5);
    text('(423) 886-0984', 40, 184, 9.5);
    const scan = await sharp(await canvas.encode('png'))
      .blur(0.7)
      .greyscale()
      .jpeg({ quality: 72 })
      .toBuffer();
    const prepared = await prepareForOcr(scan, 612, true);
    const { lines } = await ocrImage(prepared.image, prepared.toPoints);
    expect(lines[0]?.text).toMatch(/HOLLOWAY AUTO BODY/);
    expect(lines.filter((l) => /HOLLOWAY/.test(l.text))).toHaveLength(1);
    expect(lines.some((l) => /Invoice #220417/.test(l.text))).toBe(true);
    expect(lines.some((l) => /Ingrid Fairbanks/.test(l.text))).toBe(true);
  }, 30_000);
});

/**
 * A phone photo of a letter page at 150 dpi on a dark desk, turned `degrees` (the title rises to the
 * right): a 24 pt letterhead over a 7 pt address line, then the body.
 */
async function photoOfLetterhead(degrees: number): Promise<Buffer> {
  const k = 150 / 72;
  const canvas = createCanvas(Math.round(8.5 * 150), 11 * 150);
  const c = canvas.getContext('2d');
  c.fillStyle = '#5a5046';
  c.fillRect(0, 0, canvas.width, canvas.height);
  c.translate(canvas.width / 2, canvas.height / 2);
  c.rotate((-degrees * Math.PI) / 180);
  c.translate(-canvas.width / 2, -canvas.height / 2);
  c.fillStyle = '#e8e8e4';
  c.fillRect(40, 90, canvas.width - 80, canvas.height - 120);
  c.fillStyle = '#1d1d1d';
  const text = writer(c, k, 'DejaVu Serif');
  text('HARTWELL AUTO APPRAISAL SERVICES', 36, 80, 24, true);
  text('88 Quarry Road, Suite 4 · Dayton, OH 45402 · (937) 555-0142 · files@hartwellappraisal.com', 60, 91, 7);
  text('NEW ASSIGNMENT - APPRAISAL REQUEST', 60, 114, 13, true);
  const rows = [
    'File #: HA-25-1187',
    'Client: Westfield Mutual',
    'Adjuster: Ingrid Fairbanks',
    'Insured: Tobias Ransom',
    'Vehicle: 2019 Honda Accord EX',
    'VIN: 1HGCV1F30KA012345',
    'Loss Date: 03/14/2025',
    'Phone: (937) 555-0188',
  ];
  for (const [i, row] of rows.entries()) text(row, 60, 132 + i * 13, 9.5);
  return sharp(await canvas.encode('png'))
    .blur(0.6)
    .greyscale()
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function firstLines(photo: Buffer): Promise<string> {
  const prepared = await prepareForOcr(photo);
  const { lines } = await ocrImage(prepared.image, prepared.toPoints);
  return lines
    .slice(0, 2)
    .map((l) => l.text)
    .join('\n');
}

describe('a photographed page whose letterhead is read again', () => {
  it('reads the letterhead across the paper, without the desk beside it', async () => {
    // The band's crop once took the whole width: the desk's edge beside the first word made tesseract
    // doubt it ("B HARTWELL AUTO APPRAISAL" on a level page; only "| HARTWELL AUTO" turned 1°).
    for (const degrees of [0, 1]) {
      const [title] = (await firstLines(await photoOfLetterhead(degrees))).split('\n');
      expect(title).toBe('HARTWELL AUTO APPRAISAL SERVICES');
    }
  }, 30_000);
});
