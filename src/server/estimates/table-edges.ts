/**
 * Where the line table is not: running page headers and footers (furniture), the totals block that
 * ends it (a marked block, a totals row, a category row indented under the lines), and rows above a
 * repeated header.
 */
import { slotOf } from './parse-totals.js';
import { readTableHeader, type TableHeader } from './table-columns.js';
import type { DocumentPage, TextLine } from '../documents/text/types.js';

export const furnitureKey = (text: string, y: number) => `${Math.round(y / 6)}|${text.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim().toLowerCase()}`;

/** Texts printed at the same height on several pages (running headers and footers). */
export function findFurniture(pages: DocumentPage[]): Set<string> {
  const count = new Map<string, Set<number>>();
  for (const p of pages)
    for (const l of p.lines) {
      if (!l.text.trim()) continue;
      const k = furnitureKey(l.text, l.y);
      if (!count.has(k)) count.set(k, new Set());
      count.get(k)!.add(p.pageNumber);
    }
  const out = new Set<string>();
  for (const [k, set] of count) if (set.size >= 2) out.add(k);
  return out;
}

export const END_OF_TABLE = /^(sub ?totals?|estimate totals|totals summary|totals|summary of charges|estimate summary|total summary|parts supplier list)\b/i;
export const NOTE = /^(note|notes)\s*:/i;

/**
 * A category row of a totals block printed indented under the table ("Installation Labor (2.2 @ 55.00)",
 * "Parts/Materials"): it starts well right of the description column, where no line item starts. A
 * labor row printed at the description column is a line of the estimate (shop estimates list them).
 */
export function isIndentedCategoryRow(line: TextLine, header: TableHeader): boolean {
  const desc = header.columns.find((c) => c.key === 'desc');
  const first = line.items[0];
  if (!desc || !first || first.x <= desc.x0 + 60) return false;
  const slot = slotOf(line.text.trim().match(/^[A-Za-z][A-Za-z &/.:'-]*/)?.[0] ?? '');
  return (
    slot === 'body' ||
    slot === 'paint' ||
    slot === 'mechanical' ||
    slot === 'frame' ||
    slot === 'parts' ||
    slot === 'paintSupplies' ||
    slot === 'otherCharge' ||
    slot === 'sublet'
  );
}

/** A totals-block row ("Subtotal 1,234.00", "Tax 50.00", "Parts Total …"): the end of a header-less table. */
export function isTotalsRow(text: string): boolean {
  // Dot leaders after the label ("Parts ........ 568.50") are no part of it.
  const label = text.replace(/\.{3,}/g, ' ').match(/^[A-Za-z][A-Za-z &/.:'-]*/)?.[0] ?? '';
  const slot = slotOf(label);
  return (
    slot === 'subtotal' ||
    slot === 'gross' ||
    slot === 'net' ||
    slot === 'tax' ||
    slot === 'deductible' ||
    slot === 'skip' ||
    (slot === 'parts' && /total|^parts\s*:?\s*$/i.test(label.trim()))
  );
}

/** A row saying the table goes on over the page ("Continued on next page", "Page 1 of 2"), printed once: no wrap of the line above. */
export const PAGE_TURN = /\bcontinued\b|\bcont'd\b|^page\s+\d+(\s+of\s+\d+)?$/i;

/**
 * A group's subtotal inside the table ("Front Bumper Subtotal  500.60", "Section Total"), not a category of
 * the totals block: neither a line nor a wrap of the line above, and the table goes on under it.
 */
export function isGroupSubtotal(text: string): boolean {
  const label = text.replace(/\s+\$?[\d,]+\.\d{2}\s*$/, '').trim();
  return /^[A-Za-z]/.test(label) && /\b(sub[\s-]?total|total)s?\s*:?$/i.test(label) && !slotOf(label);
}

export function pageHasHeaderBelow(page: DocumentPage, index: number): boolean {
  for (let i = index + 1; i < page.lines.length; i++) if (readTableHeader(page.lines[i])) return true;
  return false;
}
