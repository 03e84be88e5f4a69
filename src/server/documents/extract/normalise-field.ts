/**
 * The field spec's normalisers and validators: a candidate's printed text read as its field's type
 * (an id, a person's name, a date, a VIN, money in cents, a phone …), with the validators' verdict as a
 * factor in [0, 1] (1: the value is plainly of its type). The decide stage applies them to every
 * candidate; a generator calls them only where its own reading depends on a value (an owner's name).
 */
import { findMoney, moneyText, readCount, readDate } from '../../../shared/read-values';
import { mendVin, ocrVins } from '../../../shared/vin-mend';
import { isOrgName } from './blocks';
import { readCheckbox } from './checkbox';
import { type FieldName, fieldSpec } from './field-spec';
import { insurerNameOf } from './insurer';
import { normalizeMake, normalizePersonName, parseLabelledPhone, parseVehicleDescription, readEmail } from './normalize';
import { validateValue } from './validate';

/** A value read to its field's type: its text, the validators' factor, and for money its amount in cents. */
export type ReadValue = { value: string; validity: number; cents?: number };

/** The fields whose values are amounts of money, carried in cents. */
export const MONEY_FIELDS: ReadonlySet<FieldName> = new Set<FieldName>(['grossTotal', 'netTotal', 'deductible', 'estimateAmount']);

/**
 * A candidate's value, cleaned to its type, with the validators' verdict (null when the value is of
 * the wrong type or a validator rejects it). `rest`: the print after the value on its line.
 */
export function readField(field: FieldName, raw: string, rest?: string): ReadValue | null {
  const type = fieldSpec(field)?.type ?? 'text';
  if (type === 'money' && field !== 'deductible' && /^\s*[(-]/.test(raw) && rest) {
    // "Net Total  ($1,000.00)  $3,500.00": the deduction printed beside the total is not it; the unbracketed amount after it is.
    const plainAmount = rest.split(/\s{2,}/).find((c) => /\d/.test(c) && !/^\s*[(-]/.test(c) && findMoney(c));
    if (plainAmount && plainAmount !== raw) {
      const plain = readField(field, plainAmount);
      return plain ? { ...plain, validity: 0.95 * plain.validity } : null;
    }
  }
  const value = field === 'inspectionRequired' ? readCheckbox(rest ?? raw) : cleanValue(field, raw);
  if (!value) return null;
  const validity = validateValue(type, value, raw, field === 'deductible', field === 'netTotal' && value.startsWith('-'));
  if (validity < 0.35) return null;
  return MONEY_FIELDS.has(field) ? { value, validity, cents: moneyCents(value) } : { value, validity };
}

/** Cents of a money value as the normaliser writes it ("$1,234.56", "-$22.82"). */
export function moneyCents(value: string): number | undefined {
  const found = findMoney(value.replace(/^-/, ''));
  return found ? (value.startsWith('-') ? -1 : 1) * Math.abs(found.money.cents) : undefined;
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
      return m && /\d/.test(m[1]!) && m[1]!.length >= 5 ? undoubled(m[1]!.replace(/[.,]$/, '')) : spacedNumber(v);
    }
    case 'insuredName':
    case 'appraiserName':
    case 'writer': {
      // "Carter Haddad, Keystone Mutual Staff Appraiser", "Dana Whitfield, License #A-44120": the title or
      // licence after the comma is the role, not a name part;
      // a text layer may run the name into an e-mail or phone ("Ines McAllister imcallister@…").
      // "Cornelius Oyelaran, Atlas Vehicle Appraisers": a company after the comma is not the name's first half.
      const commaParts = v.split(/,\s*/);
      if (commaParts.length >= 2 && isOrgName(commaParts.slice(1).join(', ')) && !isOrgName(commaParts[0] ?? '')) v = commaParts[0] as string;
      const name =
        v.split(
          /,\s*(?=(?:[A-Z][A-Za-z&.]*\s+){0,4}(?:Staff|Independent|Appraiser|Estimator|Adjuster|Representative|Licen[cs]ed?|Lic\.?|Certified|Cert\.?)(?![a-z]))|\s{2,}|\s+(?=\S*[@\d(])/,
        )[0] ?? v;
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
      // A VIN prints digits (its check digit, its serial); seventeen letters run together are words
      // (a sentence under an empty "V.I.N.:" box), which the mender would make into a VIN.
      return m && (m[0].match(/\d/g)?.length ?? 0) >= 3 ? mendVin(m[0]).vin : null;
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
    // A description is read for its year, make and model (decide-vehicle.ts): a value that gives none
    // (the sentence printed under a "Vehicle:" label whose value stands beside it) describes nothing.
    case 'vehicleDescription':
      return parseVehicleDescription(v.split(/\s{2,}/)[0] ?? v) ? v : null;
    case 'mileage': {
      // "48.2K", "112K mi": thousands, as valuation summaries and listings print them.
      const thousands = v.match(/^(\d{1,3}(?:\.\d{1,2})?)\s*K\b/i);
      if (thousands) return String(Math.round(Number(thousands[1]) * 1000));
      const m = v.match(/\b(\d{1,3}(?:,\d{3})+|\d{1,7})\b/);
      const miles = m ? readCount(m[1] as string) : null;
      return miles === null ? null : String(miles);
    }
    case 'phone':
    case 'shopPhone':
    case 'appraiserPhone':
      return parseLabelledPhone(v);
    case 'email':
    case 'appraiserEmail':
      return readEmail(v);
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
      // A code printed after the name in brackets ("(NAIC 12345)", a police report's insurer box) is no part of it.
      const company = v.replace(/\s*\([^)]*\d[^)]*\)/g, '');
      const named = insurerNameOf(company);
      if (named) return named;
      const name = company.split(/\s{2,}|\s+(?=\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4})/)[0]?.trim() ?? '';
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
 * A number printed in groups ("24 773 1902", "PA 881 200 45", "24 7731902 01", "NHA 5521093"): the whole
 * value, and nothing else, is groups of digits (a letter prefix may lead), kept as printed. A value with
 * a word after its digits ("1 of 2", "6 Month Term") is no number.
 */
const SPACED_NUMBER = /^(?=\S+ )(?:[A-Z]{1,4}[ -])?[A-Z0-9]*\d[A-Z0-9]*(?: [A-Z0-9]*\d[A-Z0-9]*)*$/i;
function spacedNumber(v: string): string | null {
  if (!SPACED_NUMBER.test(v) || v.length > 30) return null;
  const groups = v.split(' ');
  return v.replace(/\D/g, '').length >= 5 && groups.every((g) => g.length <= 10) ? v.toUpperCase() : null;
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
