/**
 * Phone photos of printed pages, drawn by the tests (never read from a corpus): the constructs OCR meets
 * on real photos (a dark desk around the page, a tilt) on a page whose words the test knows.
 */
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';

/**
 * A phone photo of a letter page at 150 dpi on a dark desk, turned `degrees` (the title rises to the
 * right): a 24 pt letterhead over a 7 pt address line, then the body.
 */
export async function photoOfLetterhead(degrees: number): Promise<Buffer> {
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
  const text = (s: string, x: number, y: number, pt: number, bold = false) => {
    c.font = `${bold ? 'bold ' : ''}${pt * k}px "DejaVu Serif"`;
    c.fillText(s, x * k, y * k);
  };
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
