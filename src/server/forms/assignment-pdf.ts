import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import type { AssignmentLayout, LayoutRow } from './assignment-layout.js';

/*
 * The PDF assignment form (pdfkit). Text is wrapped by our own line breaker so that a row that is
 * taller than the space left is split across pages line by line: nothing is ever clipped. The
 * fonts are Liberation Sans, files of this repository (assets/fonts, SIL OFL, licence beside
 * them), because pdfkit's built-in Helvetica cannot encode names such as "Łukasz Żółć".
 */

const FONT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets/fonts');
// pdfkit re-parses a font handed over as bytes for every document; parsed once with fontkit (the
// parser pdfkit itself uses, declared as our dependency at pdfkit's version; pdfkit accepts its
// font objects) generation is about twice as fast.
type ParsedFont = Parameters<PDFKit.PDFDocument['registerFont']>[1];
let fonts: { regular: ParsedFont; bold: ParsedFont } | null = null;
/** The parsed fonts, shared with the other documents the server prints (the dispute letter). */
export function loadFormFonts() {
  fonts ??= {
    regular: fontkit.create(fs.readFileSync(path.join(FONT_DIR, 'LiberationSans-Regular.ttf'))) as ParsedFont,
    bold: fontkit.create(fs.readFileSync(path.join(FONT_DIR, 'LiberationSans-Bold.ttf'))) as ParsedFont,
  };
  return fonts;
}

const PAGE = { width: 612, height: 792 };
const MARGIN = { left: 54, right: 54, top: 98, bottom: 58 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const LABEL_WIDTH = 168;
const PAD = 4.5;
const FONT_SIZE = 10;
const LINE_HEIGHT = 12.5;
const COLORS = { brand: '#1e3a5f', accent: '#2563eb', text: '#0f172a', muted: '#475569', rule: '#cbd5e1', labelFill: '#f1f5f9' };

type Doc = PDFKit.PDFDocument;

/** Breaks text into lines that fit `width`; words longer than a line are cut by character. */
export function wrapText(doc: Doc, text: string, width: number): string[] {
  // Measure each word once (fontkit layout is the expensive part) and add widths up; a word or
  // character met again in this text is not laid out again.
  const widths = new Map<string, number>();
  const measure = (s: string) => {
    let w = widths.get(s);
    if (w === undefined) {
      w = doc.widthOfString(s);
      if (s.length <= 64) widths.set(s, w);
    }
    return w;
  };
  const space = measure(' ');
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(/[ \t]+/).filter(Boolean)) {
      const w = measure(word);
      if (line && lineWidth + space + w <= width) {
        line += ` ${word}`;
        lineWidth += space + w;
        continue;
      }
      if (!line && w <= width) {
        line = word;
        lineWidth = w;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      lineWidth = 0;
      let rest = word;
      let restWidth = w;
      while (restWidth > width) {
        let cut = 0;
        let cutWidth = 0;
        for (const ch of rest) {
          const cw = measure(ch);
          if (cutWidth + cw > width && cut > 0) break;
          cut += ch.length;
          cutWidth += cw;
        }
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
        // A long unbroken word is not measured again after each cut (quadratic in its length): only once it is short.
        restWidth = restWidth - cutWidth > 2 * width ? restWidth - cutWidth : measure(rest);
      }
      line = rest;
      lineWidth = restWidth;
    }
    lines.push(line);
  }
  return lines;
}

function drawPageHeader(doc: Doc, layout: AssignmentLayout): void {
  const x = MARGIN.left;
  doc.save();
  doc.roundedRect(x, 34, 40, 40, 6).fill(COLORS.brand);
  doc.rect(x, 66, 40, 8).fill(COLORS.accent);
  doc.font('bold').fontSize(22).fillColor('#ffffff').text(layout.initial, x, 42, { width: 40, align: 'center', lineBreak: false });
  doc
    .font('bold')
    .fontSize(17)
    .fillColor(COLORS.brand)
    .text(layout.firmName, x + 52, 36, { width: 250, lineBreak: false, ellipsis: true });
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(COLORS.muted)
    .text(layout.title, x + 52, 58, { width: 250, lineBreak: false });
  const right = x + CONTENT_WIDTH - 240;
  doc.font('bold').fontSize(9).fillColor(COLORS.text).text(layout.claimLine, right, 40, { width: 240, align: 'right', lineBreak: false, ellipsis: true });
  doc.font('regular').fontSize(8).fillColor(COLORS.muted).text(layout.generatedLine, right, 54, { width: 240, align: 'right', lineBreak: false });
  doc
    .moveTo(x, 84)
    .lineTo(x + CONTENT_WIDTH, 84)
    .lineWidth(1.5)
    .strokeColor(COLORS.brand)
    .stroke();
  doc.restore();
}

function drawPageFooters(doc: Doc, layout: AssignmentLayout): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Writing below the bottom margin would make pdfkit add a page; lift the margin meanwhile.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE.height - 42;
    doc
      .moveTo(MARGIN.left, y - 8)
      .lineTo(PAGE.width - MARGIN.right, y - 8)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    doc.font('regular').fontSize(8).fillColor(COLORS.muted);
    doc.text(`${layout.firmName} · ${layout.title}`, MARGIN.left, y, { width: 300, lineBreak: false });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, PAGE.width - MARGIN.right - 150, y, { width: 150, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

interface Cursor {
  y: number;
}
const bottomLimit = () => PAGE.height - MARGIN.bottom;

function newPage(doc: Doc, cursor: Cursor): void {
  doc.addPage();
  cursor.y = MARGIN.top;
}

function drawSectionTitle(doc: Doc, cursor: Cursor, title: string): void {
  doc.rect(MARGIN.left, cursor.y, CONTENT_WIDTH, 20).fill(COLORS.brand);
  doc
    .font('bold')
    .fontSize(11)
    .fillColor('#ffffff')
    .text(title, MARGIN.left + PAD, cursor.y + 5, { width: CONTENT_WIDTH - 2 * PAD, lineBreak: false });
  cursor.y += 20;
}

function drawCell(doc: Doc, lines: string[], x: number, y: number, width: number, height: number, fill: string | null, bold: boolean): void {
  if (fill) doc.rect(x, y, width, height).fill(fill);
  doc.rect(x, y, width, height).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
  doc
    .font(bold ? 'bold' : 'regular')
    .fontSize(bold ? 9.5 : FONT_SIZE)
    .fillColor(bold ? COLORS.brand : COLORS.text);
  lines.forEach((line, i) => {
    if (line) doc.text(line, x + PAD, y + PAD + 1.5 + i * LINE_HEIGHT, { lineBreak: false });
  });
}

/** One label/value row; split over pages when it does not fit, the label repeated as "(cont.)". */
function drawRow(doc: Doc, cursor: Cursor, sectionTitle: string, row: LayoutRow): void {
  const valueWidth = CONTENT_WIDTH - LABEL_WIDTH;
  doc.font('bold').fontSize(9.5);
  const labelLines = wrapText(doc, row.label, LABEL_WIDTH - 2 * PAD);
  doc.font('regular').fontSize(FONT_SIZE);
  let valueLines = wrapText(doc, row.value, valueWidth - 2 * PAD);
  let label = labelLines;
  const maxLinesPerPage = Math.floor((bottomLimit() - MARGIN.top - 20 - 2 * PAD) / LINE_HEIGHT);
  for (;;) {
    const linesHere = Math.max(label.length, valueLines.length);
    const needed = linesHere * LINE_HEIGHT + 2 * PAD;
    const room = bottomLimit() - cursor.y;
    if (needed > room) {
      const fitting = Math.floor((room - 2 * PAD) / LINE_HEIGHT);
      // Split only tall rows (and only when a useful part fits); move short ones whole.
      if (linesHere <= maxLinesPerPage || fitting < 3) {
        newPage(doc, cursor);
        drawSectionTitle(doc, cursor, `${sectionTitle} (continued)`);
        continue;
      }
      const part = valueLines.slice(0, fitting);
      const h = fitting * LINE_HEIGHT + 2 * PAD;
      drawCell(doc, label.slice(0, fitting), MARGIN.left, cursor.y, LABEL_WIDTH, h, COLORS.labelFill, true);
      drawCell(doc, part, MARGIN.left + LABEL_WIDTH, cursor.y, valueWidth, h, null, false);
      valueLines = valueLines.slice(fitting);
      label = [`${row.label} (cont.)`];
      doc.font('bold').fontSize(9.5);
      label = wrapText(doc, label[0], LABEL_WIDTH - 2 * PAD);
      newPage(doc, cursor);
      drawSectionTitle(doc, cursor, `${sectionTitle} (continued)`);
      continue;
    }
    drawCell(doc, label, MARGIN.left, cursor.y, LABEL_WIDTH, needed, COLORS.labelFill, true);
    drawCell(doc, valueLines, MARGIN.left + LABEL_WIDTH, cursor.y, valueWidth, needed, null, false);
    cursor.y += needed;
    return;
  }
}

/** Renders the layout to a PDF buffer. */
export function renderAssignmentPdf(layout: AssignmentLayout): Promise<Buffer> {
  const { regular, bold } = loadFormFonts();
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: MARGIN,
    bufferPages: true,
    autoFirstPage: false,
    info: { Title: `${layout.title} – ${layout.claimLine}`, Author: layout.firmName, Subject: layout.title },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  doc.on('pageAdded', () => drawPageHeader(doc, layout));
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const cursor: Cursor = { y: MARGIN.top };
  newPage(doc, cursor);
  for (const section of layout.sections) {
    // Keep a section title with at least its first row.
    if (cursor.y + 20 + 2 * LINE_HEIGHT + 2 * PAD > bottomLimit()) newPage(doc, cursor);
    else if (cursor.y > MARGIN.top) cursor.y += 10;
    drawSectionTitle(doc, cursor, section.title);
    for (const row of section.rows) drawRow(doc, cursor, section.title, row);
  }
  drawPageFooters(doc, layout);
  doc.end();
  return done;
}
