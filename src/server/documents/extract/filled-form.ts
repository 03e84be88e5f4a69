/**
 * Filled forms (AcroForm fields, text/pdf.ts): their values are the fields', placed as items of source
 * `form`; the page's printed text is the form's labels and headings. A label's value read from
 * another line is a field's value, never a printed label or heading under a field left blank.
 */
import { pageLayout } from '../layout/layout-of';
import type { DocumentPage } from '../text/types';

/** A page holding filled form fields' values (text/pdf.ts places them as items of source `form`). */
const FORM_PAGES = new WeakMap<DocumentPage, boolean>();
const isFilledForm = (page: DocumentPage): boolean => {
  let filled = FORM_PAGES.get(page);
  if (filled === undefined) {
    filled = page.lines.some((l) => l.items.some((it) => it.source === 'form'));
    FORM_PAGES.set(page, filled);
  }
  return filled;
};

/** On a filled form, whether the cell starting at `x` on a line is printed text alone, no field's value in it. */
export function printedOnForm(page: DocumentPage, line: number, x: number): boolean {
  if (!isFilledForm(page)) return false;
  const row = pageLayout(page).rows[line];
  const cell = row?.cells.find((c) => Math.abs(c.x - x) < 0.5);
  const items = cell ? (row?.items ?? []).filter((it) => it.x >= cell.x - 0.5 && it.x < cell.right) : [];
  return items.length > 0 && items.every((it) => it.source !== 'form');
}
