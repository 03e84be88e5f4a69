/**
 * A scanned (or garbled) valuation report is OCR'd only on its first pages (text stage budget); its comparables sit
 * further on. When the pages read make a valuation without comparables, the report's own index
 * ("Comparable Vehicles ....... 9", the next section's page after it) says which pages hold them: the
 * pipeline hands this reader to the text stage (text/ocr-plan.ts, FurtherPages), which OCRs those still unread.
 */
import type { DocumentText } from '../../text/types';
import { type Row, rowsOf } from './layout';
import { readValuation } from './read-valuation';

/** A comparables section is taken to run this many pages at most (when the index names no next section nearer). */
const MAX_PAGES = 4;
const ENTRY = /^([A-Za-z][A-Za-z &/,-]*?)\s*(?:\.{2,}|…+)?\s*(\d{1,3})$/;

/** The pages the report's index gives to its comparables, or none when it prints no index. */
export function comparablePages(rows: Row[], pageCount: number): number[] {
  const entries: Array<{ label: string; page: number }> = [];
  for (const row of rows.filter((r) => r.page <= 2)) {
    row.cells.forEach((cell, i) => {
      const whole = cell.text.match(ENTRY);
      const next = row.cells[i + 1]?.text ?? '';
      const split = /^[A-Za-z][A-Za-z &/,-]*?\.*$/.test(cell.text) && /^\d{1,3}$/.test(next) ? [cell.text, cell.text.replace(/\.+$/, ''), next] : null;
      const m = whole && /\.{2,}|…/.test(cell.text) ? whole : split;
      if (!m) return;
      const page = Number(m[2]);
      if (page > 2 && page <= pageCount && (m[1] ?? '').split(' ').length <= 4) entries.push({ label: (m[1] ?? '').toLowerCase(), page });
    });
  }
  const comps = entries.find((e) => /\bcomparable/.test(e.label));
  if (!comps) return [];
  const after = entries.map((e) => e.page).filter((p) => p > comps.page);
  const end = Math.min(after.length ? Math.min(...after) - 1 : comps.page + 1, comps.page + MAX_PAGES - 1, pageCount);
  return Array.from({ length: end - comps.page + 1 }, (_, i) => comps.page + i);
}

/** The pages a valuation read without comparables gives to them by its index; none for any other document. */
export function scannedComparablePages(text: DocumentText): number[] {
  const found = readValuation(text);
  if (!found || found.comparables.length > 0) return [];
  return comparablePages(rowsOf(text), text.pages.length);
}
