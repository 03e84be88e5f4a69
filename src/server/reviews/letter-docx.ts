import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { LetterTable } from '../../shared/contracts/reviews.js';
import { columnWidths, type PrintableLetter } from './letter-print.js';

/* The dispute letter as Word: a plain business letter, the tables as real Word tables. */

const FONT = 'Arial';
const CONTENT = 12240 - 2 * 1080;
const rule = { style: BorderStyle.SINGLE, size: 4, color: 'CBD5E1' };
const borders = { top: rule, bottom: rule, left: rule, right: rule };

const para = (
  text: string,
  options: { bold?: boolean; after?: number; size?: number; align?: (typeof AlignmentType)[keyof typeof AlignmentType]; keepNext?: boolean } = {},
) =>
  new Paragraph({
    alignment: options.align,
    keepNext: options.keepNext,
    keepLines: options.keepNext,
    spacing: { after: options.after ?? 160 },
    children: [new TextRun({ text, bold: options.bold, font: FONT, size: options.size ?? 21 })],
  });

function table(t: LetterTable): Table {
  const rows = t.rows.length ? t.rows : [t.columns.map((_, i) => (i === 0 ? 'None' : ''))];
  // Arial at 9 pt: about 100 twips a character on average, bold a little more.
  const widths = columnWidths({ ...t, rows }, CONTENT, (s, header) => s.length * (header ? 110 : 100), 220).map(Math.floor);
  // No page holds fewer than three rows of a table: the header and the first two rows keep with the
  // next row, and so do the rows before the last.
  const KEEP = 3;
  const keepsWithNext = (row: number) => row < KEEP - 1 || row >= rows.length - KEEP;
  const cell = (text: string, i: number, bold = false, keepNext = false) =>
    new TableCell({
      width: { size: widths[i], type: WidthType.DXA },
      borders,
      margins: { top: 60, bottom: 60, left: 100, right: 100 },
      children: [new Paragraph({ keepNext, keepLines: true, children: [new TextRun({ text, bold, font: FONT, size: 18 })] })],
    });
  return new Table({
    width: { size: CONTENT, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    rows: [
      new TableRow({ tableHeader: true, children: t.columns.map((c, i) => cell(c, i, true, true)) }),
      ...rows.map((r, k) => new TableRow({ cantSplit: true, children: r.map((c, i) => cell(c, i, false, keepsWithNext(k) && k < rows.length - 1)) })),
    ],
  });
}

export async function renderLetterDocx(letter: PrintableLetter): Promise<Buffer> {
  const body: Array<Paragraph | Table> = [
    para(letter.firmName, { bold: true, size: 28, after: 40 }),
    ...letter.letterhead.map((line, i) => para(line, { size: 18, after: i === letter.letterhead.length - 1 ? 240 : 0 })),
    para(letter.date, { after: 240 }),
    ...letter.addressee.map((line, i) => para(line, { after: i === letter.addressee.length - 1 ? 240 : 0 })),
    ...letter.subject.split('\n').map((line, i, all) => para(`${i === 0 ? 'Re: ' : '      '}${line}`, { bold: true, after: i === all.length - 1 ? 240 : 0 })),
    // The closing line ("Sincerely,") and the signature block stay together on one page.
    ...letter.paragraphs.map((p, i) => para(p, { keepNext: i === letter.paragraphs.length - 1 })),
    ...letter.signature.map((line, i) => para(line, { after: i === 0 ? 0 : 80, keepNext: i < letter.signature.length - 1 })),
  ];
  for (const t of letter.tables) {
    body.push(para(t.title, { bold: true, after: 80, keepNext: true }), table(t), para('', { after: 120 }));
  }
  const doc = new Document({
    creator: letter.firmName,
    title: letter.title,
    styles: { default: { document: { run: { font: FONT, size: 21 } } } },
    sections: [
      {
        properties: { page: { size: { width: 12240, height: 15840 }, margin: { top: 1080, bottom: 1080, left: 1080, right: 1080 } } },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  new TextRun({
                    children: [`${letter.title} · Page `, PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES],
                    size: 16,
                    font: FONT,
                    color: '475569',
                  }),
                ],
              }),
            ],
          }),
        },
        children: body,
      },
    ],
  });
  return Packer.toBuffer(doc);
}
