/**
 * Labels over their values (class 7): a row of labels (a carrier's header grid "Claim Number | Policy
 * Number | Loss Type | Insured", a crash report's "LOCAL REPORT NUMBER  CRASH DATE / TIME") over a row
 * of values, each value the phrase under its label by horizontal overlap, read from the glyph boxes
 * rather than from where a cell starts. A value may run on over the next lines of its column (an
 * insured's address, a Model cell wrapping model, trim, body and engine). Coded option legends printed
 * beside a field ("1 - FATAL", "2 - INJURY") are never a value.
 */
import { rowGap } from './geometry';
import { nameInPrintedOrder } from './name-order';
import type { LayoutRow, PageLayout, Phrase } from './types';

export type GridHit = {
  /** The label as printed, without its form hint ("OWNER NAME" of "OWNER NAME: LAST, FIRST, MIDDLE"). */
  label: string;
  /** The value's first line (names put in reading order where the label's hint gives their order). */
  value: string;
  /** Every line of the value, the first included. */
  lines: string[];
  /** Row (line index) of the value's first line; x of the label. */
  line: number;
  x: number;
};

/** Rows under a label row searched for its values (a blank or check-box line may sit between). */
const VALUE_DEPTH = 3;
/** A value runs on over at most this many lines. */
const MAX_VALUE_LINES = 3;
/** A value's next line is set within this many glyph heights of the one before. */
const RUN_ON_PITCH = 1.7;
/** A phrase is under a label when they share this much of the narrower's width. */
const MIN_OVERLAP = 0.3;

/** "1 - FATAL", "2 = INJURY", "3. PROPERTY DAMAGE": one entry of a coded option list. */
const LEGEND = /^\d{1,2}\s*[-–=.):]\s*[A-Za-z]/;
/** The label of a heading phrase: "OWNER NAME: LAST, FIRST, MIDDLE" is "OWNER NAME" with a form hint. */
const labelOf = (text: string) => text.split(/:\s*/)[0]?.trim() ?? '';
const hintOf = (text: string) => text.split(/:\s*/).slice(1).join(': ').trim();
/** A heading carries no value after its colon, only a form hint naming a name's parts. */
const isHeading = (text: string, isLabel: (s: string) => boolean) => isLabel(labelOf(text)) && !/:\s*\S/.test(text.replace(/:\s*(LAST|FIRST)\b.*$/i, ':'));

const overlapShare = (a: Phrase, b: Phrase) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.x, b.x)) / Math.max(1, Math.min(a.right - a.x, b.right - b.x));

/**
 * A label's look: a few words, no digits, no sentence (a value row holds figures, names with commas, prose).
 * The box's number before it ("2. CRASH DATE / TIME") and a hint in brackets after it ("TIME (24 HR)",
 * "(LAST, FIRST, MIDDLE)") are the form's, not the label's.
 */
const labelShaped = (p: Phrase) => {
  const label = p.text.replace(/^\d{1,3}[A-Za-z]?[.)]?\s+(?=[A-Za-z])/, '').replace(/\s*\([^)]*\)/g, '');
  return !/\d/.test(label) && label.split(/\s+/).length <= 4 && !/[,.;]\s/.test(label);
};

/**
 * The headings of a label row: its known labels, and every other phrase of it too when the row is
 * all labels (a label never seen, "Loss Type", still owns its column so its value is nobody else's).
 * A row of two to six label-shaped phrases is a label row with one known label among them (a crash
 * report's "LOCAL REPORT NUMBER  CRASH SEVERITY  CRASH DATE / TIME").
 */
function headingsOf(row: LayoutRow, isLabel: (s: string) => boolean): Array<Phrase & { known: boolean }> {
  const known = row.phrases.filter((p) => isHeading(p.text, isLabel));
  const others = row.phrases.filter((p) => !known.includes(p));
  const allLabels =
    others.every(labelShaped) && (known.length >= 2 ? known.length >= others.length : known.length === 1 && row.phrases.length <= 6 && others.length >= 1);
  if (known.length < 2 && !allLabels) return [];
  return row.phrases.filter((p) => known.includes(p) || allLabels).map((p) => ({ ...p, known: known.includes(p) }));
}

export function labelGridHits(layout: PageLayout, isLabel: (s: string) => boolean): GridHit[] {
  if (!layout.positioned || layout.rows.every((r) => r.items.length <= 1)) return [];
  const rows = layout.rows;
  // On a filled form the values are its fields' (text/pdf.ts): printed text under a label is the next label or heading.
  const printed = rows.some((r) => r.items.some((it) => it.source === 'form')) ? printedAlone : () => false;
  const heads = rows.map((r) => headingsOf(r, isLabel));
  const hits: GridHit[] = [];
  heads.forEach((rowHeads, li) => {
    for (const head of rowHeads) {
      const value = valueUnder(rows, heads, li, head, rowHeads, isLabel, printed);
      if (!value) continue;
      const label = labelOf(head.text);
      const lines = value.lines.map((l, i) => (i === 0 ? nameInPrintedOrder(l, hintOf(head.text)) : l));
      hits.push({ label, value: lines[0] as string, lines, line: value.line, x: head.x });
    }
  });
  return hits;
}

/** The phrase of `row` under `head`: overlapping it most, and not lying more under another heading of its row. */
function phraseUnder(row: LayoutRow, head: Phrase, rowHeads: Phrase[]): Phrase | undefined {
  return row.phrases
    .filter((p) => !LEGEND.test(p.text) && overlapShare(p, head) >= MIN_OVERLAP)
    .filter((p) => rowHeads.every((h) => h === head || overlapShare(p, h) <= overlapShare(p, head)))
    .sort((a, b) => overlapShare(b, head) - overlapShare(a, head))[0];
}

function valueUnder(
  rows: LayoutRow[],
  heads: Phrase[][],
  li: number,
  head: Phrase,
  rowHeads: Phrase[],
  isLabel: (s: string) => boolean,
  printed: (row: LayoutRow, p: Phrase) => boolean,
): { line: number; lines: string[] } | null {
  for (let d = 1; d <= VALUE_DEPTH; d++) {
    const row = rows[li + d];
    if (!row || (heads[li + d]?.length ?? 0) > 0) return null;
    // A row with phrases under none of the headings is another structure (a table's heading row under
    // an empty form field), not this grid's values.
    if (row.phrases.filter((p) => !LEGEND.test(p.text) && rowHeads.every((h) => overlapShare(p, h) < MIN_OVERLAP)).length >= 2) return null;
    const under = phraseUnder(row, head, rowHeads);
    if (!under) continue;
    // Another heading under this one: the column has no value of its own.
    if (isLabel(labelOf(under.text)) || /:$/.test(under.text) || printed(row, under)) return null;
    const lines = [under.text];
    let prev = row;
    for (let k = li + d + 1; k < rows.length && lines.length < MAX_VALUE_LINES; k++) {
      const next = rows[k] as LayoutRow;
      if ((heads[k]?.length ?? 0) > 0 || rowGap(prev, next) > RUN_ON_PITCH * Math.max(prev.height, next.height)) break;
      const more = phraseUnder(next, head, rowHeads);
      // The run-on starts where the value does: a phrase further right is another field's.
      if (!more || isLabel(labelOf(more.text)) || /:/.test(more.text) || Math.abs(more.x - under.x) > Math.max(4, next.height) || printed(next, more)) break;
      lines.push(more.text);
      prev = next;
    }
    return { line: row.line, lines };
  }
  return null;
}

/** A phrase of printed text alone: no filled form field's value among its words. */
function printedAlone(row: LayoutRow, p: Phrase): boolean {
  const items = row.items.filter((it) => it.x >= p.x - 0.5 && it.x < p.right);
  return items.length > 0 && items.every((it) => it.source !== 'form');
}
