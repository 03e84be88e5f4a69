/**
 * The words an estimate's line table prints, as data: operation codes, part types, labor category
 * codes and the labor-type letter after an hours figure, and what each estimating family assumes
 * where a line prints nothing (issue 35: per-system differences are data, not branches).
 */
import type { EstimateLayout, LaborType, LineOperation, PartType } from '../../shared/estimate-comparison.js';

const OPERATIONS: Array<[RegExp, LineOperation]> = [
  [/^(repl|rpl|repi|rep1|replace|remove\/replace|r&r|rr|r\/r|r\+r|rem\/repl|rem\/rpl|new)$/i, 'Repl'],
  [/^(r&[il1|!]|r\+i|remove\/install|remove&install|r\/i|ri|rem\/inst|rem\/install)$/i, 'R&I'],
  [/^(rpr|rpt|repair|rep|pdr)$/i, 'Rpr'],
  [/^(blnd|blend|bind|bind|b1nd)$/i, 'Blnd'],
  [/^(refn|refinish|rfn|ref|repaint|paint)$/i, 'Refn'],
  [/^(subl|sublet)$/i, 'Subl'],
  [/^(add|addl|add'l)$/i, 'Add'],
  [/^(o\/h|oh|overhaul)$/i, 'O/H'],
  [/^(algn|align)$/i, 'Algn'],
  [/^(chk|check)$/i, 'Chk'],
];

export function operationOf(token: string): LineOperation | null {
  const t = token.replace(/[.,:]+$/, '');
  for (const [re, op] of OPERATIONS) if (re.test(t)) return op;
  return null;
}

/** Work included in another line or done at no charge, printed where its figure would be: "Incl.", "INC", "Included", "N/C". */
export const INCLUDED = /^(incl?\.?|included|n\/c)$/i;

/** Words of the operation vocabulary that also start a part's or a charge's name ("Paint materials", "New tire"). */
const NAME_WORDS = new Set(['paint', 'new', 'rep', 'rr', 'ri']);

/**
 * The operation code leading a description where no operation cell holds one ("Repl Bumper cover",
 * "R&I Lamp assy", "Rfn Fender"). None where the word is
 * also a name's first word, where nothing follows it, or where the row charges labor ("Refinish Labor").
 */
export function leadingOperation(description: string): LineOperation | null {
  const m = description.match(/^(\S+)\s+(.+)$/);
  if (!m || NAME_WORDS.has(m[1].toLowerCase()) || /\b(labor|labour)\b/i.test(m[2])) return null;
  return operationOf(m[1]);
}

const PART_TYPE_WORDS: Array<[RegExp, PartType]> = [
  [/^(oem|oe|genuine|opt\s?oem|alt\s?oem|new)$/i, 'OEM'],
  [/^(a\/m|am|amm|aim|a\/im|aftermarket|after-market|non[\s-]?oem|capa|nsf|qrp|nags)$/i, 'aftermarket'],
  [/^(lkq|rcy|recy|used|recycled|salvage)$/i, 'used'],
  [/^(recond|reman|remfg|remanufactured|reconditioned|rebuilt|refurb|refurbished|recore|rechrome)$/i, 'reconditioned'],
];
export function partTypeOf(token: string): PartType | null {
  const t = token.replace(/[()]/g, '').trim();
  for (const [re, pt] of PART_TYPE_WORDS) if (re.test(t)) return pt;
  return null;
}

/** Part type written into the description: CCC's leading "A/M", Audatex's trailing "(Aftermarket)". */
export const PART_TYPE_PREFIX = /^(A\/M|AMM|AIM|A\/IM|Non OEM|LKQ|RCY|Used|Recond|Opt OEM|Alt OEM)\s+/i;
export const PART_TYPE_SUFFIX = /\s*\((Aftermarket|A\/M|Used|LKQ|Recond|Reman|OEM)\)$/i;

/** Labor category codes printed in a "Labor Type" column. */
export const LABOR_CODE: Record<string, LaborType> = {
  bdy: 'body',
  ref: 'paint',
  rfn: 'paint',
  refn: 'paint',
  pnt: 'paint',
  paint: 'paint',
  mch: 'mechanical',
  frm: 'frame',
  str: 'structural',
  ele: 'electrical',
  gls: 'glass',
  dia: 'diagnostic',
};

/** The labor-type letter or word printed right after an hours figure ("1.8 M", "0.5 Struct"). */
export const LABOR_SUFFIX: Record<string, LaborType> = {
  m: 'mechanical',
  mech: 'mechanical',
  mechanical: 'mechanical',
  s: 'structural',
  struct: 'structural',
  structural: 'structural',
  f: 'frame',
  frame: 'frame',
  fr: 'frame',
  e: 'electrical',
  elec: 'electrical',
  electrical: 'electrical',
  d: 'diagnostic',
  diag: 'diagnostic',
  g: 'glass',
  glass: 'glass',
  b: 'body',
  body: 'body',
};

/** "Body Labor", "Refinish labor", "Mech Labor": a line that charges labor by hours at a rate. */
export const LABOR_LINE = /\b(labor|labour)\b|^(body|sheet ?metal|refinish|paint|mechanical|mech|electrical|frame|structural|diagnostic|glass)\b/i;

const LABOR_WORDS: Array<[RegExp, LaborType]> = Object.entries(LABOR_SUFFIX)
  .filter(([word]) => word.length > 2)
  .map(([word, type]) => [new RegExp(`\\b${word}`, 'i'), type]);

/** What a labor line charges: hours of a kind, paint hours, or paint supplies. */
export function laborOfLine(text: string): { type: LaborType; paint: boolean; supplies: boolean } {
  if (/\b(supplies|materials)\b/i.test(text)) return { type: 'paint', paint: false, supplies: true };
  if (/\b(paint|refinish|refn)\b/i.test(text)) return { type: 'paint', paint: true, supplies: false };
  for (const [re, type] of LABOR_WORDS) if (re.test(text)) return { type, paint: false, supplies: false };
  return { type: 'body', paint: false, supplies: false };
}

/** An all-capitals heading without figures ("FRONT BUMPER"): a section of the table, not a line. */
export function isSectionHeader(text: string): boolean {
  const letters = text.replace(/[^A-Za-z]/g, '');
  return letters.length >= 3 && letters === letters.toUpperCase() && !/\d/.test(text);
}

/** What an estimating family assumes where a line prints nothing (field-spec style: one record per family). */
export interface FamilyOptions {
  /** The part type of a priced part line that names none (CCC prints "the parts presented are OEM-parts"). */
  defaultPartType: PartType | null;
}
export const FAMILY_OPTIONS: Record<EstimateLayout, FamilyOptions> = {
  ccc: { defaultPartType: 'OEM' },
  mitchell: { defaultPartType: null },
  audatex: { defaultPartType: null },
  shop: { defaultPartType: null },
  appraiser: { defaultPartType: null },
  bms: { defaultPartType: null },
  generic: { defaultPartType: null },
};
