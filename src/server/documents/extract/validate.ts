/**
 * Validators that score a candidate value: a value that is itself a label, a run of OCR noise, two
 * text runs glued together (a letterhead run into a title) or a deduction printed as a total loses.
 * Each returns a factor in [0, 1] that multiplies the candidate's confidence; 0 drops it.
 */
import { MODELS_BY_MAKE } from '../../../shared/suggestions';
import { hasAddressShape, isPersonName } from './address-shape';
import { isOrgName } from './blocks';
import type { FieldType } from './field-spec';
import { isInsurerName } from './insurer';
import { isKnownLabel } from './labels';

/** Nouns that end form labels ("Valuation Type", "Claim Number"; "Trim Line" is a known label). */
// "Line" and "Class" are left out: BMW trims are "Sport Line", Mercedes models "E Class".
const LABEL_NOUN =
  /^(?:[A-Za-z]+\s+){0,2}(type|number|no|date|name|code|id|level|style|status|method|source|value|amount|total|phone|e-?mail|address|location|vin|info|information|details?)\.?:?$/i;

/** Model names that begin with a label's word ("Model 3", "Model Y"): values, whatever follows them. */
const LABEL_LIKE_MODELS = Object.values(MODELS_BY_MAKE)
  .flat()
  .filter((m) => /\s/.test(m) && isKnownLabel(m.split(/\s+/)[0] as string))
  .map((m) => m.toLowerCase());

/** A value that is a label (or starts with one and carries another field's value: "VIN 1N4AL3AP…"). */
export function looksLikeLabel(value: string): boolean {
  const v = value.trim();
  if (/:$/.test(v)) return true;
  const lower = v.toLowerCase().replace(/\s+/g, ' ');
  if (LABEL_LIKE_MODELS.some((m) => lower === m || lower.startsWith(`${m} `))) return false;
  if (isKnownLabel(v)) return true;
  if (LABEL_NOUN.test(v) && /^[A-Z]/.test(v) && v.split(/\s+/).length <= 3 && !/\d/.test(v)) return true;
  const words = v.split(/\s+/);
  // Only a short value is a label run into a value; a sentence may well start with "Insured vehicle …".
  if (words.length > 4) return false;
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    if (isKnownLabel(words.slice(0, n).join(' ')) && /[\d:#]/.test(words.slice(n).join(' '))) return true;
  }
  return false;
}

/** Short words of real names and addresses: initials, particles, street abbreviations, compass points. */
const SHORT_WORDS = /^(&|of|de|la|el|le|da|du|st|co|at|in|on|to|by|an|jr|sr|ii|dr|mr|ms|rd|ln|ct|pl|ne|nw|se|sw|[A-Za-z])$/i;
const STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  ),
);

/**
 * OCR noise: few vowels, mostly one- and two-letter tokens, or case changing inside words
 * ("SNEl SO Ya es SC GG Sd SDE"). Real names and addresses have none of these.
 */
export function noiseScore(value: string): number {
  const tokens = value.split(/\s+/).filter((t) => /\p{L}/u.test(t));
  if (tokens.length === 0) return 0;
  const letters = value.replace(/[^A-Za-z]/g, '');
  const vowels = letters.replace(/[^aeiouyAEIOUY]/g, '').length;
  let score = 0;
  if (letters.length >= 6 && vowels / letters.length < 0.2) score += 0.5;
  const short = tokens.map((t) => t.replace(/[^A-Za-z&]/g, '')).filter((t) => t.length <= 2 && !SHORT_WORDS.test(t) && !STATES.has(t)).length;
  // Most tokens of one or two letters: no real name or address reads like that.
  if (tokens.length >= 3 && short / tokens.length >= 0.6) score += 1;
  else if (tokens.length >= 3 && short / tokens.length >= 0.4) score += 0.5;
  const mixed = tokens.filter((t) => /[a-z][A-Z]|^[A-Z]{2,}[a-z]+$/.test(t) && !/^(Mc|Mac|O'|De|La|Di)[A-Z]/.test(t)).length;
  if (mixed >= 2 || (tokens.length >= 2 && mixed / tokens.length >= 0.34)) score += 0.5;
  return Math.min(1, score);
}

/** Words of a document title: in a business name they mean the title was glued onto the letterhead. */
const TITLE_WORDS =
  /\b(estimate|estimates|invoice|repair order|of repairs|appraisal report|appraisal award|award|valuation|report|supplement|preliminary|final bill)\b/i;

export function gluedScore(value: string): number {
  return TITLE_WORDS.test(value) ? 1 : 0;
}

const ROLE_WORD =
  /^(certified|licensed|senior|staff|field|independent|chief|lead|claims?|rep|representative|inspector|appraiser|adjuster|estimator|examiner|owner|insured|claimant|driver|manager|agent|officer|signature|date)$/i;
const CONDITION_RATING = /^\d?\s*(very good|good|fair|poor|excellent|average|rough|clean|below average|above average|dealer ready)$/i;

/** Validator factor of a value of the given type (1 = no objection). */
/** `negativeAllowed`: a minus-signed amount is this field's own value (a net below zero), not a deduction beside it. */
export function validateValue(type: FieldType, value: string, raw: string, deduction = false, negativeAllowed = false): number {
  let factor = 1;
  if (['person', 'org', 'model', 'text', 'address'].includes(type)) {
    if (looksLikeLabel(value)) return 0;
    factor *= 1 - 0.8 * noiseScore(value);
  }
  // A place is an address. A person's name alone (the owner line of a location block) is never one;
  // a place's name alone ("Harbor Auto Body") is kept below any value with an address's shape.
  if (type === 'address' && !hasAddressShape(value)) factor *= isPersonName(value, isOrgName) ? 0 : 0.5;
  // A condition table's "Trim  3 Good" rates the trim pieces; a sentence is no model name.
  if (type === 'model' && (CONDITION_RATING.test(value.trim()) || /\b[a-z]{2,} [a-z]{2,}\b.*\.$/.test(value.trim()))) return 0;
  if (type === 'org' || type === 'person') factor *= 1 - 0.7 * gluedScore(value);
  // A role's title is nobody's name ("Certified Inspector", "Staff Appraiser", "Claim Rep").
  if (type === 'person' && value.split(/\s+/).every((w) => ROLE_WORD.test(w))) return 0;
  // "Prepared for STATE FARM INSURANCE COMPANIES": an insurer is never a person.
  if (type === 'person' && isInsurerName(value)) return 0;
  // A company where a person is asked for (the appraiser's firm printed above his name).
  if (type === 'person' && isOrgName(value)) factor *= 0.3;
  // "($1,000.00)" or "-1,000.00" printed beside a total is a deduction, not the total.
  if (type === 'money' && !deduction && /^\s*(\(|-\s*\$?\s*\d)/.test(raw) && !(negativeAllowed && /^\s*-/.test(raw))) factor *= 0;
  return factor;
}
