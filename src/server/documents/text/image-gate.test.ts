/**
 * Golden tests for the image gate (issue 11: a photographed tow bill and a scanned rental receipt
 * were kept as damage photos and never read). Pages of a few printed lines, drawn here, scanned and
 * photographed; and pictures that must stay photos.
 */
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageStats, looksLikeDocument } from './image';

const W = 1275; // a letter page at 150 dpi
const H = 1650;

/** A page of paper with a heading and `lines` short printed lines near its top, as a receipt or a tow bill. */
function paperPage(lines: number, paper = 'rgb(232,232,228)') {
  const page = createCanvas(W, H);
  const c = page.getContext('2d');
  c.fillStyle = paper;
  c.fillRect(0, 0, W, H);
  if (lines === 0) return page;
  c.fillStyle = '#1d1d1d';
  c.font = 'bold 34px sans-serif';
  c.fillText('RIVERSIDE TOWING & RECOVERY', 110, 150);
  c.font = '22px sans-serif';
  const words = [
    'Tow from 1400 Elm St to shop',
    'Hook-up fee 125.00',
    'Mileage 14 mi @ 4.50',
    'Storage 2 days @ 45.00',
    'Total due 278.00',
    'Paid by insurer',
    'Driver: K. Moss',
    'Invoice 20417',
  ];
  for (let i = 0; i < lines; i++) c.fillText(words[i % words.length] as string, 110, 230 + i * 40);
  return page;
}

const scanJpeg = async (lines: number) =>
  sharp(await paperPage(lines).encode('png'))
    .blur(0.7)
    .greyscale()
    .jpeg({ quality: 72 })
    .toBuffer();

/** A phone photo of the page: a brown desk around it, the page a little turned, darker corners. */
async function phonePhoto(lines: number) {
  const out = createCanvas(1500, 2000);
  const c = out.getContext('2d');
  c.fillStyle = '#5a4632';
  c.fillRect(0, 0, 1500, 2000);
  c.translate(750, 1000);
  c.rotate(0.03);
  c.drawImage(paperPage(lines, '#f6f4ee'), -660, -860, 1320, 1720);
  c.setTransform(1, 0, 0, 1, 0, 0);
  const g = c.createRadialGradient(600, 500, 100, 750, 1000, 2000);
  g.addColorStop(0, 'rgba(255,255,255,0)');
  g.addColorStop(1, 'rgba(0,0,0,0.45)');
  c.fillStyle = g;
  c.fillRect(0, 0, 1500, 2000);
  return sharp(await out.encode('png'))
    .blur(0.6)
    .jpeg({ quality: 78 })
    .toBuffer();
}

describe('the image gate', () => {
  it('reads a sparse paper, scanned or photographed, although it has few strokes', async () => {
    for (const [name, bytes] of [
      ['scan', await scanJpeg(6)],
      ['phone photo', await phonePhoto(2)],
    ] as const) {
      const s = await imageStats(bytes);
      expect(s.edges, `${name}: a sparse page draws fewer strokes than a full one`).toBeLessThan(0.008);
      expect(looksLikeDocument(s), name).toBe(true);
    }
  });

  it('keeps pale pictures without print as photos: a blank sheet, a white car panel, a coloured scene', async () => {
    const blank = await sharp(await paperPage(0).encode('png'))
      .jpeg()
      .toBuffer();
    // A white car door: bright, unsaturated, shaded, with soft panel gaps and no print.
    const panel = createCanvas(1600, 1200);
    const p = panel.getContext('2d');
    const g = p.createLinearGradient(0, 0, 1600, 1200);
    g.addColorStop(0, '#f4f4f2');
    g.addColorStop(1, '#b9bbbd');
    p.fillStyle = g;
    p.fillRect(0, 0, 1600, 1200);
    p.strokeStyle = 'rgba(60,60,60,0.5)';
    p.lineWidth = 6;
    p.beginPath();
    p.moveTo(0, 700);
    p.bezierCurveTo(500, 650, 1100, 690, 1600, 640);
    p.stroke();
    const whiteCar = await sharp(await panel.encode('png'))
      .blur(2)
      .jpeg()
      .toBuffer();
    const scene = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 40, g: 90, b: 160 } } })
      .jpeg()
      .toBuffer();
    for (const [name, bytes] of [
      ['blank sheet', blank],
      ['white car panel', whiteCar],
      ['coloured scene', scene],
    ] as const) {
      expect(looksLikeDocument(await imageStats(bytes)), name).toBe(false);
    }
  });
});
