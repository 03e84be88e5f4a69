/**
 * Labels over their values, beside the layout stage's label grid (which takes only rows it proves are label rows): a row of column headings over a one-row table (a crash report's
 * "INSURANCE COMPANY  INSURANCE POLICY #  VEHICLE MODEL", a valuation's grey labels with the values
 * underneath). A label's value is the phrase on one of the next lines whose horizontal extent
 * overlaps the label's most, read from the words' boxes rather than from where a cell starts (a
 * check box "X VERIFIED" printed before the insurer's name does not move the column).
 */
import type { DocumentPage, TextItem } from '../text/types';
import type { LabelHit } from './cells';

/** `field`: a filled form field's value is in it (text/pdf.ts), not printed text alone. */
type Phrase = { text: string; x0: number; x1: number; field: boolean };

/** Words of a line joined into phrases where the gap between them is a word space, not a column gap. */
function phrases(items: TextItem[]): Phrase[] {
  const out: Phrase[] = [];
  for (const it of items) {
    const text = it.str.trim();
    if (!text) continue;
    const last = out[out.length - 1];
    const charW = it.str.length ? it.width / it.str.length : 5;
    // A word space is about a character wide (OCR words come one by one); a column gap is several.
    if (last && it.x - last.x1 < Math.max(4, charW * 1.6) && it.x >= last.x0) {
      last.text = `${last.text}${it.x - last.x1 > charW * 0.2 ? ' ' : ''}${text}`;
      last.x1 = Math.max(last.x1, it.x + it.width);
      last.field ||= it.source === 'form';
    } else out.push({ text, x0: it.x, x1: it.x + it.width, field: it.source === 'form' });
  }
  return out;
}

const overlap = (a: Phrase, b: Phrase) => Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) / Math.max(1, Math.min(a.x1 - a.x0, b.x1 - b.x0));

/** The label of a heading phrase: "OWNER NAME: LAST, FIRST, MIDDLE" is the label "OWNER NAME" with a form hint after it. */
const labelOf = (text: string) => text.split(/:\s*/)[0]?.trim() ?? '';

/**
 * Every heading of a label row (two labels or more on the line, no value after any colon) with the
 * phrase under it. `isLabel` tells a label from a value.
 */
export function columnHits(page: DocumentPage, isLabel: (s: string) => boolean): LabelHit[] {
  if (page.lines.every((l) => l.items.length <= 1)) return [];
  const rows = page.lines.map((l) => phrases(l.items));
  // On a filled form the values are its fields': printed text under a label left blank is the next label or heading.
  const filledForm = rows.some((row) => row.some((p) => p.field));
  const hits: LabelHit[] = [];
  rows.forEach((row, li) => {
    const heads = row.filter((p) => isLabel(labelOf(p.text)) && !/:\s*\S/.test(p.text.replace(/:\s*(LAST|FIRST)\b.*$/i, ':')));
    if (heads.length < 2) return;
    for (const head of heads) {
      for (let d = 1; d <= 3; d++) {
        const next = rows[li + d];
        if (!next) break;
        const under = next.filter((p) => overlap(p, head) >= 0.3).sort((a, b) => overlap(b, head) - overlap(a, b))[0];
        if (!under) continue;
        // Another heading under this one: the column has no value of its own.
        if (isLabel(labelOf(under.text)) || /:$/.test(under.text) || (filledForm && !under.field)) break;
        hits.push({ label: labelOf(head.text), value: under.text, page: page.pageNumber, line: li + d, x: head.x0, layout: 'column' });
        break;
      }
    }
  });
  return hits;
}
