/**
 * Label synonyms per field, as printed by CCC ONE, Mitchell, Audatex, shop systems, appraisal letters,
 * ACORD forms and police reports. Matching is on a normalised label (lower case, no punctuation).
 */
import { FIELD_SPEC, type FieldName, fieldSpec } from './field-spec';
import { isInsurerName } from './insurer';
import { LOSS_DATE_WORDS } from './vocabulary/claim';
import { MILEAGE_WORDS } from './vocabulary/vehicle';

export type { FieldName };

// Letters each followed by a point ("V.I.N.", "D.O.L.") are one abbreviation: the points go.
export const normLabel = (s: string) =>
  s
    .toLowerCase()
    .replace(/\b(?:[a-z]\.){2,}/g, (m) => m.replace(/\./g, ''))
    .replace(/\(.*?\)/g, ' ')
    .replace(/no\./g, 'no')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9# ]+/g, ' ')
    .replace(/([a-z0-9])#/g, '$1 #')
    .replace(/\s+/g, ' ')
    .trim();

const SYNONYMS: Array<[FieldName, string[]]> = FIELD_SPEC.map((s) => [s.field, s.labels]);

const INDEX = new Map<string, FieldName[]>();
for (const [field, labels] of SYNONYMS) {
  for (const l of labels) {
    const k = normLabel(l);
    INDEX.set(k, [...(INDEX.get(k) ?? []), field]);
  }
}

/** Fields a printed label may stand for ("Appraiser" is both the appraiser's name and a writer line). */
const SEEN = new Map<string, FieldName[]>();
export function fieldsForLabel(label: string): FieldName[] {
  let fields = SEEN.get(label);
  if (!fields) {
    // "2. CRASH DATE / TIME", "24 INSURANCE COMPANY": a form numbers its boxes; the number is no part of the label.
    const k = normLabel(label).replace(/^\d{1,3}[a-z]? (?=[a-z])/, '');
    // "Policy Nbr", "Claim Nmbr": the abbreviations of "number" stand for it. "Date/Time of Loss", "Loss
    // Date & Time": a date printed with its time is the date's label (the value reader drops the time).
    const numbered = k.replace(/ (?:nbr|nmbr|numb)$/, ' number').replace(/\b(?:date (?:and )?time|time (?:and )?date)\b/, 'date');
    fields = INDEX.get(numbered) ?? INDEX.get(k.replace(/ #$/, '')) ?? INDEX.get(numbered.replace(/ (no|number|num)$/, '')) ?? [];
    // "<Firm name> File #": the firm's name is configuration, so any one- to four-word name before "File #" will do.
    if (fields.length === 0 && /^([a-z]+ ){1,4}file (#|no|number|num)$/.test(numbered)) fields = ['firmFileNumber'];
    // "Insd Ph", "Owner Tel #", "Customer Cell", "Insured's E-mail": the owner's (insured's) contacts however abbreviated.
    const owner = k.match(
      /^(?:(?:vehicle|registered|named) )?(?:owner|insured|insureds|insd|customer|policyholder|claimant)s? (?:(?:home|cell|mobile|day|primary|contact) )?(ph|phone|tel|telephone|cell|mobile|e mail|email|email address|e mail address)(?: (?:#|no|number))?$/,
    );
    if (fields.length === 0 && owner) fields = [/mail/.test(owner[1] as string) ? 'email' : 'phone'];
    // "Customer Deductible", "Collision Deductible", "Less Insured Deductible": whoever's it is, it is the deductible.
    // ("Value before Deductible" is the amount the deductible is taken from, not the deductible.)
    if (fields.length === 0 && /^([a-z]+ ){1,3}deductible( amount)?$/.test(k) && !/\b(before|after|prior|minus|excluding|including|net)\b/.test(k))
      fields = ['deductible'];
    // "Your Insured / Our Client": either side of a slash, without the possessive, may be the label.
    // A prose cell holding a slash ("condition, and year/model/trim as") is no label.
    if (fields.length === 0 && label.includes('/') && !label.includes(',') && k.split(' ').length <= 5) {
      for (const part of label.split('/')) {
        const found = INDEX.get(normLabel(part.replace(/^\s*(your|our|the|my)\s+/i, '')));
        if (found) {
          fields = found;
          break;
        }
      }
    }
    // "Your Insured:", "Our Claim #": a label after a possessive is the label.
    const owned = k.match(/^(?:your|our|the|my) (.+)$/);
    if (fields.length === 0 && owned) fields = INDEX.get(owned[1] as string) ?? [];
    // A label never seen is read by its meaning: its last words are a known label of two words or more
    // ("Loss Incident Date" is an "incident date", "Carrier Insurance Company" an "insurance company").
    // An insurer's name ending in "Insurance Company" is a value, not such a label.
    if (fields.length === 0 && !isInsurerName(label)) fields = bySuffix(k);
    if (fields.length === 0 && namesLossDate(k)) fields = ['dateOfLoss'];
    if (fields.length === 0 && namesOdometer(k)) fields = ['mileage'];
    // "Client Name", "Claimant Name", "Name of Policyholder": a role's name is that role's field.
    const role = k.match(/^(.+) name$|^name of (?:the )?(.+)$/);
    if (fields.length === 0 && role)
      fields = (INDEX.get((role[1] ?? role[2]) as string) ?? []).filter((f) => ['person', 'org'].includes(fieldSpec(f)?.type ?? ''));
    // Bounded: label texts repeat across documents, values do not; a long-running worker must not grow without end.
    if (SEEN.size > 20_000) SEEN.clear();
    SEEN.set(label, fields);
  }
  return fields;
}

function namesLossDate(k: string): boolean {
  const words = k.split(' ');
  const { event, date, joining } = LOSS_DATE_WORDS;
  return (
    words.some((w) => event.includes(w)) &&
    words.some((w) => date.includes(w)) &&
    words.every((w) => event.includes(w) || date.includes(w) || joining.includes(w))
  );
}

function namesOdometer(k: string): boolean {
  const words = k.split(' ');
  const { odometer, qualifier } = MILEAGE_WORDS;
  return words.some((w) => odometer.includes(w)) && words.every((w) => odometer.includes(w) || qualifier.includes(w));
}

function bySuffix(k: string): FieldName[] {
  const words = k.split(' ');
  if (words.length > 6) return [];
  for (let i = 1; i <= Math.min(2, words.length - 2); i++) {
    const found = INDEX.get(words.slice(i).join(' '));
    if (found) return found;
  }
  return [];
}

/** A label the vocabulary itself holds (with a "#" or "No." after it), not one read by its last words' meaning. */
export function inVocabulary(label: string): boolean {
  const k = normLabel(label);
  return INDEX.has(k) || INDEX.has(k.replace(/ #$/, '')) || INDEX.has(k.replace(/ (?:no|number|num|nbr|nmbr)$/, ''));
}

export const isKnownLabel = (s: string): boolean => s.length <= 60 && fieldsForLabel(s.replace(/:$/, '')).length > 0;

/**
 * Scans: OCR reads an "l" as "i", "1" or "|", and sometimes as "li" ("Cim #", "Clim #" for "Clm #").
 * Labels are also looked up with those letters read as one ("l") and a doubled "ll" read once. OCR also
 * splits a word where its letters stand apart (letter spacing, a kerned pair: "Own er", "Dedu ctible"):
 * a label is also looked up joined again (joinedOcrReadings).
 */
const ocrKey = (k: string) => k.replace(/[i1|!]/g, 'l');
const OCR_INDEX = new Map<string, FieldName[]>();
for (const [k, fields] of INDEX) if (/[a-z]{2}/.test(k)) OCR_INDEX.set(ocrKey(k), [...(OCR_INDEX.get(ocrKey(k)) ?? []), ...fields]);

export function fieldsForOcrLabel(label: string): FieldName[] {
  const readings = joinedOcrReadings(label.replace(/:$/, ''));
  for (const reading of readings) {
    const found = ocrLabelFields(reading);
    if (found.length > 0) return found;
  }
  return [];
}

function ocrLabelFields(label: string): FieldName[] {
  const direct = fieldsForLabel(label);
  if (direct.length > 0) return direct;
  const k = ocrKey(normLabel(label));
  if (k.replace(/[^a-z]/g, '').length < 3) return [];
  const variants = [k, k.replace(/ #$/, ''), ...[...k.matchAll(/ll/g)].map((m) => k.slice(0, m.index) + k.slice((m.index ?? 0) + 1))];
  for (const v of variants) {
    const found = OCR_INDEX.get(v);
    if (found) return [...new Set(found)];
  }
  return [];
}

export const isKnownOcrLabel = (s: string): boolean => s.length <= 60 && fieldsForOcrLabel(s).length > 0;

/**
 * A scanned label as OCR may have split it, joined again: the text, then with each one of its spaces
 * dropped ("Repa ir Facility"), then with all of them ("O w n e r"). A label two words of which OCR
 * split is not joined again ("Repa ir Faci lity"): each variant is one more way a value could be misread.
 */
export function joinedOcrReadings(s: string): string[] {
  const t = s.trim();
  const gaps = [...t.matchAll(/ +/g)];
  if (gaps.length === 0 || t.length > 60) return [t];
  const one = gaps.map((g) => t.slice(0, g.index) + t.slice((g.index ?? 0) + g[0].length));
  return [t, ...one, ...(gaps.length > 1 ? [t.replace(/ +/g, '')] : [])];
}
