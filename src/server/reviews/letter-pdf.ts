import PDFDocument from 'pdfkit';
import type { LetterTable } from '../../shared/contracts/reviews.js';
import { loadFormFonts, wrapText } from '../forms/assignment-pdf.js';
import { columnWidths, type PrintableLetter } from './letter-print.js';

/* The dispute letter as PDF (pdfkit, the assignment form's fonts and line breaker): text never clipped. */

const PAGE = { width: 612, height: 792 };
const M = 60;
const WIDTH = PAGE.width - 2 * M;
const BOTTOM = PAGE.height - 60;
type Doc = PDFKit.PDFDocument;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

function ensure(doc: Doc, y: number, needed: number): number {
  if (y + needed <= BOTTOM) return y;
  doc.addPage();
  return M;
}

function text(doc: Doc, y: number, s: string, options: { bold?: boolean; size?: number; after?: number } = {}): number {
  const size = options.size ?? 10.5;
  doc
    .font(options.bold ? 'bold' : 'regular')
    .fontSize(size)
    .fillColor('#0f172a');
  const lineHeight = size * 1.35;
  for (const line of wrapText(doc, s, WIDTH)) {
    y = ensure(doc, y, lineHeight);
    if (line) doc.text(line, M, y, { lineBreak: false });
    y += lineHeight;
  }
  return y + (options.after ?? 8);
}

function table(doc: Doc, y: number, t: LetterTable): number {
  const rows = [t.columns, ...(t.rows.length ? t.rows : [t.columns.map((_, i) => (i === 0 ? 'None' : ''))])];
  const widths = columnWidths(
    { ...t, rows: rows.slice(1) },
    WIDTH,
    (s, header) =>
      doc
        .font(header ? 'bold' : 'regular')
        .fontSize(8.5)
        .widthOfString(s),
    10,
  );
  const xs = widths.map((_, i) => M + sum(widths.slice(0, i)));
  const cellsOf = (row: string[], header: boolean) => {
    doc.font(header ? 'bold' : 'regular').fontSize(8.5);
    const cells = row.map((c, i) => wrapText(doc, c, widths[i] - 8));
    return { cells, height: Math.max(...cells.map((c) => c.length)) * 11 + 6, header };
  };
  const draw = ({ cells, height, header }: ReturnType<typeof cellsOf>) => {
    cells.forEach((lines, i) => {
      if (header) doc.rect(xs[i], y, widths[i], height).fill('#f1f5f9');
      doc.rect(xs[i], y, widths[i], height).lineWidth(0.5).strokeColor('#cbd5e1').stroke();
      doc
        .font(header ? 'bold' : 'regular')
        .fontSize(8.5)
        .fillColor('#0f172a');
      lines.forEach((line, k) => {
        if (line) doc.text(line, xs[i] + 4, y + 4 + k * 11, { lineBreak: false });
      });
    });
    y += height;
  };
  const head = cellsOf(t.columns, true);
  const body = rows.slice(1).map((r) => cellsOf(r, false));
  const heightOf = (from: number, to: number) => sum(body.slice(from, to).map((r) => r.height));
  // No page holds fewer than KEEP rows of a table: the title, the header and the first KEEP rows (a
  // short table whole) start on one page, and the last KEEP rows go over together.
  const KEEP = 3;
  const first = body.length < 2 * KEEP ? body.length : KEEP;
  y = ensure(doc, y, Math.min(BOTTOM - M, 10.5 * 1.35 + 4 + head.height + heightOf(0, first)));
  y = text(doc, y, t.title, { bold: true, after: 4 });
  draw(head);
  body.forEach((row, i) => {
    const tail = i === body.length - KEEP && i > 0 && y + heightOf(i, body.length) > BOTTOM;
    if (tail || y + row.height > BOTTOM) {
      doc.addPage();
      y = M;
      draw(head);
    }
    draw(row);
  });
  return y + 12;
}

export function renderLetterPdf(letter: PrintableLetter): Promise<Buffer> {
  const { regular, bold } = loadFormFonts();
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: M, bottom: 20, left: M, right: M },
    bufferPages: true,
    autoFirstPage: false,
    info: { Title: letter.title, Author: letter.firmName },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.addPage();
  let y = M;
  // The letterhead: the firm's name, its lines, a rule under them.
  y = text(doc, y, letter.firmName, { bold: true, size: 15, after: 2 });
  for (const line of letter.letterhead) y = text(doc, y, line, { size: 9, after: 0 });
  doc
    .moveTo(M, y + 4)
    .lineTo(M + WIDTH, y + 4)
    .lineWidth(0.75)
    .strokeColor('#94a3b8')
    .stroke();
  y = text(doc, y + 14, letter.date, { after: 14 });
  letter.addressee.forEach((line, i) => {
    y = text(doc, y, line, { after: i === letter.addressee.length - 1 ? 14 : 0 });
  });
  const re = letter.subject.split('\n');
  re.forEach((line, i) => {
    y = text(doc, y, `${i === 0 ? 'Re: ' : '      '}${line}`, { bold: true, after: i === re.length - 1 ? 14 : 0 });
  });
  // The closing line ("Sincerely,") and the signature block stay together on one page.
  const closing = letter.paragraphs.at(-1);
  for (const p of letter.paragraphs.slice(0, -1)) y = text(doc, y, p);
  doc.font('regular').fontSize(10.5);
  const closingLines = closing ? wrapText(doc, closing, WIDTH).length : 0;
  const signatureHeight = letter.signature.length * (10.5 * 1.35 + 4) + 6;
  y = ensure(doc, y, (closingLines <= 3 ? closingLines * 10.5 * 1.35 + 8 : 0) + signatureHeight);
  if (closing) y = text(doc, y, closing);
  y = ensure(doc, y + 6, signatureHeight - 6);
  for (const line of letter.signature) y = text(doc, y, line, { after: 4 });
  y += 10;
  for (const t of letter.tables) y = table(doc, y, t);
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    doc.font('regular').fontSize(8).fillColor('#475569');
    doc.text(`${letter.title} · Page ${i - range.start + 1} of ${range.count}`, M, PAGE.height - 40, { width: WIDTH, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
}
