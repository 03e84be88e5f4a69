import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TabStopType,
  TextRun,
  VerticalAlign,
  WidthType,
} from 'docx';
import type { AssignmentLayout, LayoutRow, LayoutSection } from './assignment-layout.js';

/*
 * The Word assignment form (docx). The firm header and the page-numbered footer sit in the page
 * header/footer so they repeat on every page; each section is one fixed-width table whose title
 * row repeats when Word carries the table onto the next page.
 */

const FONT = 'Arial';
const COLORS = { brand: '1E3A5F', accent: '2563EB', text: '0F172A', muted: '475569', rule: 'CBD5E1', labelFill: 'F1F5F9' };
const PAGE_WIDTH = 12240; // Letter, twentieths of a point
const MARGIN = 1080; // 0.75 in
const CONTENT = PAGE_WIDTH - 2 * MARGIN;
const LABEL = 3100;
const VALUE = CONTENT - LABEL;

const thin = { style: BorderStyle.SINGLE, size: 4, color: COLORS.rule };
const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const cellBorders = { top: thin, bottom: thin, left: thin, right: thin };
const noBorders = { top: none, bottom: none, left: none, right: none };
const cellMargins = { top: 80, bottom: 80, left: 120, right: 120 };

/** Runs for a value, one line break per newline so multi-line fields keep their shape. */
function valueRuns(text: string, options: { bold?: boolean; size?: number; color?: string } = {}): TextRun[] {
  return text
    .split('\n')
    .map(
      (line, i) =>
        new TextRun({ text: line, break: i > 0 ? 1 : 0, font: FONT, size: options.size ?? 20, bold: options.bold, color: options.color ?? COLORS.text }),
    );
}

function headerTable(layout: AssignmentLayout): Table {
  return new Table({
    width: { size: CONTENT, type: WidthType.DXA },
    columnWidths: [800, 5200, CONTENT - 6000],
    layout: TableLayoutType.FIXED,
    borders: { ...noBorders, insideHorizontal: none, insideVertical: none },
    rows: [
      new TableRow({
        children: [
          new TableCell({
            width: { size: 800, type: WidthType.DXA },
            shading: { type: ShadingType.CLEAR, fill: COLORS.brand, color: 'auto' },
            verticalAlign: VerticalAlign.CENTER,
            borders: { ...noBorders, bottom: { style: BorderStyle.SINGLE, size: 24, color: COLORS.accent } },
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [new TextRun({ text: layout.initial, bold: true, size: 40, color: 'FFFFFF', font: FONT })],
              }),
            ],
          }),
          new TableCell({
            width: { size: 5200, type: WidthType.DXA },
            borders: noBorders,
            verticalAlign: VerticalAlign.CENTER,
            margins: { left: 200 },
            children: [
              new Paragraph({ children: [new TextRun({ text: layout.firmName, bold: true, size: 34, color: COLORS.brand, font: FONT })] }),
              new Paragraph({ children: [new TextRun({ text: layout.title, size: 20, color: COLORS.muted, font: FONT })] }),
            ],
          }),
          new TableCell({
            width: { size: CONTENT - 6000, type: WidthType.DXA },
            borders: noBorders,
            verticalAlign: VerticalAlign.CENTER,
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [new TextRun({ text: layout.claimLine, bold: true, size: 18, color: COLORS.text, font: FONT })],
              }),
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [new TextRun({ text: layout.generatedLine, size: 16, color: COLORS.muted, font: FONT })],
              }),
            ],
          }),
        ],
      }),
    ],
  });
}

function titleRow(title: string): TableRow {
  return new TableRow({
    tableHeader: true,
    cantSplit: true,
    children: [
      new TableCell({
        columnSpan: 2,
        shading: { type: ShadingType.CLEAR, fill: COLORS.brand, color: 'auto' },
        borders: {
          top: { ...thin, color: COLORS.brand },
          bottom: { ...thin, color: COLORS.brand },
          left: { ...thin, color: COLORS.brand },
          right: { ...thin, color: COLORS.brand },
        },
        margins: cellMargins,
        children: [new Paragraph({ children: [new TextRun({ text: title, bold: true, size: 22, color: 'FFFFFF', font: FONT })] })],
      }),
    ],
  });
}

function fieldRow(row: LayoutRow): TableRow {
  return new TableRow({
    children: [
      new TableCell({
        width: { size: LABEL, type: WidthType.DXA },
        shading: { type: ShadingType.CLEAR, fill: COLORS.labelFill, color: 'auto' },
        borders: cellBorders,
        margins: cellMargins,
        children: [new Paragraph({ children: valueRuns(row.label, { bold: true, size: 19, color: COLORS.brand }) })],
      }),
      new TableCell({
        width: { size: VALUE, type: WidthType.DXA },
        borders: cellBorders,
        margins: cellMargins,
        children: [new Paragraph({ children: valueRuns(row.value) })],
      }),
    ],
  });
}

function sectionTable(section: LayoutSection): Table {
  return new Table({
    width: { size: CONTENT, type: WidthType.DXA },
    columnWidths: [LABEL, VALUE],
    layout: TableLayoutType.FIXED,
    rows: [titleRow(section.title), ...section.rows.map(fieldRow)],
  });
}

/** Renders the layout to a .docx buffer. */
export async function renderAssignmentDocx(layout: AssignmentLayout): Promise<Buffer> {
  const body: Array<Paragraph | Table> = [];
  layout.sections.forEach((section, i) => {
    if (i > 0) body.push(new Paragraph({ spacing: { before: 0, after: 0 }, children: [] }));
    body.push(sectionTable(section));
  });
  const doc = new Document({
    creator: layout.firmName,
    title: `${layout.title} – ${layout.claimLine}`,
    description: layout.title,
    styles: { default: { document: { run: { font: FONT, size: 20 }, paragraph: { spacing: { after: 0 } } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE_WIDTH, height: 15840 },
            margin: { top: 1900, bottom: 1200, left: MARGIN, right: MARGIN, header: 600, footer: 600 },
          },
        },
        headers: {
          default: new Header({
            children: [
              headerTable(layout),
              new Paragraph({ border: { bottom: { style: BorderStyle.SINGLE, size: 12, color: COLORS.brand, space: 1 } }, children: [] }),
            ],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                border: { top: { style: BorderStyle.SINGLE, size: 4, color: COLORS.rule, space: 4 } },
                tabStops: [{ type: TabStopType.RIGHT, position: CONTENT }],
                children: [
                  new TextRun({ text: `${layout.firmName} · ${layout.title}`, size: 16, color: COLORS.muted, font: FONT }),
                  new TextRun({ children: ['\tPage ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], size: 16, color: COLORS.muted, font: FONT }),
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
