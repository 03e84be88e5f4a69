/** The BMS estimate's labor rates and totals (labor by type with its hours, parts, tax, summary lines), in cents until the end. */
import type { EstimateLine, EstimateTotals, LaborRates } from '../../shared/estimate-comparison.js';
import { laborTypeFromCode } from './bms-codes.js';
import { asArray, cents, child, dollars, type Node, num, text } from './bms-xml.js';

export function readRates(root: Node): LaborRates {
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

export function readTotals(root: Node, lines: EstimateLine[], rawLines: Node[]): TotalsRead {
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
