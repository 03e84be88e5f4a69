/**
 * Comparables printed as a label/value cell table (the owner-side appraisal's "List of Comparable
 * Vehicles": Website | … | Website | …, Year | 2018 | Year | 2018, …): each label/value column pair is
 * one vehicle, and a label met again in the same column starts the next one.
 */
import { VALUATION_COMPARABLE_LABELS } from '../field-spec';
import { parseVehicleDescription } from '../normalize';
import type { FoundComparable } from './comparable-cells';
import { readCount } from '../../../../shared/read-values';
import { readDistance } from './distance';
import { amountIn, normLabel, type Row } from './layout';

type Role = keyof typeof VALUATION_COMPARABLE_LABELS;
const ROLE_ORDER: Role[] = ['adjustedPrice', 'distance', 'price', 'mileage', 'dealer', 'source', 'vin', 'year', 'make', 'model', 'trim'];

const exactRole = (text: string): Role | null => {
  const norm = normLabel(text);
  for (const role of ROLE_ORDER) if (VALUATION_COMPARABLE_LABELS[role].includes(norm)) return role;
  return null;
};

type Record = { values: Partial<{ [R in Role]: string }>; rows: number[]; page: number; ocr: boolean };

export function findRecordComparables(rows: Row[]): FoundComparable[] {
  const done: Record[] = [];
  // Open records by pair column (0 = cells 0/1, 1 = cells 2/3, …).
  const open = new Map<number, Record>();
  const close = (k: number) => {
    const r = open.get(k);
    if (r) done.push(r);
    open.delete(k);
  };
  for (const row of rows) {
    // A row of label/value pairs: every label a word, not a figure; labels the vocabulary does not know
    // ("Mileage Adjustment") keep the table open without giving a value.
    const pairs: Array<[Role | null, string]> = [];
    for (let i = 0; i + 1 < row.cells.length; i += 2) {
      const label = row.cells[i]?.text ?? '';
      if (!/^[A-Za-z][A-Za-z #&/.-]*:?$/.test(label) || label.length > 30) break;
      pairs.push([exactRole(label), row.cells[i + 1]?.text ?? '']);
    }
    if (pairs.length === 0 || pairs.length * 2 !== row.cells.length) {
      for (const k of [...open.keys()]) close(k);
      continue;
    }
    pairs.forEach(([role, value], k) => {
      if (!role) return;
      const rec = open.get(k);
      if (rec?.values[role] !== undefined) close(k);
      const r = open.get(k) ?? { values: {}, rows: [], page: row.page, ocr: row.ocr };
      r.values[role] = value;
      r.rows.push(row.index);
      open.set(k, r);
    });
  }
  for (const k of [...open.keys()]) close(k);
  return done.map(toComparable).filter((c): c is FoundComparable => c !== null);
}

function toComparable(r: Record): FoundComparable | null {
  const v = r.values;
  const described = v.model && v.year && v.make ? parseVehicleDescription(`${v.year} ${v.make} ${v.model}`) : null;
  const price = v.price ? amountIn(v.price, r) : null;
  const mileage = v.mileage ? readCount(v.mileage) : null;
  // A record is a comparable by its labels; a mileage printed as "N/A" or left out does not undo it.
  if (!described || !price) return null;
  const adjusted = v.adjustedPrice ? amountIn(v.adjustedPrice, r) : null;
  const conf = r.ocr ? 0.8 : 0.95;
  return {
    year: described.year,
    make: described.make,
    model: described.model,
    trim: v.trim ?? described.trim,
    mileage,
    price: { value: Math.abs(price.cents) / 100, page: r.page, confidence: conf },
    adjustedPrice: adjusted ? { value: adjusted.cents / 100, page: r.page, confidence: conf } : null,
    distanceMiles: v.distance ? readDistance(v.distance) : null,
    dealer: v.dealer ?? null,
    source: v.source ?? null,
    vin: v.vin ?? null,
    rows: r.rows,
  };
}
