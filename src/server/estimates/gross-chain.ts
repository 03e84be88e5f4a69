/**
 * The gross of an estimate's totals chain (parts, labor by kind, paint supplies, sublet → subtotal →
 * tax → gross → deductible → net): the figure the chain reconciles to, never a subtotal that does not
 * (issue 35). Of the figures printed under a gross label ("Total Body Labor" reads as one too), the one
 * another printed figure confirms; a "Total" that is the subtotal before tax gives way to subtotal +
 * tax; what is printed and what is computed is said either way.
 */
import type { TotalRead } from './parse-totals.js';

export interface GrossInputs {
  /** The first figure printed under a gross label, or null. */
  printed: TotalRead | null;
  /** Every figure printed under a gross label, in print order. */
  figures: TotalRead[];
  /** Grosses from independent printed figures, cents: subtotal + tax, net + deductible, categories + tax. */
  fromSubtotal: number | null;
  fromNet: number | null;
  fromCategories: number | null;
  /** The printed categories' sum and the printed subtotal and tax, cents. */
  categories: number;
  subtotal: number | null;
  tax: number;
  ocr: boolean;
}

export interface GrossSettled {
  /** Cents, or null when nothing gives a gross. */
  cents: number | null;
  /** The figure taken is one printed (possibly another gross-labelled figure than the first). */
  printed: TotalRead | null;
  confidence: number | null;
  reconciled: boolean;
  warnings: string[];
  /** The gross as printed and as the chain computes it, dollars (null where there is none). */
  check: { printed: number | null; computed: number | null };
}

const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function settleGross(g: GrossInputs): GrossSettled {
  const derivations = [g.fromSubtotal, g.fromNet, g.fromCategories].filter((x): x is number => x != null);
  const consensus = derivations.find((x) => derivations.filter((y) => y === x).length >= 2) ?? null;
  const computed = consensus ?? g.fromSubtotal ?? g.fromNet ?? g.fromCategories;
  const check = { printed: g.printed ? g.printed.cents / 100 : null, computed: computed == null ? null : computed / 100 };
  const out = (cents: number | null, printed: TotalRead | null, confidence: number | null, reconciled: boolean, warnings: string[] = []): GrossSettled => ({
    cents,
    printed,
    confidence,
    reconciled,
    warnings,
    // The printed gross is the gross-labelled figure taken, where one is.
    check: printed ? { ...check, printed: printed.cents / 100 } : check,
  });
  if (!g.printed) {
    if (computed == null) return out(null, null, null, true);
    const best = g.fromNet ?? g.fromSubtotal ?? (g.fromCategories as number);
    const source = g.fromNet != null ? 'net and deductible' : g.fromSubtotal != null ? 'subtotal and tax' : 'printed categories';
    return out(best, null, derivations.filter((x) => x === best).length >= 2 ? 0.9 : 0.7, true, [
      `No grand total could be read; ${money(best)} is derived from the ${source}.`,
    ]);
  }
  const first = g.printed;
  const repairedCap = (conf: number, agreed: boolean, f: TotalRead) => (f.repaired ? Math.min(conf, agreed ? 0.95 : 0.7) : conf);
  if (derivations.length === 0) return out(first.cents, first, repairedCap(0.9, false, first), true);
  if (derivations.includes(first.cents)) return out(first.cents, first, repairedCap(1, true, first), true);
  // Another figure printed under a gross label is the one the chain adds up to ("Total Body Labor" came first).
  const confirmed = g.figures.find((f) => derivations.includes(f.cents));
  if (confirmed)
    return out(confirmed.cents, confirmed, repairedCap(1, true, confirmed), true, [
      `${money(first.cents)}, printed under a total label, is not the grand total; the printed ${money(confirmed.cents)} is (the printed figures add up to it).`,
    ]);
  // A "Total" that is the subtotal before tax: the gross is it plus the tax.
  if (g.tax > 0 && (first.cents === g.categories || first.cents === g.subtotal) && derivations.includes(first.cents + g.tax))
    return out(first.cents + g.tax, null, 0.8, false, [
      `The printed total ${money(first.cents)} is the subtotal before tax; the grand total is computed as ${money(first.cents + g.tax)} (subtotal + tax).`,
    ]);
  // Two independent printed figures agree on another gross: OCR misread the printed one.
  if (g.ocr && consensus != null)
    return out(consensus, null, repairedCap(0.8, false, first), false, [
      `The printed grand total read as ${money(first.cents)} does not add up; ${money(consensus)} (the sum of the printed figures) is used.`,
    ]);
  return out(first.cents, first, repairedCap(0.5, false, first), false, [
    `The printed grand total ${money(first.cents)} does not equal the sum of the printed figures (${derivations.map(money).join(', ')}).`,
  ]);
}
