/**
 * A totals block printed in two amount columns, one per party ("Insurance  Customer", "Insurance Pay
 * Customer Pay"): each figure belongs to the party whose heading it sits under. A row's figure is its
 * insurer's (the net, the gross as first read), the customer's (the deductible), or both added (a
 * category, the tax): never merely the last one printed. The gross may be either party's figure or both
 * added; each is offered to the chain, which keeps the one it reconciles to (gross-chain.ts).
 */
import { PARTY_HEADINGS, type TotalsSlot } from '../documents/extract/vocabulary/totals.js';
import type { TextLine } from '../documents/text/types.js';

export type Party = 'insurer' | 'customer';
/** Where each party's heading is printed: its centre. */
export type PartyColumns = Record<Party, number>;

const centre = (it: { x: number; width: number }) => it.x + it.width / 2;
const headingOf = (s: string): Party | null =>
  (['insurer', 'customer'] as Party[]).find((p) => PARTY_HEADINGS[p].test(s.replace(/[\s:]+$/, '').trim())) ?? null;

/** A line of party headings only (no figure), one per party: the columns of the rows under it. */
export function readPartyHeadings(line: TextLine): PartyColumns | null {
  if (/\d/.test(line.text)) return null;
  const found: Partial<PartyColumns> = {};
  for (const it of line.items) {
    const party = headingOf(it.str);
    if (party) found[party] ??= centre(it);
    // Nothing else is printed on the line ("Owner: J. Doe  Carrier: Granite" is a form, not headings).
    else if (!PARTY_HEADINGS.rest.test(it.str.trim())) return null;
  }
  return found.insurer != null && found.customer != null ? (found as PartyColumns) : null;
}

/** Each party's amount on a row: the amount printed nearest under its heading. */
export function amountsByParty(line: TextLine, amounts: string[], cols: PartyColumns): Partial<Record<Party, string>> {
  const out: Partial<Record<Party, string>> = {};
  for (const raw of amounts) {
    const item = line.items.find((it) => it.str.includes(raw.trim()));
    if (!item) continue;
    const x = centre(item);
    const party: Party = Math.abs(x - cols.insurer) <= Math.abs(x - cols.customer) ? 'insurer' : 'customer';
    out[party] ??= raw;
  }
  return out;
}

/** The one figure a slot reads from a row's party amounts, and the gross's other candidates. */
export function figureForSlot(slot: TotalsSlot, by: Partial<Record<Party, string>>, money: (raw: string) => number): { raw: string | null; also: number[] } {
  const [ins, cus] = [by.insurer ?? null, by.customer ?? null];
  if (slot === 'deductible' || slot === 'customerPay' || slot === 'betterment') return { raw: cus ?? ins, also: [] };
  if (slot === 'net' || !ins || !cus) return { raw: ins ?? cus, also: [] };
  const [a, b] = [money(ins), money(cus)];
  if (Number.isNaN(a) || Number.isNaN(b)) return { raw: ins, also: [] };
  const sum = (Math.round(a * 100) + Math.round(b * 100)) / 100;
  if (slot === 'gross') return { raw: ins, also: [Math.round(sum * 100), Math.round(b * 100)] };
  return { raw: sum.toFixed(2), also: [] };
}
