/**
 * Label/value reading on positioned lines: a line is split into cells at column gaps; a cell is
 * "Label: value", a "Label:" whose value is the next cell, or a form label whose value sits on the
 * line below at about the same x.
 */
import { labelGridHits } from '../layout/label-grid';
import { pageLayout } from '../layout/layout-of';
import type { DocumentPage } from '../text/types';
import { printedOnForm } from './filled-form';
import { SUBJECT_LINE, splitEmbeddedLabels, subjectParts } from './line-labels';

export type Cell = { text: string; x: number; page: number; line: number };
/** `rest`: the value and every later cell of its line (check boxes print "Yes  X  No" as cells). */
export type LabelHit = {
  label: string;
  value: string;
  page: number;
  line: number;
  x: number;
  layout: 'inline' | 'next-cell' | 'below' | 'wrap' | 'column';
  rest?: string;
};

/**
 * Cells of every line of a page, in reading order: the layout stage's form cells (layout/split.ts),
 * in the shape the form readers use. Kept per page: labels, blocks and letterhead all read them.
 */
const CELLS = new WeakMap<DocumentPage, Cell[][]>();
export function pageCells(page: DocumentPage): Cell[][] {
  let cells = CELLS.get(page);
  if (!cells) {
    cells = pageLayout(page).rows.map((row) => row.cells.map((c) => ({ text: c.text, x: c.x, page: page.pageNumber, line: row.line })));
    CELLS.set(page, cells);
  }
  return cells;
}

/** "Clm # 741A93981", "Policy No. PA-77": a numbered label and its value in one cell, no colon. */
const NUMBERED_LABEL = /^([A-Za-z][A-Za-z .]{0,30}?(?:#|\bNo\.?))\s+([A-Z0-9][A-Z0-9-]{3,30})$/i;

/**
 * A label and its colon; a colon between two digits is a time's ("Feb 14 2026 16:35"), no label's. A form's
 * hint in brackets is part of the label, commas and all ("Insured Name (Last, First):").
 */
const LABEL_SHAPE = /^([A-Za-z](?:[A-Za-z0-9 '’#./()&-]|\([^():]{0,30}\)){0,45}?)\s*(?::(?!\d)|(?<!\d):)\s*(.*)$/;

/**
 * Every label with its value on a page. `isLabel` says whether a text is a known label (so a value
 * cell is not mistaken for one, and colon-less form labels are found).
 */
export function findLabels(page: DocumentPage, isLabel: (s: string) => boolean): LabelHit[] {
  const rows = pageCells(page);
  const hits: LabelHit[] = [];
  rows.forEach((cells, li) => {
    cells.forEach((cell, ci) => {
      const subject = cell.text.match(SUBJECT_LINE);
      if (subject) {
        // "Re: Claim #24-77; Insured: Marisol Vega; DOL: 04/12/2024": each part between separators is a label and its value.
        for (const hit of subjectParts(subject[1]!, isLabel)) hits.push({ ...hit, page: page.pageNumber, line: li, x: cell.x, layout: 'inline' });
        return;
      }
      const m = cell.text.match(LABEL_SHAPE);
      const next = cells[ci + 1];
      const restFrom = (i: number) =>
        cells
          .slice(i)
          .map((c) => c.text)
          .join('  ');
      // Every place a value may sit is a candidate; the extractor's validators choose among them.
      const around = (label: string) => {
        const below = cellBelow(rows, li, cell.x, isLabel, page);
        if (below) hits.push({ label, value: below.text, page: page.pageNumber, line: below.line, x: cell.x, layout: 'below' });
        // A label ending its line whose value wrapped to the start of the next line. A cell standing
        // under an empty label of this line ("Claim Number" over "24-77…" in a label row) is that label's value.
        const wrapped = rows[li + 1]?.[0];
        const ownedAbove = (w: Cell) => cells.some((c) => c !== cell && Math.abs(c.x - w.x) <= 12 && (isLabel(c.text) || /^[^:]+:$/.test(c.text.trim())));
        if (
          !next &&
          wrapped &&
          wrapped !== below &&
          !LABEL_SHAPE.test(wrapped.text) &&
          !isLabel(wrapped.text) &&
          !ownedAbove(wrapped) &&
          !printedOnForm(page, li + 1, wrapped.x)
        ) {
          hits.push({ label, value: wrapped.text, page: page.pageNumber, line: li + 1, x: cell.x, layout: 'wrap' });
        }
      };
      if (m) {
        const label = m[1]!.trim();
        const value = (m[2] ?? '').trim();
        if (value) {
          for (const part of splitEmbeddedLabels(label, value, isLabel))
            hits.push({ ...part, page: page.pageNumber, line: li, x: cell.x, layout: 'inline', rest: [part.value, restFrom(ci + 1)].join('  ').trim() });
          return;
        }
        if (next && !LABEL_SHAPE.test(next.text) && !isLabel(next.text)) {
          hits.push({ label, value: next.text, page: page.pageNumber, line: li, x: cell.x, layout: 'next-cell', rest: restFrom(ci + 1) });
        }
        around(label);
        return;
      }
      const numbered = cell.text.match(NUMBERED_LABEL);
      if (numbered && isLabel(numbered[1]!)) {
        hits.push({
          label: numbered[1]!,
          value: numbered[2]!,
          page: page.pageNumber,
          line: li,
          x: cell.x,
          layout: 'inline',
          rest: [numbered[2], restFrom(ci + 1)].join('  ').trim(),
        });
        return;
      }
      const spaced = labelBeforeGap(page, li, ci, isLabel);
      if (spaced) {
        hits.push({ ...spaced, page: page.pageNumber, line: li, x: cell.x, layout: 'inline', rest: [spaced.value, restFrom(ci + 1)].join('  ').trim() });
        return;
      }
      if (isLabel(cell.text)) {
        // Totals and table forms print "Gross Total    8,658.13" without a colon: a value with digits beside the label.
        // A grid of colon-less labels ("Make  Dodge  Odometer  48,402"; "Year / Make / Model / Trim" stacked) takes a word value too.
        const gridded = inLabelGrid(rows, li, ci, isLabel);
        if (next && (gridded || /\d|^(yes|no)\b|[[(☐☒☑]/i.test(next.text)) && !LABEL_SHAPE.test(next.text) && !isLabel(next.text)) {
          hits.push({ label: cell.text, value: next.text, page: page.pageNumber, line: li, x: cell.x, layout: 'next-cell', rest: restFrom(ci + 1) });
        }
        // A row label with values beside it ("TRIM  3 Good  $0.00") is a table's row: under it is the next row's label.
        if (next && /\d/.test(next.text) && !isLabel(next.text) && !LABEL_SHAPE.test(next.text) && !gridded) return;
        around(cell.text);
      }
    });
  });
  hits.push(...stackedLabelHits(rows, page, isLabel));
  // Label rows over value rows, found by geometry in the layout (a value may run on over its column's next lines).
  for (const g of labelGridHits(pageLayout(page), isLabel))
    hits.push({
      label: g.label,
      value: g.value,
      page: page.pageNumber,
      line: g.line,
      x: g.x,
      layout: 'column',
      ...(g.lines.length > 1 ? { rest: g.lines.join('  ') } : {}),
    });
  return hits;
}

/**
 * Whether a colon-less label cell sits in a grid of label/value pairs: the cell two to its right or
 * left on its line is a label too, or the cell at about its x on the line above or below is one.
 * A table's heading row (labels side by side, no values between) is not such a grid.
 */
function inLabelGrid(rows: Cell[][], li: number, ci: number, isLabel: (s: string) => boolean): boolean {
  const cells = rows[li] ?? [];
  const cell = cells[ci];
  if (!cell) return false;
  const label = (c: Cell | undefined) => !!c && !LABEL_SHAPE.test(c.text) && isLabel(c.text);
  if (label(cells[ci + 1])) return false;
  if (label(cells[ci + 2]) || (ci >= 2 && label(cells[ci - 2]) && !label(cells[ci - 1]))) return true;
  // A key/value table: this line and the one above or below are each one key and one value, in the same two columns.
  const pair = (row: Cell[] | undefined) =>
    row?.length === 2 && Math.abs((row[0]?.x ?? 0) - cells[0]!.x) <= 12 && Math.abs((row[1]?.x ?? 0) - cells[1]!.x) <= 12;
  if (cells.length === 2 && ci === 0 && (pair(rows[li - 1]) || pair(rows[li + 1]))) return true;
  return [rows[li - 1], rows[li + 1]].some((row) => {
    const at = row?.findIndex((c) => Math.abs(c.x - cell.x) <= 12) ?? -1;
    // The stacked label must itself be followed by a value, not by the next heading of a table header.
    return at >= 0 && label(row?.[at]) && !!row?.[at + 1] && !label(row?.[at + 1]);
  });
}

/**
 * A colon-less label set a little wider than a word space from its value, too close for a column gap
 * ("Date of Loss   04/12/2024" beside a right-aligned label column): the cell's first phrase is a
 * known label and the rest of the cell, past that gap, is its value.
 */
function labelBeforeGap(page: DocumentPage, li: number, ci: number, isLabel: (s: string) => boolean): { label: string; value: string } | null {
  const row = pageLayout(page).rows[li];
  const cell = row?.cells[ci];
  if (!row || !cell || isLabel(cell.text)) return null;
  const phrases = row.phrases.filter((p) => p.x >= cell.x - 0.5 && p.x < cell.right);
  const first = phrases[0];
  if (phrases.length < 2 || !first || !cell.text.startsWith(first.text) || !isLabel(first.text)) return null;
  const value = cell.text.slice(first.text.length).trim();
  return value && !isLabel(value) && !LABEL_SHAPE.test(value) ? { label: first.text, value } : null;
}

/**
 * A row of column headings (a table's header under an empty form field: "Line  Entry  Labor  Description …"):
 * many short cells, not one holding a digit. Its cells are headings, never a field's value.
 */
function isHeadingRow(row: Cell[]): boolean {
  return row.length >= 4 && row.every((c) => !/\d/.test(c.text) && c.text.split(/\s+/).length <= 3);
}

/**
 * A label printed over two lines of its cell ("CELL" over "PHONE", "CLAIM" over "NUMBER"), neither line
 * holding a colon: the two lines read as one label, and the value is the cell under both.
 */
function stackedLabelHits(rows: Cell[][], page: DocumentPage, isLabel: (s: string) => boolean): LabelHit[] {
  const hits: LabelHit[] = [];
  rows.forEach((cells, li) => {
    for (const cell of cells) {
      const second = rows[li + 1]?.find((c) => Math.abs(c.x - cell.x) <= 2);
      if (!second || /:/.test(cell.text) || /:./.test(second.text)) continue;
      const label = `${cell.text} ${second.text.replace(/:$/, '')}`;
      const value = isLabel(label) ? cellBelow(rows, li + 1, cell.x, isLabel, page) : null;
      if (value) hits.push({ label, value: value.text, page: page.pageNumber, line: value.line, x: cell.x, layout: 'below' });
    }
  });
  return hits;
}

/**
 * The value cell under a label: next one or two lines, starting within ~30 pt of the label's x. On a
 * filled form the values are its fields': printed text under an empty field's label is the form's next
 * label or heading ("MODEL:" left blank over "OWNER'S NAME AND ADDRESS"), not its value.
 */
function cellBelow(rows: Cell[][], li: number, x: number, isLabel: (s: string) => boolean, page: DocumentPage): Cell | null {
  for (let d = 1; d <= 2; d++) {
    const row = rows[li + d];
    if (!row) return null;
    const cand = row.find((c) => Math.abs(c.x - x) <= 30);
    if (cand && !isLabel(cand.text) && !LABEL_SHAPE.test(cand.text) && !isHeadingRow(row) && !printedOnForm(page, li + d, cand.x)) return cand;
    if (cand) return null;
  }
  return null;
}

/**
 * The letterhead: the first lines of page 1, minus "Label: value" cells (CCC prints the workfile id
 * beside the shop name), up to the first line that is only labels, a date or a "RE:" line.
 */
export function letterhead(page: DocumentPage | undefined): string[] {
  if (!page) return [];
  const out: string[] = [];
  for (const cells of pageCells(page).slice(0, 8)) {
    const free = cells.filter((c) => !LABEL_SHAPE.test(c.text) || /^(tel|phone|fax|ph|e-?mail)\b/i.test(c.text)).map((c) => c.text);
    if (free.length === 0) break;
    const t = free.join('  ');
    if (/^(re|date)\b/i.test(t) || /^[A-Z][a-z]+ \d{1,2}, \d{4}$/.test(t)) break;
    out.push(t);
    if (out.length >= 5) break;
  }
  return out;
}
