/**
 * Who wrote an estimate, read from the print's structure rather than its title: "Estimate of Record"
 * is printed by a shop on its own estimate and by an insurer's appraiser alike, and a licensed
 * "Written By" proves nothing either way. Evidence (issue 33, class 8):
 *  - the shop's: a letterhead carrying facility ids (federal/state ids, EPA number, licence), a repair
 *    order number under the title and in every page's header, the inspection location being the
 *    letterhead's own name, the insurer as the counterparty block (`Insurance Company:` beside the
 *    owner), the vehicle's mileage and date out, the customer/insurance pay split, a closing in the
 *    shop's own voice (its warranty and the payments it takes);
 *  - the insurer's: the repair facility as the counterparty block (`Repair Facility:`), staff words.
 * Each sign is a general shape (a label and a value, a position on the page), never one vendor's line.
 */
import type { DocumentPage, DocumentText } from '../text/types';

export type AuthorSign =
  | 'facility_ids'
  | 'repair_order_header'
  | 'inspection_at_self'
  | 'counterparty_insurer'
  | 'vehicle_out'
  | 'pay_split'
  | 'shop_voice'
  | 'counterparty_facility'
  | 'staff_words';
export type AuthorEvidence = { shop: AuthorSign[]; insurer: AuthorSign[] };

/** Signs only a facility prints of itself; the others are printed on insurers' estimates too. */
const STRONG: ReadonlySet<AuthorSign> = new Set(['facility_ids', 'repair_order_header', 'inspection_at_self', 'shop_voice']);

/** Kinds of ids a repair facility prints under its name: two kinds or more make a facility's letterhead. */
const FACILITY_ID_KINDS: RegExp[] = [
  /\b(federal (tax )?id|fein|ein|tax id|tin)\b\s*(#|no\.?|number)?\s*:?\s*\d/i,
  /\bstate (id|reg(istration)?|tax id)\b\s*(#|no\.?|number)?\s*:?\s*[A-Z]{0,3}-?\d/i,
  /\bepa\b\s*(#|no\.?|number|id)?\s*:?\s*[A-Z]{0,3}\d{5,}/i,
  /\b(licen[cs]e|lic\.?|bar|mvr|dealer|registration)\s*(#|no\.?|number)\s*:?\s*[A-Z]{0,4}-?\d{3,}|\blicen[cs]e\s*:\s*[A-Z]{0,4}-?\d{4,}/i,
];
/** A line naming the author (a licensed estimator's number is no facility's). */
const AUTHOR_LINE = /written by|estimator|apprais|prepared by|assessed by|inspected by/i;
const TITLE = /\b(estimate|appraisal|repair order|invoice|supplement)\b/i;
const REPAIR_ORDER = /\b(?:R\.?\s?O\.?|repair order|work order)\s*(?:number|no\.?|#)\s*:?\s*[A-Z]{0,3}-?\d[\w-]*/i;
const PARTY_LABEL = /\b(owner|customer|insured|claimant|inspection location)\s*:/i;
const INSURER_BLOCK = /\b(insurance (company|carrier)|insurer)\s*:/i;
const FACILITY_BLOCK = /\b(repair (facility|shop)|body shop|repairer)\s*:/i;
const STAFF_WORDS = /staff appraiser|damage assessed by|field appraiser|claims? (representative|adjuster)|total loss (department|unit)/i;
const WARRANTY = /\bwarrant(y|ies|s|ed)?\b/i;
const PAYMENTS =
  /we accept|payment is due|payments? (accepted|methods?)|\bvisa\b|mastercard|american express|\bdiscover\b|cash,? (or )?(check|card)|financing/i;

const lineTexts = (p: DocumentPage | undefined) => (p?.lines ?? []).map((l) => l.text.trim()).filter(Boolean);
const squash = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Page 1's lines above its title (the letterhead), and the title's index. */
function headAndTitle(lines: string[]): { head: string[]; title: number } {
  const title = lines.slice(0, 25).findIndex((l) => TITLE.test(l) && l.split(/\s+/).length <= 6 && !/:/.test(l));
  return { head: lines.slice(0, title >= 0 ? Math.min(title, 10) : 6), title };
}

export function estimateAuthorEvidence(doc: DocumentText): AuthorEvidence {
  const pages = doc.pages.map(lineTexts);
  const first = pages[0] ?? [];
  const all = pages.flat().join('\n');
  const { head, title } = headAndTitle(first);
  const shop: AuthorSign[] = [];
  const insurer: AuthorSign[] = [];

  const idLines = head.filter((l) => !AUTHOR_LINE.test(l)).join('\n');
  if (FACILITY_ID_KINDS.filter((re) => re.test(idLines)).length >= 2) shop.push('facility_ids');

  // Under the title (its next three lines) and in the first lines of every later page.
  const underTitle = title >= 0 && first.slice(title, title + 4).some((l) => REPAIR_ORDER.test(l));
  const later = pages.slice(1).filter((p) => p.length > 0);
  if (underTitle && later.every((p) => p.slice(0, 3).some((l) => REPAIR_ORDER.test(l)))) shop.push('repair_order_header');

  // The inspection location is the letterhead's own name.
  const name = squash(head[0] ?? '');
  const at = first.findIndex((l) => /inspection location/i.test(l));
  if (name.length >= 4 && at >= 0 && first.slice(at + 1, at + 4).some((l) => squash(l).includes(name))) shop.push('inspection_at_self');

  if (all.split('\n').some((l) => INSURER_BLOCK.test(l) && PARTY_LABEL.test(l))) shop.push('counterparty_insurer');
  if (/\b(mileage|odometer) out\s*:?\s*\d[\d,]{2,}|\b(vehicle|date) out\s*:?\s*\d{1,2}\/\d{1,2}/i.test(all)) shop.push('vehicle_out');
  if (/customer pay/i.test(all) && /insurance pay/i.test(all)) shop.push('pay_split');
  if (WARRANTY.test(all) && PAYMENTS.test(all)) shop.push('shop_voice');

  if (FACILITY_BLOCK.test(all)) insurer.push('counterparty_facility');
  if (STAFF_WORDS.test(all)) insurer.push('staff_words');
  return { shop, insurer };
}

/**
 * The estimate is the facility's own: no insurer sign, and two of the signs only a facility prints of
 * itself, or one of them with two of the weaker ones.
 */
export function isShopOfRecord(e: AuthorEvidence): boolean {
  if (e.insurer.length > 0) return false;
  const strong = e.shop.filter((s) => STRONG.has(s)).length;
  return strong >= 2 || (strong >= 1 && e.shop.length - strong >= 2);
}
