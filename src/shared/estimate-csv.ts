/**
 * The full comparison table as CSV (RFC 4180, CRLF), for the download button and the staff page.
 * Text cells that a spreadsheet would run as a formula are prefixed with an apostrophe.
 */
import {
  buildComparisonRows,
  DIFFERENCE_CATEGORIES,
  DIFFERENCE_CATEGORY_LABELS,
  type EstimateComparison,
  type EstimateLine,
  TOTAL_KEYS,
} from './estimate-comparison.js';

type Cell = string | number | null | undefined;

function csvCell(v: Cell): string {
  if (v == null) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  let s = v;
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const row = (cells: Cell[]) => cells.map(csvCell).join(',');
const money = (n: number | null | undefined) => (n == null ? null : Math.round(n * 100) / 100);

const KIND_LABEL = { matched: 'Matched', onlyCarrier: 'Carrier only', onlyOther: 'Other only' } as const;
const TOTAL_LABELS: Record<(typeof TOTAL_KEYS)[number], string> = {
  parts: 'Parts',
  bodyLabor: 'Body labor',
  paintLabor: 'Paint labor',
  mechanicalLabor: 'Mechanical labor',
  frameLabor: 'Frame labor',
  paintSupplies: 'Paint supplies',
  sublet: 'Sublet',
  tax: 'Tax',
  gross: 'Gross total',
  deductible: 'Deductible',
  net: 'Net / customer pay',
};

export const ESTIMATE_CSV_HEADER = [
  'Status',
  'Carrier line',
  'Other line',
  'Carrier description',
  'Other description',
  'Carrier operation',
  'Other operation',
  'Carrier part number',
  'Other part number',
  'Carrier part type',
  'Other part type',
  'Carrier qty',
  'Other qty',
  'Carrier price',
  'Other price',
  'Carrier labor hours',
  'Other labor hours',
  'Carrier labor type',
  'Other labor type',
  'Carrier paint hours',
  'Other paint hours',
  'Carrier line value',
  'Other line value',
  'Difference',
  'What differs',
];

export function comparisonToCsv(c: EstimateComparison): string {
  const out: string[] = [row(ESTIMATE_CSV_HEADER)];
  const pick = (l: EstimateLine | null, k: keyof EstimateLine) => (l ? (l[k] as Cell) : null);
  for (const r of buildComparisonRows(c)) {
    const a = r.carrier;
    const b = r.other;
    out.push(
      row([
        KIND_LABEL[r.kind],
        pick(a, 'lineNumber'),
        pick(b, 'lineNumber'),
        pick(a, 'description'),
        pick(b, 'description'),
        pick(a, 'operation'),
        pick(b, 'operation'),
        pick(a, 'partNumber'),
        pick(b, 'partNumber'),
        pick(a, 'partType'),
        pick(b, 'partType'),
        pick(a, 'quantity'),
        pick(b, 'quantity'),
        money(a?.price),
        money(b?.price),
        pick(a, 'laborHours'),
        pick(b, 'laborHours'),
        pick(a, 'laborType'),
        pick(b, 'laborType'),
        pick(a, 'paintHours'),
        pick(b, 'paintHours'),
        a ? r.carrierValue : null,
        b ? r.otherValue : null,
        r.difference,
        r.differences.map((d) => d.field).join('; '),
      ]),
    );
  }
  out.push('');
  out.push(row(['Totals', 'Carrier', 'Other', 'Difference']));
  for (const k of TOTAL_KEYS) {
    const a = c.carrier.totals[k];
    const b = c.other.totals[k];
    out.push(row([TOTAL_LABELS[k], money(a), money(b), a == null || b == null ? null : (Math.round(b * 100) - Math.round(a * 100)) / 100]));
  }
  out.push('');
  out.push(row(['Difference by category', 'Amount']));
  for (const k of DIFFERENCE_CATEGORIES) out.push(row([DIFFERENCE_CATEGORY_LABELS[k], c.totalsDifference.byCategory[k]]));
  out.push(row(['Total difference', c.totalsDifference.total]));
  return `${out.join('\r\n')}\r\n`;
}
