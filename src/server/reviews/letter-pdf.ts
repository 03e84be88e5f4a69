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

const BODY = 10.5;
const LINE = BODY * 1.35;

function setFont(doc: Doc, bold: boolean | undefined, size: number): void {
  doc
    .font(bold ? 'bold' : 'regular')
    .fontSize(size)
    .fillColor('#0f172a');
}

/** Draws lines already wrapped, a page break before any line that would not fit. */
function lines(doc: Doc, y: number, ls: string[], size = BODY): number {
  for (const line of ls) {
    y = ensure(doc, y, size * 1.35);
    if (line) doc.text(line, M, y, { lineBreak: false });
    y += size * 1.35;
  }
  return y;
}

function text(doc: Doc, y: number, s: string, options: { bold?: boolean; size?: number; after?: number } = {}): number {
  const size = options.size ?? BODY;
  setFont(doc, options.bold, size);
  return lines(doc, y, wrapText(doc, s, WIDTH), size) + (options.after ?? 8);
}

/**
 * The body's last paragraph, the closing ("Sincerely,") and the signatory: the closing and the
 * signatory stay with at least the last two lines of the body, and no more than that moves over a
 * page. The insured's authorization, after a blank line, keeps together on its own.
 */
function closingBlock(doc: Doc, y: number, last: string | undefined, closing: string | undefined, signature: string[]): number {
  setFont(doc, false, BODY);
  const body = last ? wrapText(doc, last, WIDTH) : [];
  const closingLines = closing ? wrapText(doc, closing, WIDTH) : [];
  const gap = signature.indexOf('');
  const signatory = gap >= 0 ? signature.slice(0, gap) : signature;
  const authorization = gap >= 0 ? signature.slice(gap + 1) : [];
  const kept = body.slice(-2);
  y = lines(doc, y, body.slice(0, body.length - kept.length));
  y = ensure(doc, y, kept.length * LINE + (kept.length ? 8 : 0) + closingLines.length * LINE + 8 + 6 + signatory.length * (LINE + 4));
  if (kept.length) y = lines(doc, y, kept) + 8;
  if (closing) y = lines(doc, y, closingLines) + 8;
  y += 6;
  for (const line of signatory) y = text(doc, y, line, { after: 4 });
  // The blank line before it is left out at the top of a new page.
  if (authorization.length) y = ensure(doc, y + LINE + 4, authorization.length * (LINE + 4));
  for (const line of authorization) y = text(doc, y, line, { after: 4 });
  return y;
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
  const closing = letter.paragraphs.at(-1);
  const body = letter.paragraphs.slice(0, -1);
  for (const p of body.slice(0, -1)) y = text(doc, y, p);
  y = closingBlock(doc, y, body.at(-1), closing, letter.signature);
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
