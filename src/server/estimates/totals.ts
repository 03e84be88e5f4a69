import type { EstimateLine, EstimateTotals, LaborRates, TotalKey } from '../../shared/estimate-comparison.js';
import { finishTotals } from '../../shared/estimate-totals.js';
import { type GrossSettled, settleGross } from './gross-chain.js';
import type { Slot, TotalsRead } from './parse-totals.js';
import { isLaborPriced } from './row-arithmetic.js';

const c = (v: number | null | undefined) => (v == null ? 0 : Math.round(v * 100));

export interface CheckedTotals {
  totals: EstimateTotals;
  /** 0–1 per total: 1 printed and confirmed by another printed figure, lower when unchecked, derived, repaired or contradicted. */
  confidence: Partial<Record<TotalKey, number>>;
  /** Every check that could be made held (categories → subtotal → gross, gross = net + deductible). */
  reconciled: boolean;
  warnings: string[];
  /** The gross as printed and as the totals chain computes it (dollars). */
  grossCheck: GrossSettled['check'];
}

const LABOR_SLOTS: Array<[Slot, 'bodyLabor' | 'paintLabor' | 'mechanicalLabor' | 'frameLabor']> = [
  ['body', 'bodyLabor'],
  ['paint', 'paintLabor'],
  ['mechanical', 'mechanicalLabor'],
  ['frame', 'frameLabor'],
];
const CATEGORY_SLOTS: Slot[] = ['parts', 'body', 'paint', 'mechanical', 'frame', 'paintSupplies', 'sublet', 'otherCharge'];
const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Labor category of a line's hours, as the totals block groups them. */
function laborSlot(line: EstimateLine): 'body' | 'mechanical' | 'frame' {
  const t = line.laborType ?? 'body';
  if (t === 'mechanical' || t === 'electrical' || t === 'diagnostic') return 'mechanical';
  if (t === 'frame' || t === 'structural') return 'frame';
  return 'body';
}

/**
 * Checks the totals as printed against each other and against the lines: categories against the
 * printed subtotal, subtotal + tax against the gross, gross against net + deductible, labor
 * amounts against hours × rate. A total that does not reconcile keeps its printed value with a
 * lower confidence; a gross OCR could not read (or misread) is derived when two independent
 * figures agree on it, and the warnings say so.
 */
export function checkTotals(read: TotalsRead, lines: EstimateLine[], rates: LaborRates, options: { ocr?: boolean } = {}): CheckedTotals {
  const p = { ...read.printed };
  const warnings: string[] = [];
  const t: EstimateTotals = { ...read.totals };
  // A net below zero (the deductible exceeds the repairs) whose minus sign a scan lost: the printed
  // gross, or subtotal and tax, equal the deductible less the net as read, and not the two added.
  const net = p.net;
  if (options.ocr && net && net.cents > 0 && p.deductible) {
    const grosses = [p.gross?.cents, p.subtotal ? p.subtotal.cents + (p.tax?.cents ?? 0) : undefined].filter((x): x is number => x != null);
    if (!grosses.includes(net.cents + p.deductible.cents) && grosses.includes(p.deductible.cents - net.cents)) {
      p.net = { ...net, cents: -net.cents, repaired: true };
      t.net = -net.cents / 100;
      warnings.push(`The net read as ${money(net.cents)} is below zero (${money(-net.cents)}): the deductible exceeds the grand total.`);
    }
  }
  const confidence: Partial<Record<TotalKey, number>> = {};
  const has = (s: Slot) => p[s] != null;
  const v = (s: Slot) => p[s]?.cents ?? 0;
  let reconciled = true;

  // Labor categories the totals block does not print: value the lines' hours at the estimate's rates.
  const anyLaborPrinted = LABOR_SLOTS.some(([s]) => has(s));
  if (!anyLaborPrinted) {
    const derived: Record<string, number> = {};
    for (const l of lines) {
      if (l.laborHours) {
        const slot = laborSlot(l);
        const rate = rates[(l.laborType ?? 'body') as keyof LaborRates] ?? rates[slot as keyof LaborRates] ?? rates.body;
        if (rate != null) derived[slot] = (derived[slot] ?? 0) + Math.round(l.laborHours * rate * 100);
      }
      if (l.paintHours && rates.paint != null) derived.paint = (derived.paint ?? 0) + Math.round(l.paintHours * rates.paint * 100);
    }
    for (const [slot, key] of LABOR_SLOTS) {
      if (derived[slot] == null) continue;
      t[key] = derived[slot] / 100;
      confidence[key] = 0.8;
    }
    if (Object.keys(derived).length) {
      warnings.push('Labor totals are not printed; they are the lines’ hours at the estimate’s labor rates.');
      for (const [, key] of LABOR_SLOTS) t[key] ??= 0;
    }
  }

  const linePrices = lines.reduce((s, l) => s + c(l.price), 0);
  // A block that prints no category (an invoice's "Subtotal  Tax  Total"): the lines' prices stand for its parts and charges.
  const unprinted = CATEGORY_SLOTS.some(has) || anyLaborPrinted ? 0 : linePrices;
  const charged = CATEGORY_SLOTS.reduce((s, k) => s + v(k), 0) + unprinted + (anyLaborPrinted ? 0 : LABOR_SLOTS.reduce((s, [, key]) => s + c(t[key]), 0));
  // A discount lowers the total: taken after the printed subtotal where the categories add up to it, else within it.
  const discountAfterSubtotal = has('subtotal') && charged === v('subtotal');
  const categories = discountAfterSubtotal ? charged : charged - v('discount');
  const tax = v('tax');
  const subtotalOk = has('subtotal') ? categories === v('subtotal') : null;
  // Candidate grosses from independent printed figures.
  const fromCategories = categories + tax - (discountAfterSubtotal ? v('discount') : 0);
  const fromSubtotal = has('subtotal') ? v('subtotal') + tax - (discountAfterSubtotal ? v('discount') : 0) : null;
  // The net is the gross less the deductible and any betterment.
  const fromNet = has('net') ? v('net') + v('deductible') + v('betterment') : null;
  const gross = settleGross({
    printed: p.gross ?? null,
    figures: read.grossFigures,
    fromSubtotal,
    fromNet,
    fromCategories: has('parts') ? fromCategories : null,
    categories,
    subtotal: has('subtotal') ? v('subtotal') : null,
    tax,
    ocr: !!options.ocr,
  });
  if (gross.cents != null) t.gross = gross.cents / 100;
  if (gross.printed) p.gross = gross.printed;
  if (gross.confidence != null) confidence.gross = gross.confidence;
  if (!gross.reconciled) reconciled = false;
  warnings.push(...gross.warnings);

  if (has('net')) {
    const gross = c(t.gross);
    const ok = t.gross == null || v('net') === gross - v('deductible') - v('betterment');
    confidence.net = ok ? (p.net?.repaired ? 0.8 : has('gross') ? 1 : 0.9) : 0.5;
    if (!ok) {
      reconciled = false;
      warnings.push(`The net ${money(v('net'))} is not the grand total less the deductible (${money(gross)} − ${money(v('deductible'))}).`);
    }
  }
  if (has('deductible')) confidence.deductible = has('net') && t.gross != null && v('net') === c(t.gross) - v('deductible') - v('betterment') ? 1 : 0.9;

  // Categories: confirmed when they add up to the printed subtotal (or the gross less tax).
  const categoriesOk = subtotalOk ?? (t.gross != null && has('gross') ? fromCategories === c(t.gross) : null);
  if (categoriesOk === false) {
    reconciled = false;
    warnings.push(
      `The printed categories add up to ${money(categories)}, not the printed ${has('subtotal') ? `subtotal ${money(v('subtotal'))}` : `total less tax ${money(c(t.gross) - tax)}`}.`,
    );
  }
  // Labor lines priced on the line (hours × rate) are no part prices: the parts total need not hold them.
  const partPrices = lines.reduce((s, l) => s + (isLaborPriced(l, rates) ? 0 : c(l.price)), 0);
  for (const [slot, key] of [['parts', 'parts'], ...LABOR_SLOTS, ['paintSupplies', 'paintSupplies'], ['sublet', 'sublet'], ['tax', 'tax']] as Array<
    [Slot, TotalKey]
  >) {
    if (!has(slot)) continue;
    const own = slot === 'parts' ? linePrices === v('parts') || partPrices === v('parts') : read.basisChecks[slot];
    let conf = categoriesOk === true || own === true ? 1 : categoriesOk === false ? 0.6 : 0.9;
    if (own === false && categoriesOk !== true) conf = Math.min(conf, 0.6);
    if (p[slot]!.repaired) conf = Math.min(conf, categoriesOk === true ? 0.95 : 0.7);
    confidence[key] = conf;
  }
  return { totals: finishTotals(t), confidence, reconciled, warnings, grossCheck: gross.check };
}
