/**
 * The totals block of a printed estimate: category amounts, the hours and rates printed beside
 * them ("29.6 hrs @ $ 65.00 /hr"), tax, gross, deductible and net.
 */
import type { EstimateTotals, LaborHoursTotals, LaborRates } from '../../shared/estimate-comparison.js';
import type { TextLine } from './text-types.js';

type Slot = 'parts' | 'body' | 'paint' | 'mechanical' | 'frame' | 'paintSupplies' | 'sublet' | 'tax' | 'gross' | 'deductible' | 'net' | 'skip' | 'otherCharge';

const LABELS: Array<[RegExp, Slot]> = [
  [/^(sub ?totals?|total (labor|parts|hours)|labor total|totals?:?$|category|estimate totals|totals summary)/i, 'skip'],
  [/^(less\s+)?(customer\s+)?deductible/i, 'deductible'],
  [/^(body supplies|shop supplies|shop materials|miscellaneous|misc|towing|storage|hazardous waste|environmental|other charges|additional costs)\b/i, 'otherCharge'],
  [/^(net cost of repairs|net total|net amount|net estimate|net|insurance pay|amount due|balance due|total due)\b/i, 'net'],
  [/^(grand total|gross total|total cost of repairs|estimate total|invoice total|total estimate|total amount|total repair cost|repair total|total)\b/i, 'gross'],
  [/^(sales tax|tax|gst|pst|hst|state tax|county tax)\b/i, 'tax'],
  [/^(parts total|parts|total parts|oem parts|aftermarket parts|used parts)\b/i, 'parts'],
  [/^(body labor|labor\s*-\s*body|body)\b/i, 'body'],
  [/^(paint labor|refinish labor|labor\s*-\s*paint|labor\s*-\s*refinish|refinish)\b/i, 'paint'],
  [/^(mechanical labor|mech labor|labor\s*-\s*mech\w*|electrical labor|diagnostic labor|labor\s*-\s*electrical|glass labor)\b/i, 'mechanical'],
  [/^(frame labor|structural labor|labor\s*-\s*frame|labor\s*-\s*structural)\b/i, 'frame'],
  [/^(paint supplies|paint materials|paint & materials|paint and materials|refinish materials|paint\/materials)\b/i, 'paintSupplies'],
  [/^(sublet( repairs)?|sublet total)\b/i, 'sublet'],
  [/^(customer pay)\b/i, 'net'],
];

// OCR reads thousands commas as periods ("1.392.40"): the last separator is the decimal point.
const MONEY = /-?\$?\s?\d{1,3}(?:[.,]\d{3})*[.,]\d{2}(?!\d)|-?\$?\s?\d+[.,]\d{2}(?!\d)/g;
const toCents = (s: string) => {
  const m = s.replace(/[$\s]/g, '').match(/^(-?)([\d.,]*?)[.,](\d{2})$/);
  if (!m) return Math.round(Number(s.replace(/[$,\s]/g, '')) * 100);
  const whole = Number(m[2].replace(/[.,]/g, '') || '0');
  return (m[1] ? -1 : 1) * (whole * 100 + Number(m[3]));
};

export interface TotalsRead {
  totals: EstimateTotals;
  laborRates: LaborRates;
  laborHours: LaborHoursTotals;
  found: number;
}

/** Reads totals from the lines after the line-item table (or the whole document). */
export function parseTotals(lines: TextLine[]): TotalsRead {
  const cents: Partial<Record<Slot, number>> = {};
  const rates: LaborRates = {};
  const hours: LaborHoursTotals = { body: null, paint: null, mechanical: null, frame: null };
  let found = 0;
  for (const line of lines) {
    const text = line.text.replace(/\s+/g, ' ').trim();
    const labelMatch = text.match(/^[A-Za-z][A-Za-z&/\-' .]*?(?=\s+(?:-?\$|\d)|\s*$)/);
    if (!labelMatch) continue;
    const label = labelMatch[0].trim();
    const slot = LABELS.find(([re]) => re.test(label))?.[1];
    if (!slot || slot === 'skip') continue;
    const amounts = [...text.slice(labelMatch[0].length).matchAll(MONEY)].map((m) => m[0]);
    if (!amounts.length) continue;
    const amount = toCents(amounts[amounts.length - 1]);
    const basis = text.match(/(\d+(?:\.\d+)?)\s*(?:hrs?|hours)\s*@\s*\$?\s*(\d+(?:\.\d+)?)/i);
    const isRate = (k: keyof LaborRates, v: number) => {
      if (rates[k] == null) rates[k] = v;
    };
    const addHours = (k: keyof LaborHoursTotals, h: number) => {
      hours[k] = Math.round(((hours[k] ?? 0) + h) * 10) / 10;
    };
    switch (slot) {
      case 'body':
      case 'paint':
      case 'mechanical':
      case 'frame':
        cents[slot] = (cents[slot] ?? 0) + amount;
        if (basis) {
          addHours(slot, Number(basis[1]));
          const laborKey = /structural/i.test(label) ? 'structural' : /electrical/i.test(label) ? 'electrical' : /diagnostic/i.test(label) ? 'diagnostic' : /glass/i.test(label) ? 'glass' : slot;
          isRate(laborKey as keyof LaborRates, Number(basis[2]));
        }
        break;
      case 'paintSupplies':
        cents.paintSupplies = (cents.paintSupplies ?? 0) + amount;
        if (basis) isRate('paintSupplies', Number(basis[2]));
        break;
      case 'tax':
        cents.tax = (cents.tax ?? 0) + amount;
        break;
      case 'net':
        if (cents.net == null) cents.net = amount;
        break;
      case 'gross':
        if (cents.gross == null) cents.gross = amount;
        break;
      case 'deductible':
        cents.deductible = Math.abs(amount);
        break;
      case 'otherCharge':
        break;
      default:
        if (cents[slot] == null) cents[slot] = amount;
    }
    found++;
  }
  const d = (k: Slot) => (cents[k] == null ? null : cents[k]! / 100);
  const anyLabor = ['body', 'paint', 'mechanical', 'frame'].some((k) => cents[k as Slot] != null);
  const z = (k: Slot) => (cents[k] == null ? (anyLabor ? 0 : null) : cents[k]! / 100);
  return {
    found,
    laborRates: rates,
    laborHours: hours,
    totals: {
      parts: d('parts'),
      bodyLabor: z('body'),
      paintLabor: z('paint'),
      mechanicalLabor: z('mechanical'),
      frameLabor: z('frame'),
      paintSupplies: z('paintSupplies'),
      sublet: z('sublet'),
      tax: d('tax') ?? (anyLabor ? 0 : null),
      gross: d('gross'),
      deductible: d('deductible'),
      net: d('net'),
    },
  };
}
