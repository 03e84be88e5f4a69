import type { DisputeLetter, LetterTable } from '../../shared/contracts/reviews.js';

/** What both renderers print: the stored letter with the firm, the date and a title. */
export interface PrintableLetter extends Pick<DisputeLetter, 'addressee' | 'subject' | 'paragraphs' | 'tables' | 'signature' | 'letterhead'> {
  firmName: string;
  date: string;
  title: string;
}

export function printableLetter(letter: DisputeLetter, firmName: string): PrintableLetter {
  const at = letter.createdAt ? new Date(letter.createdAt) : new Date();
  return {
    addressee: letter.addressee,
    subject: letter.subject,
    paragraphs: letter.paragraphs,
    tables: letter.tables,
    signature: letter.signature,
    letterhead: letter.letterhead,
    firmName,
    date: at.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
    title: letter.kind === 'total-loss' ? 'Demand for appraisal: total-loss valuation' : 'Demand for appraisal: repair estimate',
  };
}

/** The download's name: Appraisal_Demand_{claim}_version_{n}.{ext}, n the version the page shows; safe characters only. */
export function letterFileName(claimNumber: string | null | undefined, version: number, ext: 'docx' | 'pdf'): string {
  const claim = (claimNumber ?? 'claim').replace(/[^A-Za-z0-9-]+/g, '_').slice(0, 60);
  return `Appraisal_Demand_${claim}_version_${version}.${ext}`;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * A table's column widths within `total`: every column at least as wide as its longest word (a long
 * link may still break), the room left shared by how much more text each column holds, so a "#"
 * column stays narrow and a sentence column gets the width. `measure` gives a string's width in the
 * renderer's unit; `pad` is a cell's left and right margin together.
 */
export function columnWidths(t: LetterTable, total: number, measure: (s: string, header: boolean) => number, pad: number): number[] {
  const rows = [t.columns, ...t.rows];
  const cells = t.columns.map((_, i) => rows.map((r, k) => ({ s: r[i] ?? '', header: k === 0 })));
  const widest = (xs: number[]) => Math.max(0, ...xs);
  const least = cells.map((col) => Math.min(total * 0.3, widest(col.flatMap(({ s, header }) => s.split(/\s+/).map((w) => measure(w, header))))) + pad);
  const want = cells.map((col, i) => Math.max(least[i], Math.min(total * 0.45, widest(col.map(({ s, header }) => measure(s, header)))) + pad));
  const leastSum = sum(least);
  if (leastSum >= total) return least.map((w) => (w / leastSum) * total);
  const wantSum = sum(want);
  if (wantSum <= total) return want.map((w) => (w / wantSum) * total);
  const slack = want.map((w, i) => w - least[i]);
  return least.map((w, i) => w + ((total - leastSum) * slack[i]) / sum(slack));
}
