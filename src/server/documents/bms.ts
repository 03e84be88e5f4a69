/**
 * CIECA BMS estimate XML (VehicleDamageEstimateAddRq and friends, as exported by Mitchell,
 * CCC and Audatex): header, vehicle, lines, rates and totals, read exactly from the elements.
 * Whether a file is BMS is decided once, by sniff.ts; this file only reads it (for the analysis and for the estimate comparison).
 */
import { XMLParser } from 'fast-xml-parser';
import type { EstimateLine, EstimateTotals, LaborRates, LaborType, LineOperation, ParsedEstimate, PartType } from '../../shared/estimate-comparison.js';
import { finishTotals } from '../../shared/estimate-totals.js';
import { BmsLineCapError, countDamageLineTags, headOfBms, RAW_LINE_MARGIN } from './bms-line-cap.js';

type Node = Record<string, unknown>;

export interface BmsHeader {
  claimNumber: string | null;
  policyNumber: string | null;
  insuranceCompany: string | null;
  ownerName: string | null;
  insuredName: string | null;
  estimatorName: string | null;
  estimatorCompany: string | null;
  repairFacility: string | null;
  dateOfLoss: string | null;
  lossDescription: string | null;
  deductible: number | null;
  currency: string | null;
  application: string | null;
  vehicle: {
    vin: string | null;
    year: number | null;
    make: string | null;
    model: string | null;
    trim: string | null;
    mileage: number | null;
    licensePlate: string | null;
  };
}

export interface BmsEstimate extends ParsedEstimate {
  header: BmsHeader;
  /** With `headElements`: true when the file had more damage-line elements, which were not read. */
  cut?: boolean;
}

const ARRAY_TAGS = new Set([
  'DamageLineInfo',
  'RateInfo',
  'RateTierInfo',
  'LaborTotalsInfo',
  'PartsTotalsInfo',
  'OtherChargesTotalsInfo',
  'SummaryTotalsInfo',
  'TotalTaxInfo',
  'OtherChargesInfo',
  'LaborInfo',
  'ApplicationInfo',
  'Communications',
]);

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => ARRAY_TAGS.has(name),
  processEntities: true,
});

const asArray = <T>(v: T | T[] | undefined | null): T[] => (v == null ? [] : Array.isArray(v) ? v : [v]);
const child = (n: unknown, key: string): Node | undefined => {
  if (!n || typeof n !== 'object') return undefined;
  const v = (n as Node)[key];
  if (Array.isArray(v)) return v[0] as Node;
  return v && typeof v === 'object' ? (v as Node) : undefined;
};
const text = (n: unknown, ...path: string[]): string | null => {
  let cur: unknown = n;
  for (const key of path) {
    if (!cur || typeof cur !== 'object') return null;
    cur = (cur as Node)[key];
    if (Array.isArray(cur)) cur = cur[0];
  }
  if (cur == null || typeof cur === 'object') return null;
  const s = String(cur).trim();
  return s === '' ? null : s;
};
const num = (n: unknown, ...path: string[]): number | null => {
  const s = text(n, ...path);
  if (s == null) return null;
  // BMS numbers are XML decimals ("0.125", "-50"), not print: no separators to read, three decimals allowed.
  const v = Number(s);
  return Number.isFinite(v) ? v : null;
};
const cents = (v: number | null): number => (v == null ? 0 : Math.round(v * 100));
const dollars = (c: number): number => c / 100;

/** CIECA LaborOperation codes → the operations estimates print. */
const OPERATION_BY_CODE: Record<string, LineOperation> = {
  OP0: 'Other',
  OP1: 'Rpr',
  OP2: 'R&I',
  OP3: 'Add',
  OP4: 'Algn',
  OP5: 'O/H',
  OP6: 'Refn',
  OP7: 'Chk',
  OP8: 'Chk',
  OP9: 'Rpr',
  OP10: 'Rpr',
  OP11: 'Repl',
  OP12: 'Repl',
  OP13: 'Add',
  OP14: 'Add',
  OP15: 'Blnd',
  OP16: 'Subl',
  OP17: 'Add',
  OP20: 'R&I',
  OP26: 'Subl',
};

/** CIECA LaborType codes → our labor types. */
export function laborTypeFromCode(code: string | null): LaborType | null {
  if (!code) return null;
  const c = code.toUpperCase();
  if (c === 'LAR' || c === 'LA1') return 'paint';
  if (c === 'LAB' || c === 'LAA' || c === 'LA4' || c === 'LA2' || c === 'LA3') return 'body';
  if (c === 'LAM') return 'mechanical';
  if (c === 'LAF') return 'frame';
  if (c === 'LAS') return 'structural';
  if (c === 'LAE') return 'electrical';
  if (c === 'LAG') return 'glass';
  if (c === 'LAD') return 'diagnostic';
  return 'other';
}

/** CIECA PartType codes: PAN new OEM, PAA aftermarket, PAL/PAU used (LKQ), PAM/PAR/PAC reconditioned. */
function partTypeFromCode(code: string | null): PartType | null {
  switch ((code ?? '').toUpperCase()) {
    case 'PAN':
    case 'PAO':
    case 'PAP':
      return 'OEM';
    case 'PAA':
      return 'aftermarket';
    case 'PAL':
    case 'PAU':
    case 'PAG':
      return 'used';
    case 'PAM':
    case 'PAR':
    case 'PAC':
      return 'reconditioned';
    default:
      return null;
  }
}

function readLine(d: Node, position: number): EstimateLine | null {
  const description = (text(d, 'LineDesc') ?? '').replace(/\s+/g, ' ').trim();
  const part = child(d, 'PartInfo');
  const labors = asArray(d.LaborInfo as Node[] | Node | undefined);
  const other = child(d, 'OtherChargesInfo') ?? asArray(d.OtherChargesInfo as Node[] | undefined)[0];
  const sublet = child(d, 'SubletInfo');
  const sublet1 = text(part, 'PartSubletInd') === '1' || text(d, 'PartSubletInd') === '1';
  let laborHours: number | null = null;
  let paintHours: number | null = null;
  let laborType: LaborType | null = null;
  let operation: LineOperation | null = null;
  for (const l of labors) {
    const type = laborTypeFromCode(text(l, 'LaborType'));
    const hours = num(l, 'LaborHours');
    const op = OPERATION_BY_CODE[(text(l, 'LaborOperation') ?? '').toUpperCase()] ?? null;
    if (type === 'paint') {
      paintHours = (paintHours ?? 0) + (hours ?? 0);
      operation ??= op;
    } else {
      laborHours = (laborHours ?? 0) + (hours ?? 0);
      laborType ??= type;
      operation = op ?? operation;
    }
  }
  const partNumRaw = text(part, 'PartNum');
  const partNumber = partNumRaw && !/^(existing|sublet)$/i.test(partNumRaw) ? partNumRaw : null;
  const partPrice = num(part, 'PartPrice');
  const quantity = num(part, 'Quantity');
  const otherPrice = num(other, 'Price');
  const subletAmt = num(sublet, 'SubletAmount') ?? num(sublet, 'SubletAmt');
  const price = partPrice ?? otherPrice ?? subletAmt;
  if (sublet1 || text(d, 'LaborSubletInd') === '1' || subletAmt != null) operation = 'Subl';
  const lineNumber = num(d, 'LineNum') ?? position;
  if (!description && price == null && laborHours == null && paintHours == null) return null;
  const partType = partNumber || (partPrice ?? 0) > 0 ? partTypeFromCode(text(part, 'PartType')) : null;
  // A "Repl" line with a part price is a part; lines without any amount are notes (CIECA child memo lines).
  return {
    lineNumber: Math.trunc(lineNumber),
    operation: operation ?? (partNumber ? 'Repl' : null),
    description,
    partNumber,
    partType,
    quantity: quantity != null && quantity > 0 ? quantity : null,
    price: price != null && price !== 0 ? price : price === 0 && partNumber ? 0 : null,
    laborHours: laborHours != null && laborHours !== 0 ? laborHours : null,
    laborType: laborHours ? laborType : null,
    paintHours: paintHours != null && paintHours !== 0 ? paintHours : null,
    page: null,
  };
}

function readRates(root: Node): LaborRates {
  const rates: LaborRates = {};
  const profile = child(root, 'ProfileInfo') ?? root;
  for (const r of asArray(profile.RateInfo as Node[] | undefined)) {
    const type = (text(r, 'RateType') ?? '').toUpperCase();
    const tier = asArray(r.RateTierInfo as Node[] | undefined)[0];
    const rate = num(tier, 'Rate') ?? num(r, 'Rate');
    if (rate == null) continue;
    const key = type === 'MAPA' ? 'paintSupplies' : type.startsWith('LA') && type.length === 3 ? (laborTypeFromCode(type) as keyof LaborRates) : null;
    if (!key || key === ('other' as string)) continue;
    // The first rate of a kind wins (LAB before the aluminium and user-defined body rates).
    if (rates[key] == null) rates[key] = rate;
  }
  return rates;
}

interface TotalsRead {
  totals: EstimateTotals;
  hours: Record<'body' | 'paint' | 'mechanical' | 'frame', number | null>;
}

function readTotals(root: Node, lines: EstimateLine[], rawLines: Node[]): TotalsRead {
  const t = child(root, 'RepairTotalsInfo') ?? {};
  const hours: TotalsRead['hours'] = { body: null, paint: null, mechanical: null, frame: null };
  let bodyC = 0;
  let paintC = 0;
  let mechC = 0;
  let frameC = 0;
  let subletC = 0;
  let taxC = 0;
  let partsC: number | null = null;
  let seenLabor = false;
  for (const l of asArray(t.LaborTotalsInfo as Node[] | undefined)) {
    const type = (text(l, 'TotalType') ?? '').toUpperCase();
    const amt = cents(num(l, 'TotalAmt'));
    const h = num(l, 'TotalHours');
    if (type === 'LA') {
      taxC += cents(num(l, 'TaxTotalAmt'));
      continue;
    }
    seenLabor = true;
    if (type.endsWith('S') && type.length === 4) {
      // LABS, LAMS…: sublet labor, already included in its labor type's amount.
      subletC += amt;
      if (type.startsWith('LAB')) bodyC -= amt;
      else if (type.startsWith('LAM')) mechC -= amt;
      else if (type.startsWith('LAF')) frameC -= amt;
      else if (type.startsWith('LAR')) paintC -= amt;
      continue;
    }
    const kind = laborTypeFromCode(type);
    if (kind === 'paint') {
      paintC += amt;
      hours.paint = (hours.paint ?? 0) + (h ?? 0);
    } else if (kind === 'mechanical' || kind === 'electrical' || kind === 'diagnostic') {
      mechC += amt;
      hours.mechanical = (hours.mechanical ?? 0) + (h ?? 0);
    } else if (kind === 'frame' || kind === 'structural') {
      frameC += amt;
      hours.frame = (hours.frame ?? 0) + (h ?? 0);
    } else {
      bodyC += amt;
      hours.body = (hours.body ?? 0) + (h ?? 0);
    }
  }
  for (const p of asArray(t.PartsTotalsInfo as Node[] | undefined)) {
    const type = (text(p, 'TotalType') ?? '').toUpperCase();
    const taxable = num(p, 'TaxableAmt');
    const tax = num(p, 'TaxTotalAmt');
    const amt = num(p, 'TotalAmt');
    taxC += cents(tax);
    if (type === 'PA' || partsC == null) {
      // TotalAmt includes tax when TaxTotalAmt is given.
      const net = taxable != null ? cents(taxable) : cents(amt) - cents(tax);
      if (type === 'PA') partsC = net;
      else partsC = (partsC ?? 0) + net;
    }
  }
  for (const o of asArray(t.OtherChargesTotalsInfo as Node[] | undefined)) taxC += cents(num(o, 'TaxTotalAmt'));
  let grossC: number | null = null;
  let netC: number | null = null;
  let deductibleC: number | null = null;
  for (const s of asArray(t.SummaryTotalsInfo as Node[] | undefined)) {
    const sub = (text(s, 'TotalSubType') ?? '').toUpperCase();
    const desc = (text(s, 'TotalTypeDesc') ?? '').toLowerCase();
    const amt = num(s, 'TotalAmt');
    if (amt == null) continue;
    if (sub === 'CE' || desc.includes('gross')) grossC = cents(amt);
    else if (sub === 'TT' || desc.includes('net total')) netC = cents(amt);
    else if (sub.startsWith('D') || desc.includes('deductible')) deductibleC = Math.abs(cents(amt));
    else if (sub === 'T2' || desc === 'tax' || desc.includes('sales tax')) taxC = taxC || cents(amt);
  }
  // Paint materials are priced lines (OtherChargesType MAPA); sublet parts too.
  let paintSuppliesC = 0;
  rawLines.forEach((d) => {
    const o = child(d, 'OtherChargesInfo');
    if ((text(o, 'OtherChargesType') ?? '').toUpperCase() === 'MAPA') paintSuppliesC += cents(num(o, 'Price'));
  });
  if (!seenLabor) {
    for (const l of lines) {
      if (l.operation === 'Subl') subletC += cents(l.price);
    }
  }
  const totals: EstimateTotals = {
    parts: partsC == null ? null : dollars(partsC),
    bodyLabor: seenLabor ? dollars(bodyC) : null,
    paintLabor: seenLabor ? dollars(paintC) : null,
    mechanicalLabor: seenLabor ? dollars(mechC) : null,
    frameLabor: seenLabor ? dollars(frameC) : null,
    paintSupplies: dollars(paintSuppliesC),
    sublet: dollars(subletC),
    tax: dollars(taxC),
    gross: grossC == null ? null : dollars(grossC),
    deductible: deductibleC == null ? null : dollars(deductibleC),
    net: netC == null ? null : dollars(netC),
  };
  return { totals, hours };
}

function readHeader(root: Node): BmsHeader {
  const admin = child(root, 'AdminInfo');
  const claim = child(root, 'ClaimInfo');
  const vehicle = child(root, 'VehicleInfo');
  const desc = child(vehicle, 'VehicleDesc');
  const person = (p: Node | undefined) => {
    const info = child(child(p, 'Party'), 'PersonInfo');
    const first = text(info, 'PersonName', 'FirstName');
    const last = text(info, 'PersonName', 'LastName');
    const name = [first, last].filter(Boolean).join(' ');
    return name || text(child(p, 'Party'), 'OrgInfo', 'CompanyName');
  };
  const company = (p: Node | undefined) => text(child(p, 'Party'), 'OrgInfo', 'CompanyName');
  const loss = text(claim, 'LossInfo', 'Facts', 'LossDateTime');
  const app = asArray(root.ApplicationInfo as Node[] | undefined)[0];
  return {
    claimNumber: text(claim, 'ClaimNum') ?? text(root, 'RefClaimNum'),
    policyNumber: text(claim, 'PolicyInfo', 'PolicyNum'),
    insuranceCompany: company(child(admin, 'InsuranceCompany')),
    ownerName: person(child(admin, 'Owner')),
    insuredName: person(child(admin, 'Insured')) ?? person(child(admin, 'PolicyHolder')),
    estimatorName: person(child(admin, 'Estimator')),
    estimatorCompany: company(child(admin, 'Estimator')) ?? company(child(admin, 'Appraiser')),
    repairFacility: company(child(admin, 'RepairFacility')),
    dateOfLoss: loss ? loss.slice(0, 10) : null,
    lossDescription: text(claim, 'LossInfo', 'Facts', 'DamageMemo') ?? text(claim, 'LossInfo', 'Facts', 'LossMemo'),
    deductible: num(claim, 'PolicyInfo', 'CoverageInfo', 'Coverage', 'DeductibleInfo', 'DeductibleAmt'),
    currency: text(root, 'DocumentInfo', 'CurrencyInfo', 'CurCode'),
    application: text(app, 'ApplicationName'),
    vehicle: {
      vin: text(vehicle, 'VINInfo', 'VIN', 'VINNum'),
      year: num(desc, 'ModelYear'),
      make: text(desc, 'MakeDesc'),
      model: text(desc, 'ModelName'),
      trim: text(desc, 'SubModelDesc'),
      mileage: num(desc, 'OdometerInfo', 'OdometerReading'),
      licensePlate: text(vehicle, 'License', 'LicensePlateNum'),
    },
  };
}

/**
 * Parses a CIECA BMS estimate; throws when the XML is not one. With `maxLines`, throws
 * BmsLineCapError as soon as the estimate is known to have more work lines than that: before the
 * XML is parsed when its damage-line elements alone are far past it, else as the lines are read.
 * With `headElements`, reads the header, the totals and only the first that many damage-line
 * elements (`cut` says when there were more): a summary bounded whatever the file's length.
 */
export function parseBmsEstimate(
  xml: Buffer | string,
  fileName: string | null = null,
  options: { maxLines?: number; headElements?: number } = {},
): BmsEstimate {
  const { maxLines, headElements } = options;
  const whole = typeof xml === 'string' ? xml : xml.toString('utf8');
  const head = headElements != null ? headOfBms(whole, headElements) : { xml: whole, dropped: false };
  const source = head.xml;
  if (maxLines != null) {
    const tags = countDamageLineTags(source, maxLines * RAW_LINE_MARGIN);
    if (tags > maxLines * RAW_LINE_MARGIN) throw new BmsLineCapError(maxLines, tags);
  }
  const doc = parser.parse(source) as Node;
  const rootKey = Object.keys(doc).find((k) => k !== '?xml' && typeof doc[k] === 'object');
  const root = rootKey ? (doc[rootKey] as Node) : undefined;
  if (!root || !('DamageLineInfo' in root || 'RepairTotalsInfo' in root)) {
    throw new Error('not a CIECA BMS estimate');
  }
  const rawLines = asArray(root.DamageLineInfo as Node[] | undefined);
  const lines: EstimateLine[] = [];
  const seen = new Set<number>();
  const byNumber = new Map<number, EstimateLine>();
  let highest = 0;
  rawLines.forEach((d, i) => {
    if (maxLines != null && lines.length > maxLines) return;
    const line = readLine(d, i + 1);
    if (!line) return;
    // Child memo lines (ParentLineNum, no amounts) are notes on their parent, not work items.
    const isMemo = text(d, 'ParentLineNum') != null && line.price == null && line.laborHours == null && line.paintHours == null;
    if (isMemo) return;
    // Priced "other charges" lines (paint materials, shop materials) are totals, not repair lines.
    const charge = (text(child(d, 'OtherChargesInfo'), 'OtherChargesType') ?? '').toUpperCase();
    if ((charge === 'MAPA' || charge === 'MASH' || charge === 'MAHW') && !line.laborHours && !line.paintHours) return;
    // A refinish-only child line (paint hours of the part above) joins its parent, as prints show it.
    const parentNum = num(d, 'ParentLineNum');
    const parent = parentNum != null ? byNumber.get(parentNum) : undefined;
    if (parent && line.paintHours && !line.laborHours && line.price == null && (parent.paintHours ?? 0) === 0) {
      parent.paintHours = line.paintHours;
      return;
    }
    if (seen.has(line.lineNumber)) line.lineNumber = highest + 1;
    seen.add(line.lineNumber);
    highest = Math.max(highest, line.lineNumber);
    if (!byNumber.has(line.lineNumber)) byNumber.set(line.lineNumber, line);
    lines.push(line);
  });
  if (maxLines != null && lines.length > maxLines) throw new BmsLineCapError(maxLines, lines.length);
  const laborRates = readRates(root);
  const { totals, hours } = readTotals(root, lines, rawLines);
  const header = readHeader(root);
  if (totals.deductible == null && header.deductible != null && totals.net != null && totals.gross != null && totals.net !== totals.gross) {
    totals.deductible = header.deductible;
  }
  return {
    header,
    lines,
    laborRates,
    totals: finishTotals(totals),
    laborHours: hours,
    source: { fileName, layout: 'bms', fileType: 'bms', scanned: false, pages: 1, writtenBy: header.estimatorCompany ?? header.repairFacility },
    warnings: [],
    ...(head.dropped ? { cut: true } : {}),
  };
}
