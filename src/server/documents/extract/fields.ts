/**
 * extract: field values with confidence and page, from label/value layout, letterheads, sentences
 * and patterns. Which document kind wrote the text decides whose contact details a value is.
 */
import type { DocumentKind } from '../../../shared/categories';
import { MODELS_BY_MAKE, POPULAR_MODELS } from '../../../shared/suggestions';
import { computeVinCheckDigit, decodeVin, isNorthAmericanVin, lookupWmi } from '../../../shared/vin';
import { exactVin } from '../text/ocr-codes';
import type { DocumentText } from '../text/types';
import { isPersonName } from './address-shape';
import { blockAddress, findRoleBlocks, isOrgName } from './blocks';
import { columnHits } from './columns';
import { addUnlabelledContacts } from './contacts';
import { findLabels, type LabelHit, letterhead, pageCells } from './cells';
import { readCheckbox } from './checkbox';
import { fieldSpec, LABEL_PRIORITY, WEAK_LABELS } from './field-spec';
import { type FieldName, fieldsForLabel, fieldsForOcrLabel, isKnownLabel, isKnownOcrLabel, normLabel } from './labels';
import { hasBrands, isParentOf } from './make-family';
import { insurerMentions, insurerNameOf, isInsurerName } from './insurer';
import { reconcileTotals } from './reconcile-totals';
import { byHandRank, type Generator, generatorOfLayout, scoreFields } from './scorer';
import { gluedScore, validateValue } from './validate';
import { findMoney, moneyText, readCount, readDate, readMoney } from '../../../shared/read-values';
import { EMAIL_RE, normalizeMake, normalizePersonName, parsePhone, parseVehicleDescription, readBrokenEmail } from './normalize';

export type FieldValue = { value: string; confidence: number; page: number };
export type ExtractedFields = Partial<Record<FieldName, FieldValue>>;

/** A candidate value: which generator found it (the scorer's features read it) and the hand ranking's priority. */
export type Candidate = FieldValue & { field: FieldName; priority: number; gen: Generator };

/** Confidence of a value read from a label, lowered for OCR text and for weak layouts. */
function baseConfidence(hit: LabelHit | null, ocr: boolean): number {
  const layout =
    hit?.layout === 'below' || hit?.layout === 'column' ? 0.9 : hit?.layout === 'wrap' ? 0.82 : hit?.layout === 'next-cell' ? 0.94 : hit ? 0.95 : 0.8;
  return ocr ? layout * 0.92 : layout;
}

/**
 * A candidate's value, cleaned to its type, with the validators' verdict folded into its confidence
 * (null when the value is of the wrong type or a validator rejects it).
 */
function scoredValue(field: FieldName, raw: string, confidence: number, rest?: string): { value: string; confidence: number } | null {
  const type = fieldSpec(field)?.type ?? 'text';
  if (type === 'money' && field !== 'deductible' && /^\s*[(-]/.test(raw) && rest) {
    // "Net Total  ($1,000.00)  $3,500.00": the deduction printed beside the total is not it; the unbracketed amount after it is.
    const plainAmount = rest.split(/\s{2,}/).find((c) => /\d/.test(c) && !/^\s*[(-]/.test(c) && findMoney(c));
    if (plainAmount && plainAmount !== raw) return scoredValue(field, plainAmount, confidence * 0.95);
  }
  const value = field === 'inspectionRequired' ? readCheckbox(rest ?? raw) : cleanValue(field, raw);
  if (!value) return null;
  const factor = validateValue(type, value, raw, field === 'deductible', field === 'netTotal' && value.startsWith('-'));
  return factor < 0.35 ? null : { value, confidence: confidence * factor };
}

function cleanValue(field: FieldName, raw: string): string | null {
  let v = raw
    .replace(/\s+/g, ' ')
    .replace(/^[-–—:;,.|*#\s]+(?=\S)/, '')
    .trim();
  if (!v || /^(n\/?a|none|unknown|pending|tbd|-+)$/i.test(v)) return null;
  switch (field) {
    case 'claimNumber':
    case 'policyNumber':
    case 'firmFileNumber': {
      const m = v.match(/^[#:\s]*([A-Z0-9][A-Z0-9-/.]{3,30})\b/i);
      return m && /\d/.test(m[1]!) && m[1]!.length >= 5 ? undoubled(m[1]!.replace(/[.,]$/, '')) : null;
    }
    case 'insuredName':
    case 'appraiserName':
    case 'writer': {
      // "Carter Haddad, Keystone Mutual Staff Appraiser": the title after the comma is the role, not a name part;
      // a text layer may run the name into an e-mail or phone ("Ines McAllister imcallister@…").
      // "Cornelius Oyelaran, Atlas Vehicle Appraisers": a company after the comma is not the name's first half.
      const commaParts = v.split(/,\s*/);
      if (commaParts.length >= 2 && isOrgName(commaParts.slice(1).join(', ')) && !isOrgName(commaParts[0] ?? '')) v = commaParts[0] as string;
      const name =
        v.split(/,\s*(?=(?:[A-Z][A-Za-z&.]*\s+){0,4}(?:Staff|Independent|Appraiser|Estimator|Adjuster|Representative)\b)|\s{2,}|\s+(?=\S*[@\d(])/)[0] ?? v;
      return normalizePersonName(name.replace(/\b(Business|Home|Cell|Work)$/i, ''));
    }
    case 'dateOfLoss':
    case 'estimateDate':
      return readDate(v);
    case 'vehicleVin': {
      const ocrRead = ocrVins(v)[0];
      if (ocrRead) return ocrRead;
      const m = v
        .toUpperCase()
        .replace(/[\s-]/g, '')
        .match(/[A-Z0-9]{17}/);
      return m ? repairVin(m[0]) : null;
    }
    case 'vehicleYear': {
      const m = v.match(/\b(19[5-9]\d|20[0-4]\d)\b/);
      return m ? m[1]! : null;
    }
    case 'vehicleMake':
      return normalizeMake(v.split(' ')[0] ?? '') ?? null;
    case 'vehicleModel':
    case 'vehicleTrim':
      return v.length <= 30 ? v : null;
    case 'mileage': {
      const m = v.match(/\b(\d{1,3}(?:,\d{3})+|\d{1,7})\b/);
      const miles = m ? readCount(m[1] as string) : null;
      return miles === null ? null : String(miles);
    }
    case 'phone':
    case 'shopPhone':
    case 'appraiserPhone':
      return parsePhone(v);
    case 'email':
    case 'appraiserEmail': {
      const m = v.match(EMAIL_RE);
      return m ? m[0].toLowerCase() : readBrokenEmail(v);
    }
    case 'grossTotal':
    case 'netTotal':
    case 'deductible':
    case 'estimateAmount': {
      // The value starts with the amount: a date or a time under a total's label ("10/06/2024 11:20") is no money.
      const found = findMoney(v);
      if (found?.index !== 0) return null;
      // A net printed below zero ("-185.02", "$-22.82": the deductible exceeds the repairs) keeps its sign.
      const sign = field === 'netTotal' && (findMoney(raw)?.money.cents ?? 0) < 0 ? '-' : '';
      return `${sign}${moneyText(Math.abs(found.money.cents))}`;
    }
    case 'insuranceCompany': {
      // The insurer's name without the phone printed after it; under its own label any company name will do.
      const named = insurerNameOf(v);
      if (named) return named;
      const name = v.split(/\s{2,}|\s+(?=\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4})/)[0]?.trim() ?? '';
      return isOrgName(name) && /^[A-Z]/.test(name) && name.length <= 60 && !/\d/.test(name) && name.split(' ').length <= 8 ? name : null;
    }
    case 'appraiserCompany':
    case 'repairShopName':
      return v.length >= 2 && v.length <= 60 && !/\d{3}/.test(v) ? v : null;
    default:
      return v.length <= 300 ? v : null;
  }
}

/**
 * A number printed in capitals that OCR read with one letter twice, once small ("000444537170vV02",
 * "98-83Vv4-27C05"): the small twin goes. A number with other small letters is left as printed.
 */
export function undoubled(code: string): string {
  const small = [...code].flatMap((c, i) => (/[a-z]/.test(c) ? [i] : []));
  if (small.length !== 1) return code;
  const i = small[0] as number;
  const big = (code[i] as string).toUpperCase();
  return code[i - 1] === big || code[i + 1] === big ? code.slice(0, i) + code.slice(i + 1) : code;
}

const OCR_CONFUSIONS: Record<string, string[]> = {
  '8': ['B'],
  B: ['8'],
  '5': ['S'],
  S: ['5'],
  '2': ['Z'],
  Z: ['2'],
  '6': ['G'],
  G: ['6'],
  '0': ['D'],
  D: ['0'],
  '1': ['L', 'T'],
  L: ['1'],
  T: ['1'],
  '4': ['A'],
  A: ['4'],
};

/**
 * A 17-character VIN as read. I/O/Q cannot occur (they are 1/0/0). A VIN failing its check digit
 * (every vehicle sold in North America carries one, imports included) is repaired when exactly one
 * single-character OCR confusion makes the check digit agree.
 */
export function repairVin(raw: string): string {
  const vin = raw.replace(/I/g, '1').replace(/[OQ]/g, '0');
  if (computeVinCheckDigit(vin) === vin[8]) return vin;
  const fixes = new Set<string>();
  for (let i = 0; i < 17; i++) {
    for (const alt of OCR_CONFUSIONS[vin[i] ?? ''] ?? []) {
      const cand = vin.slice(0, i) + alt + vin.slice(i + 1);
      if (computeVinCheckDigit(cand) === cand[8]) fixes.add(cand);
    }
  }
  return fixes.size === 1 ? ([...fixes][0] as string) : vin;
}

/** Marks OCR prints for letters and digits of a VIN: a faint J reads as ")" or "]", a 1 as "|" or "!". */
const VIN_SYMBOLS: Record<string, string> = { ')': 'J', ']': 'J', '}': 'J', '|': '1', '!': '1', $: 'S' };
/** Runs of characters that may be a VIN as OCR printed it (16 to 18 long: one character may be doubled). */
const VIN_RUN = /(?<![A-Za-z0-9])[A-Za-z0-9)\]}|!$]{17,18}(?![A-Za-z0-9])/g;

/**
 * A VIN from a run of OCR text: symbols read as the letters they look like, one inserted character
 * dropped ("1IN4…" for "1N4…"), one confusion repaired. Only a reading whose check digit holds, whose
 * model year decodes and whose maker is known is kept, and only when exactly one reading does. An
 * inserted character is most often a mark OCR added (")" beside a J) or a character read twice, so
 * readings that drop one of those are weighed first: one of 18 drops passes the check digit by chance.
 */
export function readOcrVin(run: string): string | null {
  const upper = run.toUpperCase();
  const t = upper
    .replace(/[)\]}|!$]/g, (c) => VIN_SYMBOLS[c] ?? c)
    .replace(/I/g, '1')
    .replace(/[OQ]/g, '0');
  if (!/^[A-Z0-9]{17,18}$/.test(t) || !/\d/.test(t) || !/[A-Z]/.test(t)) return null;
  const valid = (v: string) => exactVin(v) !== null;
  if (t.length === 17) {
    const v = repairVin(t);
    return valid(v) ? v : null;
  }
  // Readings by how likely their dropped character was inserted: a mark, a doubled character, any.
  const tiers = [new Set<string>(), new Set<string>(), new Set<string>()];
  for (let i = 0; i < t.length; i++) {
    const v = t.slice(0, i) + t.slice(i + 1);
    if (!valid(v)) continue;
    if (/[)\]}|!$]/.test(upper[i] ?? '')) tiers[0]?.add(v);
    if (t[i] === t[i - 1] || t[i] === t[i + 1]) tiers[1]?.add(v);
    tiers[2]?.add(v);
  }
  for (const readings of tiers) {
    if (readings.size === 1) return [...readings][0] as string;
    if (readings.size > 1) return null;
  }
  return null;
}

/** Every VIN an OCR'd text holds, read with `readOcrVin`. */
export function ocrVins(text: string): string[] {
  return [...text.matchAll(VIN_RUN)].map((m) => readOcrVin(m[0])).filter((v): v is string => v !== null);
}

function bestPerField(cands: Candidate[]): ExtractedFields {
  const out: ExtractedFields = {};
  const sorted = cands.slice().sort(byHandRank);
  for (const c of sorted) {
    if (!out[c.field]) out[c.field] = { value: c.value, confidence: Math.round(c.confidence * 100) / 100, page: c.page };
  }
  return out;
}

const VEHICLE_FIELDS = new Set<FieldName>(['vehicleVin', 'vehicleYear', 'vehicleMake', 'vehicleModel', 'vehicleTrim', 'vehicleDescription', 'mileage']);

/** Index of the line where a list of comparable vehicles starts (a heading or table header), or Infinity. */
function comparablesStart(page: DocumentText['pages'][number]): number {
  const i = page.lines.findIndex(
    (l) => l.text.trim().length <= 80 && /\b(comparables?|comps|comparable vehicles?|market comparisons?)\b/i.test(l.text) && !/\.\s*$/.test(l.text.trim()),
  );
  return i < 0 ? Number.POSITIVE_INFINITY : i;
}

const OTHER_PARTY_START = /^(other vehicle|other party|other driver|claimant vehicle|vehicle 2\b|unit 2\b)/i;
const OTHER_PARTY_END = /^(injured|witnesses|reported by|remarks|insured vehicle|unit 1\b|vehicle 1\b|police|describe damage)/i;

/**
 * Loss notices and police reports describe the other party's vehicle too; its VIN, owner and phone
 * are not this claim's. Lines of an "OTHER VEHICLE" section are left out of extraction.
 */
const WITHOUT_OTHER = new WeakMap<DocumentText, DocumentText>();
function withoutOtherParty(text: DocumentText): DocumentText {
  const done = WITHOUT_OTHER.get(text);
  if (done) return done;
  let skipping = false;
  const pages = text.pages.map((page) => {
    const lines = page.lines.filter((line) => {
      const t = line.text.trim();
      if (OTHER_PARTY_START.test(t)) skipping = true;
      else if (skipping && OTHER_PARTY_END.test(t)) skipping = false;
      return !skipping;
    });
    return { ...page, lines, text: lines.map((l) => l.text).join('\n') };
  });
  // Cached per document so a second reading (as another kind) reuses the same pages and their cells.
  const out = { ...text, pages };
  WITHOUT_OTHER.set(text, out);
  return out;
}

/**
 * An assignment of benefits: the insured assigns his claim's rights or proceeds to someone. Told by
 * its title or by its first-person assignment, never by a mention of one in a letter. Null when the
 * paper is none; otherwise whom it assigns to: a repair shop (then the insured wrote it for the shop:
 * its contacts are his, its date the signing), an appraisal firm (the appraiser's data in it stand),
 * or someone the wording does not tell.
 */
export function assignmentOfBenefits(text: DocumentText): 'shop' | 'appraiser' | 'unknown' | null {
  const first = text.pages[0];
  if (!first) return null;
  const flat = first.text.replace(/\s+/g, ' ');
  const title = first.lines.slice(0, 5).some((l) => /\bassignment of (insurance )?(benefits|proceeds|claim)\b/i.test(l.text));
  if (!title && !/\bI\b[^.]{0,60}\b(hereby\s+)?(irrevocably\s+)?assign\b/i.test(flat)) return null;
  const to = flat.match(/\bassigns?\s+to\s+([A-Z][\w&'.,-]*(?:\s+[A-Z&][\w&'.,-]*){0,5})/)?.[1] ?? '';
  if (/\bapprais/i.test(to)) return 'appraiser';
  if (/\b(collision|auto|body|glass|repair|motors|coach|garage|paint|towing)\b/i.test(to)) return 'shop';
  return 'unknown';
}

/** Field values with confidences: the hand-ranked answers, each confidence the scorer's calibrated probability. */
export function extractFields(rawText: DocumentText, kind: DocumentKind): ExtractedFields {
  const { fields, cands } = readFieldCandidates(rawText, kind);
  scoreFields(fields, cands, rawText, kind);
  return fields;
}

/**
 * The generators' candidates and the hand ranking's answers, with the hand-set confidences (the
 * scorer's inputs; scripts/train-field-scorer.ts learns from them).
 */
export function readFieldCandidates(rawText: DocumentText, kind: DocumentKind): { fields: ExtractedFields; cands: Candidate[] } {
  const text = withoutOtherParty(rawText);
  const cands: Candidate[] = [];
  const pages = text.pages;
  for (const page of pages) {
    const isLabel = page.ocr ? isKnownOcrLabel : isKnownLabel;
    const hits = [...findLabels(page, isLabel), ...columnHits(page, isLabel)];
    const labelFields = page.ocr ? fieldsForOcrLabel : fieldsForLabel;
    const comparables = comparablesStart(page);
    // Two or more VINs under a comparables heading are the comparables' own: none of them is the claim's.
    const listedVins = hits.filter((h) => h.line >= comparables && labelFields(h.label).includes('vehicleVin')).length >= 2;
    for (const hit of hits) {
      // "Description: 2017 Ford Mustang GT 2D CPE": a year-make-model value under any label describes the vehicle.
      if (hit.line < comparables && /^(19[5-9]\d|20[0-4]\d)\s+[A-Za-z]/.test(hit.value) && parseVehicleDescription(hit.value.split(/\s{2,}/)[0] ?? '')) {
        cands.push({
          field: 'vehicleDescription',
          value: hit.value.split(/\s{2,}/)[0] as string,
          page: page.pageNumber,
          confidence: baseConfidence(hit, page.ocr) * 0.95,
          priority: 0,
          gen: generatorOfLayout(hit.layout),
        });
      }
      for (const field of [...labelFields(hit.label), ...contactFieldsForLabel(hit.label, kind), ...ownerContactFields(hit, hits, kind)]) {
        const scored = scoredValue(field, hit.value, baseConfidence(hit, page.ocr), hit.rest);
        if (!scored) continue;
        const preferred = LABEL_PRIORITY[field]?.indexOf(hit.label.toLowerCase().replace(/[:#]/g, '').trim()) ?? -1;
        // Valuation reports list comparable vehicles after the subject: their VINs and years are not this claim's.
        const comparable = hit.line >= comparables && VEHICLE_FIELDS.has(field) ? -20 : 0;
        if (comparable && field === 'vehicleVin' && listedVins) continue;
        if (comparable) scored.confidence *= 0.7;
        const weak = WEAK_LABELS[field]?.includes(normLabel(hit.label)) ? 0.85 : 1;
        // "Prepared for", "Carrier": only an insurer's name under such a label is the insurer.
        if (field === 'insuranceCompany' && weak < 1 && !isInsurerName(scored.value)) continue;
        // A heading row's column is read under it: the cell beside the last heading is the next column's.
        const column = hit.layout === 'column' ? 1 : 0;
        cands.push({
          field,
          ...scored,
          confidence: scored.confidence * weak,
          page: page.pageNumber,
          priority: (preferred >= 0 ? 10 - preferred : 0) + (page.pageNumber === 1 ? 1 : 0) + comparable + column,
          gen: generatorOfLayout(hit.layout),
        });
        if ((field === 'insuredName' || field === 'writer') && hit.layout === 'below') addPhoneBelow(cands, page, hit);
      }
    }
  }
  addPatterns(cands, text);
  for (const page of pages.slice(0, 2)) {
    const conf = page.ocr ? 0.92 : 1;
    for (const m of insurerMentions(page.lines.map((l) => l.text)))
      cands.push({ field: 'insuranceCompany', value: m.value, confidence: m.confidence * conf, page: page.pageNumber, priority: -1, gen: 'mention' });
  }
  addAddressee(cands, text, kind);
  addRoleBlocks(cands, text);
  addRoleFields(cands, text, kind);
  const fields = bestPerField(cands);
  if (kind === 'other') keepUnitTogether(fields, cands);
  finishVehicle(fields, cands, new Set(pages.filter((p) => p.ocr).map((p) => p.pageNumber)));
  finishAmounts(fields, kind);
  reconcileTotals(fields, cands);
  addUnlabelledContacts(fields, text, kind);
  return { fields, cands };
}

/** What a crash report says about one vehicle unit: its owner, insurer and policy go with its VIN. */
const UNIT_FIELDS: FieldName[] = [
  'vehicleYear',
  'vehicleMake',
  'vehicleModel',
  'vehicleDescription',
  'mileage',
  'insuredName',
  'phone',
  'insuranceCompany',
  'policyNumber',
];

/**
 * A report printing several vehicle units, one to a page, must not mix them: every unit field is
 * taken from the page of the chosen VIN when that page says it, else as chosen.
 */
function keepUnitTogether(fields: ExtractedFields, cands: Candidate[]) {
  const vin = fields.vehicleVin;
  if (!vin) return;
  // Only a report of several vehicles (another VIN on another page) has units to mix up.
  if (!cands.some((c) => c.field === 'vehicleVin' && c.page !== vin.page && c.value !== vin.value)) return;
  for (const field of UNIT_FIELDS) {
    const chosen = fields[field];
    if (!chosen || chosen.page === vin.page) continue;
    const same = bestPerField(cands.filter((c) => c.field === field && c.page === vin.page))[field];
    if (same) fields[field] = same;
    // Said only on another unit's page: that vehicle's, not this one's.
    else delete fields[field];
  }
}

const GENERIC_CONTACT: Array<[RegExp, 'phone' | 'email' | 'address']> = [
  [/^(phone|tel|telephone|direct|office|ph|cell|mobile)$/i, 'phone'],
  [/^(e-?mail|email address)$/i, 'email'],
  [/^(address|mailing address|office address)$/i, 'address'],
];

/**
 * Unqualified "Phone:", "Email:", "Address:" lines belong to whoever wrote the document: in an appraiser's
 * letter they are the appraiser's, in a shop's estimate the shop's. Other kinds leave them alone.
 */
function contactFieldsForLabel(label: string, kind: DocumentKind): FieldName[] {
  const what = GENERIC_CONTACT.find(([re]) => re.test(label.replace(/[:#.]/g, '').trim()))?.[1];
  if (!what) return [];
  if (kind === 'opposing_appraiser') return [{ phone: 'appraiserPhone', email: 'appraiserEmail', address: 'appraiserAddress' }[what] as FieldName];
  if (kind === 'shop_estimate') return what === 'email' ? [] : [what === 'phone' ? 'shopPhone' : 'shopAddress'];
  return [];
}

/**
 * "Owner: Fatima Petrakis  Ph: (515) 493-8129": on a tow ticket, a rental receipt, a police report or
 * the firm's assignment, an unqualified phone or e-mail printed on the owner's (insured's) line, right
 * after his name, is his. Estimates and appraisers' papers print their writer's contacts in that
 * place, so they are left alone.
 */
function ownerContactFields(hit: LabelHit, hits: LabelHit[], kind: DocumentKind): FieldName[] {
  if (kind !== 'other' && kind !== 'firm_assignment') return [];
  const what = GENERIC_CONTACT.find(([re]) => re.test(hit.label.replace(/[:#.]/g, '').trim()))?.[1];
  if (what !== 'phone' && what !== 'email') return [];
  const before = hits.filter((h) => h.line === hit.line && h.layout !== 'below' && h.x < hit.x).sort((a, b) => b.x - a.x)[0];
  return before && fieldsForLabel(before.label).includes('insuredName') ? [what] : [];
}

/** In owner blocks (CCC) the phone is printed under the name. */
function addPhoneBelow(cands: Candidate[], page: DocumentText['pages'][number], hit: LabelHit) {
  for (const row of pageCells(page).slice(hit.line + 1, hit.line + 3)) {
    const cell = row.find((c) => Math.abs(c.x - hit.x) <= 30 && parsePhone(c.text));
    if (cell) {
      cands.push({
        field: 'phone',
        value: parsePhone(cell.text) as string,
        page: page.pageNumber,
        confidence: page.ocr ? 0.82 : 0.88,
        priority: 0,
        gen: 'block',
      });
      return;
    }
  }
}

/** Values found without a label: VINs by check digit, vehicle description lines, loss sentences. */
function addPatterns(cands: Candidate[], text: DocumentText) {
  for (const page of text.pages) {
    const conf = page.ocr ? 0.85 : 0.92;
    const comparables = comparablesStart(page);
    // The subject vehicle is printed before any comparables: VINs and vehicle lines after them are not it.
    const subjectText = Number.isFinite(comparables)
      ? page.lines
          .slice(0, comparables)
          .map((l) => l.text)
          .join('\n')
      : page.text;
    if (page.ocr) {
      for (const vin of ocrVins(subjectText))
        cands.push({ field: 'vehicleVin', value: vin, page: page.pageNumber, confidence: 0.93, priority: 5, gen: 'pattern' });
    } else {
      for (const m of subjectText.toUpperCase().matchAll(/\b[A-Z0-9]{17}\b/g)) {
        const vin = m[0];
        if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) continue;
        if (!/\d/.test(vin) || !/[A-Z]/.test(vin)) continue;
        const checked = isNorthAmericanVin(vin) ? computeVinCheckDigit(vin) === vin[8] : lookupWmi(vin) !== null;
        if (checked) cands.push({ field: 'vehicleVin', value: vin, page: page.pageNumber, confidence: 0.97, priority: 5, gen: 'pattern' });
      }
    }
    for (const line of page.lines.slice(0, Math.min(80, comparables))) {
      const t = line.text.trim();
      if (/^(19[5-9]\d|20[0-4]\d)\s+[A-Za-z]/.test(t)) {
        const v = parseVehicleDescription(t.split(/\s{2,}/)[0] ?? t);
        if (v)
          cands.push({ field: 'vehicleDescription', value: t.split(/\s{2,}/)[0] ?? t, page: page.pageNumber, confidence: conf, priority: 1, gen: 'pattern' });
      }
    }
    const flat = page.text.replace(/\s+/g, ' ');
    const amount = flat.match(
      /(?:our estimate of the amount of loss is|amount of loss is set at|amount of loss is|appraised the loss at)\s+\$?\s?([\d,]+\.\d{2})/i,
    );
    const awarded = amount ? readMoney(amount[1] as string) : null;
    if (awarded) cands.push({ field: 'grossTotal', value: moneyText(awarded.cents), page: page.pageNumber, confidence: conf, priority: 20, gen: 'sentence' });
    addLetterEstimate(cands, flat, page.pageNumber, conf);
    // An assignment of benefits names the repair facility it assigns to and the insurer is to pay.
    const assignee = flat.match(/\b(?:hereby\s+)?assigns?\s+to\s+([A-Z][\w&'.,-]*(?:\s+[A-Z&][\w&'.,-]*){0,5})\s+(?:any|all)\b/);
    const shop = assignee?.[1] && isOrgName(assignee[1]) ? scoredValue('repairShopName', assignee[1].replace(/[.,]$/, ''), conf * 0.9) : null;
    if (shop) cands.push({ field: 'repairShopName', ...shop, page: page.pageNumber, priority: 0, gen: 'sentence' });
    const loss = flat.match(/(?:loss description|description of (?:loss|accident)|narrative)\s*:\s*([^.]{10,200}\.)/i);
    if (loss) cands.push({ field: 'lossDescription', value: loss[1]!.trim(), page: page.pageNumber, confidence: conf * 0.95, priority: 1, gen: 'sentence' });
    // "Insurance Billing: Keystone  Claim 0887-5101-10": a claim number inside a line, after the word claim.
    const claim = flat.match(/\bclaim\s*(?:no\.?|number|#)?\s*:?\s*((?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{4,30})\b/i);
    if (claim) cands.push({ field: 'claimNumber', value: claim[1]!, page: page.pageNumber, confidence: conf * 0.9, priority: -1, gen: 'pattern' });
    const signed = page.text.match(/(?:Sincerely|Respectfully|Regards),?\s*\n\s*([A-Z][a-z]+(?: [A-Z]\.?)? [A-Z][A-Za-z'-]+)\s*\n/);
    if (signed) cands.push({ field: 'writer', value: signed[1]!, page: page.pageNumber, confidence: conf * 0.95, priority: 0, gen: 'sentence' });
  }
}

/**
 * A carrier's letter to its insured ("your vehicle", "your deductible") is addressed to him: the name
 * heading the address block (name, then a street line) above a salutation that repeats the surname
 * is the insured. Read from the letter's layout, not a label, so kept below the confident band.
 */
function addAddressee(cands: Candidate[], text: DocumentText, kind: DocumentKind) {
  const first = text.pages[0];
  if (kind !== 'other' || !first || !/\byour (vehicle|car|policy|claim|deductible|loss)\b/i.test(first.text)) return;
  const lines = first.lines.map((l) => l.text.trim());
  const dear = lines.findIndex((t) => /^dear\s+\S/i.test(t));
  if (dear < 0) return;
  const greeting = (lines[dear] as string).replace(/^dear\s+/i, '').replace(/[:,]\s*$/, '');
  const surname = greeting.split(/\s+/).pop()?.toLowerCase() ?? '';
  for (let i = Math.max(0, dear - 12); i < dear - 1; i++) {
    const name = (lines[i] ?? '').split(/\s{2,}/)[0] ?? '';
    if (!/^\d+[A-Z]?\s+\S/.test(lines[i + 1] ?? '') || isOrgName(name) || !name.toLowerCase().split(/\s+/).includes(surname)) continue;
    const scored = scoredValue('insuredName', name, first.ocr ? 0.78 : 0.84);
    if (scored) cands.push({ field: 'insuredName', ...scored, page: first.pageNumber, priority: -2, gen: 'sentence' });
    return;
  }
}

/**
 * Demand letters, award letters and appraisers' estimates state the appraiser's own figure and its
 * date in a sentence: "my estimate, dated May 2, 2026, totals $7,945.10", "the award ... in the
 * amount of $X". Only the writer's own estimate ("our", "my", "the enclosed", the award) counts, not
 * the carrier's figure the letter disputes.
 */
function addLetterEstimate(cands: Candidate[], flat: string, page: number, conf: number) {
  const MONEY = String.raw`\$\s?([\d,]+\.\d{2})`;
  const own = new RegExp(
    String.raw`\b(?:our|my|the (?:enclosed|attached)|this) (?:(?:independent|repair|appraisal|damage) )?(?:estimate|appraisal)\b[^.$]{0,80}?` + MONEY,
    'i',
  );
  const award = new RegExp(String.raw`\b(?:award|amount of loss)\b[^.$]{0,80}?` + MONEY, 'i');
  const m = flat.match(own) ?? flat.match(award);
  const money = m ? readMoney(m[1] ?? '') : null;
  if (money) cands.push({ field: 'estimateAmount', value: moneyText(money.cents), page, confidence: conf * 0.95, priority: 15, gen: 'sentence' });
  const DATE = String.raw`((?:[A-Z][a-z]{2,8}\.? \d{1,2},? \d{4})|\d{1,2}[/-]\d{1,2}[/-]\d{2,4}|\d{4}-\d{2}-\d{2})`;
  const dated = flat.match(
    new RegExp(
      String.raw`\b(?:our|my|the (?:enclosed|attached)|this) (?:(?:independent|repair|appraisal|damage) )?(?:estimate|appraisal)\b[^.]{0,40}?\b(?:dated|of|written on|prepared on|completed on|on)\s+` +
        DATE,
      'i',
    ),
  );
  const date = dated ? readDate(dated[1] ?? '') : null;
  if (date) cands.push({ field: 'estimateDate', value: date, page, confidence: conf * 0.92, priority: 12, gen: 'sentence' });
}

/** Role blocks (owner, appraiser, repair facility, inspection location): the whole block, name through ZIP and contacts. */
function addRoleBlocks(cands: Candidate[], text: DocumentText) {
  for (const page of text.pages) {
    const conf = page.ocr ? 0.82 : 0.9;
    const blocks = findRoleBlocks(page);
    // The insured's name as read so far, to tell a location block's owner line from a place's name.
    const insured = [
      ...cands.filter((c) => c.field === 'insuredName').map((c) => c.value),
      ...blocks.flatMap((b) => (b.role === 'owner' && b.name ? [b.name] : [])),
    ];
    for (const b of blocks) {
      const push = (field: FieldName, raw: string | null, priority = 0) => {
        const scored = raw ? scoredValue(field, raw, conf) : null;
        if (scored) cands.push({ field, ...scored, page: page.pageNumber, priority, gen: 'block' });
      };
      const address = blockAddress(b);
      if (b.role === 'owner') {
        if (b.name && !isOrgName(b.name)) push('insuredName', b.name, -1);
        push('phone', b.phone);
        push('email', b.email);
      } else if (b.role === 'appraiser') {
        if (b.name && !isOrgName(b.name)) push('appraiserName', b.name, 1);
        push('appraiserCompany', b.company ?? (b.name && isOrgName(b.name) ? b.name : null));
        push('appraiserPhone', b.phone, 1);
        push('appraiserEmail', b.email, 1);
        push('appraiserAddress', address, 1);
      } else if (b.role === 'shop') {
        push('repairShopName', b.name, 1);
        push('shopAddress', address, 1);
        push('shopPhone', b.phone, 1);
      } else if (b.lines.length > 1) {
        // A location block read whole beats its first line read alone. Its first line names the place
        // ("Rolling Hills Collision") or the person whose home it is: the place's name stays, a
        // person's goes (the address lines are the location).
        const placeName = b.name && !isPersonName(b.name, isOrgName, insured) ? b.name : null;
        push('vehicleLocation', address ? [placeName, address].filter(Boolean).join(', ') : null, 2);
      }
    }
  }
}

/** Letterhead contacts belong to whoever wrote the document. */
function addRoleFields(cands: Candidate[], text: DocumentText, kind: DocumentKind) {
  // The person who signed or wrote an appraiser's letter is the appraiser (below any labelled appraiser).
  if (kind === 'opposing_appraiser')
    for (const w of cands.filter((c) => c.field === 'writer')) cands.push({ ...w, field: 'appraiserName', priority: w.priority - 5 });
  if (kind === 'opposing_appraiser') addSignedAppraiser(cands, text);
  const first = text.pages[0];
  if (!first) return;
  const head = letterhead(first);
  if (head.length === 0) return;
  const conf = first.ocr ? 0.84 : 0.92;
  // The business name is the first letterhead line with a word in it that is not the document's title
  // ("INVOICE" printed above the shop's name); a scanned logo reads as a few marks ("LC]").
  const isTitle = (t: string) => gluedScore(t) > 0 && t.split(/\s+/).length <= 4 && !isOrgName(t);
  const org =
    head.map((l) => l.split(/\s{2,}/)[0]?.trim() ?? '').find((t) => /[A-Za-z]{3}/.test(t) && t.replace(/[^A-Za-z]/g, '').length >= 4 && !isTitle(t)) ?? '';
  const phone = head.map((l) => parsePhone(l)).find(Boolean) ?? null;
  const email = head.map((l) => l.match(EMAIL_RE)?.[0]).find(Boolean) ?? null;
  const address = letterheadAddress(head);
  const push = (field: FieldName, value: string | null, c = conf) => {
    const scored = value ? scoredValue(field, value, c) : null;
    if (scored) cands.push({ field, ...scored, page: first.pageNumber, priority: 3, gen: 'letterhead' });
  };
  if (kind === 'shop_estimate') {
    push('repairShopName', titleIfCaps(org));
    push('shopPhone', phone);
    push('shopAddress', address);
  } else if (kind === 'opposing_appraiser') {
    push('appraiserCompany', org);
    push('appraiserPhone', phone);
    push('appraiserEmail', email);
    push('appraiserAddress', address);
  }
}

/** "Dana Cole, Appraiser for the Insured" / "Dana Cole, Owner's Appraiser": a signature naming its side. */
const SIGNED_APPRAISER =
  /^([A-Z][A-Za-z'.-]+(?:\s+[A-Z][A-Za-z'.-]*){1,3}),\s*(?:appraiser for (?:the )?(?:insured|owner|claimant|policyholder)|(?:insured|owner|claimant|policyholder)'?s appraiser)$/i;

/**
 * Award and demand letters are signed in columns: the insured's appraiser signs "<name>, Appraiser for
 * Insured" with his company on the line under it, the carrier's appraiser in the other column.
 */
function addSignedAppraiser(cands: Candidate[], text: DocumentText) {
  for (const page of text.pages) {
    const rows = pageCells(page);
    const conf = page.ocr ? 0.8 : 0.88;
    rows.forEach((cells, li) => {
      for (const cell of cells) {
        const m = cell.text.match(SIGNED_APPRAISER);
        if (!m) continue;
        const name = scoredValue('appraiserName', m[1] as string, conf);
        if (name) cands.push({ field: 'appraiserName', ...name, page: page.pageNumber, priority: 1, gen: 'sentence' });
        const under = rows[li + 1]?.find((c) => Math.abs(c.x - cell.x) <= 12);
        const company = under && isOrgName(under.text) ? scoredValue('appraiserCompany', under.text, conf) : null;
        if (company) cands.push({ field: 'appraiserCompany', ...company, page: page.pageNumber, priority: 1, gen: 'block' });
      }
    });
  }
}

/**
 * The street address of a letterhead: a line starting with a street number, read without the phone,
 * e-mail or web parts printed beside it ("12 Main St, Suite 3 | Dover, DE 19901 | (302) …"); a city line
 * printed under the street joins it.
 */
const PARTS = /\s{2,}|\s+[·|•]\s+|\s+(?=(?:tel|phone|ph|fax|cell)\b\.?)/i;
function letterheadAddress(head: string[]): string | null {
  for (let i = 1; i < head.length; i++) {
    const parts = (head[i] ?? '').split(PARTS).map((p) => p.trim());
    if (!/^\d+\s+\w+/.test(parts[0] ?? '') || parsePhone(parts[0] ?? '')) continue;
    const kept = parts.filter((p) => p && !parsePhone(p) && !EMAIL_RE.test(p) && !/\bwww\.|\.(com|net|org)\b|^(tel|phone|fax|ph)\b/i.test(p));
    const city = /\b[A-Z]{2}\s+\d{5}\b/;
    if (!kept.some((p) => city.test(p))) {
      const next = (head[i + 1] ?? '').split(PARTS)[0]?.trim() ?? '';
      if (city.test(next) && !parsePhone(next)) kept.push(next);
    }
    return kept.join(', ');
  }
  return null;
}

function titleIfCaps(s: string): string {
  if (s !== s.toUpperCase()) return s;
  return s
    .toLowerCase()
    .replace(/(^|[\s&-])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase())
    .replace(/'S\b/g, "'s")
    .replace(/\b(Llc|Inc)\b/g, (w) => (w === 'Llc' ? 'LLC' : 'Inc'));
}

/**
 * A VIN OCR read with 1 for J at its start (or J for 1): the check digit cannot tell them apart (both count 1),
 * and both open known makers' codes ("1M3" Mack, "JM3" Mazda). The make the document prints decides.
 */
function agreeWithPrintedMake(vin: { value: string }, make: string | undefined): string | null {
  const first = vin.value[0];
  if (!make || (first !== '1' && first !== 'J')) return null;
  const vinMake = lookupWmi(vin.value);
  const sameOrParent = (m: string | null) => {
    const n = m ? normalizeMake(m) : null;
    return n !== null && (n === make || isParentOf(n, make));
  };
  if (sameOrParent(vinMake)) return null;
  const other = (first === '1' ? 'J' : '1') + vin.value.slice(1);
  return decodeVin(other).ok && sameOrParent(lookupWmi(other)) ? other : null;
}

/** Year/make/model/trim from labels or the description line; the VIN confirms or fills year and make. */
function finishVehicle(fields: ExtractedFields, cands: Candidate[], ocrPages: Set<number>) {
  const desc = fields.vehicleDescription;
  const parsed = desc ? parseVehicleDescription(desc.value) : null;
  if (parsed && desc) {
    const c = desc.confidence;
    fields.vehicleYear ??= { value: String(parsed.year), confidence: c, page: desc.page };
    fields.vehicleMake ??= { value: parsed.make, confidence: c, page: desc.page };
    if (parsed.model) fields.vehicleModel ??= { value: parsed.model, confidence: c * 0.95, page: desc.page };
    if (parsed.trim) fields.vehicleTrim ??= { value: parsed.trim, confidence: c * 0.85, page: desc.page };
  }
  splitModelTrim(fields);
  const vin = fields.vehicleVin;
  const swapped = vin && ocrPages.has(vin.page) ? agreeWithPrintedMake(vin, fields.vehicleMake?.value) : null;
  if (vin && swapped) vin.value = swapped;
  if (vin) {
    const decoded = decodeVin(vin.value);
    if (!decoded.ok) {
      // A labelled 17-character value that fails the check digit is a misread: keep a checked one if any.
      const checked = cands.find((c) => c.field === 'vehicleVin' && decodeVin(c.value).ok);
      if (checked) fields.vehicleVin = { value: checked.value, confidence: checked.confidence, page: checked.page };
      else delete fields.vehicleVin;
    } else {
      const d = decoded.vin;
      const year = fields.vehicleYear;
      if (d.year && !year) fields.vehicleYear = { value: String(d.year), confidence: 0.85, page: vin.page };
      else if (d.year && year && Math.abs(Number(year.value) - d.year) > 1) {
        // Printed and decoded years disagree by more than the model-year/sale-year overlap: trust the VIN.
        fields.vehicleYear = { value: String(d.year), confidence: 0.8, page: vin.page };
      } else if (year && d.year) year.confidence = Math.min(0.99, year.confidence + 0.03);
      const make = fields.vehicleMake;
      const vinMake = d.make ? normalizeMake(d.make) : null;
      // A manufacturer code names the parent of a luxury brand (a Lexus's VIN reads "Toyota"): a parent
      // fills an unprinted make only below the confident band, and never replaces the brand printed.
      if (vinMake && !make) fields.vehicleMake = { value: vinMake, confidence: hasBrands(vinMake) ? 0.6 : 0.85, page: vin.page };
      else if (vinMake && make && (vinMake === make.value || isParentOf(vinMake, make.value))) make.confidence = Math.min(0.99, make.confidence + 0.03);
      else if (vinMake && make && isParentOf(make.value, vinMake))
        fields.vehicleMake = { value: vinMake, confidence: Math.min(0.9, make.confidence), page: make.page };
      if (d.model && !fields.vehicleModel) fields.vehicleModel = { value: d.model, confidence: 0.85, page: vin.page };
    }
  }
  delete fields.vehicleDescription;
}

/**
 * A model cell that also carries the trim ("ILX Premium", "E-CLASS E 350", "RX 350 Base"): the model is
 * its first word (two for known two-word models and "<name> <number>" models), the rest the trim. The split
 * is a reading of the layout, not a printed label, so both keep a confidence below the confident band.
 */
function splitModelTrim(fields: ExtractedFields) {
  const model = fields.vehicleModel;
  const make = fields.vehicleMake?.value;
  if (!model || !make || !model.value.includes(' ')) return;
  const trim = fields.vehicleTrim;
  if (trim && model.value.toLowerCase().endsWith(` ${trim.value.toLowerCase()}`)) {
    model.value = model.value.slice(0, model.value.length - trim.value.length - 1).trim();
    return;
  }
  if (trim) return;
  // A load rating printed after the model name is part of it ("Sierra 2500HD", "Silverado 1500").
  const rated = (m: string | null) => (m ? (model.value.slice(m.length).match(/^\s+\d{3,4}(?:HD|XD)?\b/i)?.[0] ?? '') : '');
  const name = knownModel(make, model.value);
  const known = name ? name + rated(name) : null;
  const parsed = known ? { model: known, trim: model.value.slice(known.length).trim() || null } : parseVehicleDescription(`2000 ${make} ${model.value}`);
  if (!parsed?.model || !parsed.trim || parsed.model.length >= model.value.length) return;
  fields.vehicleTrim = { value: parsed.trim, confidence: Math.min(0.85, model.confidence * 0.9), page: model.page };
  fields.vehicleModel = { value: model.value.slice(0, parsed.model.length), confidence: Math.min(0.88, model.confidence), page: model.page };
}

/** The longest model of the built-in lists that the value starts with (as a whole word). */
function knownModel(make: string, value: string): string | null {
  const lower = value.toLowerCase();
  const list = [...(MODELS_BY_MAKE[make] ?? []), ...POPULAR_MODELS];
  const hits = list.filter((m) => lower === m.toLowerCase() || lower.startsWith(`${m.toLowerCase()} `)).sort((a, b) => b.length - a.length);
  return hits[0] ?? null;
}

function finishAmounts(fields: ExtractedFields, kind: DocumentKind) {
  const gross = fields.grossTotal;
  if (gross && ['carrier_estimate', 'shop_estimate', 'opposing_appraiser'].includes(kind)) fields.estimateAmount ??= { ...gross };
  if (fields.deductible && (readMoney(fields.deductible.value)?.cents ?? 0) > 1_000_000) delete fields.deductible;
}
