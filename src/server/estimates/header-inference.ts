/**
 * Columns for a line table printed without a header row, found from where its figures sit.
 */
import { operationOf } from './line-vocabulary.js';
import { wordsOf } from './row-words.js';
import type { Column, TableHeader } from './table-columns.js';
import { furnitureKey, isTotalsRow } from './table-edges.js';
import type { DocumentPage, TextItem } from '../documents/text/types.js';

export interface InferredHeader {
  header: TableHeader;
  page: number;
  line: number;
}

const MONEY_TOKEN = /^\$?\d{1,3}(?:,\d{3})*\.\d{2}$/;
const HOURS_TOKEN = /^\d{1,2}\.\d$/;

/**
 * Columns for a table printed without a header row: rows that carry a description and money or
 * hours figures are collected; figures are grouped by their right edge (numbers are right-aligned);
 * the rightmost money group is the price, hour groups are labor then paint, small integers left
 * of the price are quantities; what leads the rows is the line number, operation and description.
 */
export function inferHeader(pages: DocumentPage[], furniture: Set<string>): InferredHeader | null {
  type Row = { page: number; line: number; words: TextItem[]; textX: number; firstNumeric: number };
  const rows: Row[] = [];
  for (let pi = 0; pi < pages.length; pi++) {
    for (let li = 0; li < pages[pi].lines.length; li++) {
      const line = pages[pi].lines[li];
      const text = line.text.trim();
      if (!text || furniture.has(furnitureKey(text, line.y)) || isTotalsRow(text.replace(/^\d+\s+/, ''))) continue;
      const words = wordsOf(line.items).sort((a, b) => a.x - b.x);
      const alpha = words.findIndex((w) => /[A-Za-z]{2,}/.test(w.str));
      if (alpha < 0) continue;
      const numeric = words.findIndex((w, i) => i > alpha && (MONEY_TOKEN.test(w.str) || HOURS_TOKEN.test(w.str)));
      if (numeric < 0) continue;
      rows.push({ page: pi, line: li, words, textX: words[alpha].x, firstNumeric: words[numeric].x });
    }
  }
  if (rows.length < 3) return null;
  type Cluster = { x0: number; x1: number; n: number; money: number; hours: number; ints: number };
  const clusters: Cluster[] = [];
  for (const r of rows) {
    for (const w of r.words) {
      if (w.x <= r.textX) continue;
      const kind = MONEY_TOKEN.test(w.str) ? 'money' : HOURS_TOKEN.test(w.str) ? 'hours' : /^\d{1,2}$/.test(w.str) ? 'ints' : null;
      if (!kind) continue;
      const x1 = w.x + w.width;
      let c = clusters.find((k) => Math.abs(k.x1 - x1) <= 6);
      if (!c) {
        c = { x0: w.x, x1, n: 0, money: 0, hours: 0, ints: 0 };
        clusters.push(c);
      }
      c.x0 = Math.min(c.x0, w.x);
      c.n++;
      c[kind]++;
    }
  }
  const kept = clusters.filter((c) => c.n >= Math.max(2, rows.length * 0.15)).sort((a, b) => a.x1 - b.x1);
  const price = [...kept].reverse().find((c) => c.money >= c.n / 2);
  const hours = kept.filter((c) => c.hours >= c.n / 2);
  if (!price && !hours.length) return null;
  const columns: Column[] = [];
  if (price) columns.push({ key: 'price', x0: price.x0, x1: price.x1 });
  if (hours[0]) columns.push({ key: 'labor', x0: hours[0].x0, x1: hours[0].x1 });
  if (hours[1]) columns.push({ key: 'paint', x0: hours[1].x0, x1: hours[1].x1 });
  const qty = price ? kept.find((c) => c.ints >= c.n / 2 && c.x1 < price.x0) : undefined;
  if (qty) columns.push({ key: 'qty', x0: qty.x0, x1: qty.x1 });
  const valuesX = Math.min(...columns.map((c) => c.x0));
  // Leading integers are line numbers; a leading operation word is the operation column.
  const numbered = rows.filter((r) => /^\d{1,4}$/.test(r.words[0].str) && r.words[0].x < r.textX).length;
  let descX = Math.min(...rows.map((r) => r.textX));
  if (numbered >= rows.length / 2) {
    const xs = rows.filter((r) => /^\d{1,4}$/.test(r.words[0].str)).map((r) => r.words[0]);
    columns.push({ key: 'line', x0: Math.min(...xs.map((w) => w.x)), x1: Math.max(...xs.map((w) => w.x + w.width)) });
  }
  const ops = rows.map((r) => r.words.find((w) => w.x >= r.textX - 1)).filter((w): w is TextItem => !!w && !!operationOf(w.str));
  if (ops.length >= rows.length / 2) {
    const x1 = Math.max(...ops.map((w) => w.x + w.width));
    columns.push({ key: 'op', x0: Math.min(...ops.map((w) => w.x)), x1 });
    const after = rows.map((r) => r.words.find((w) => w.x > x1 + 1 && /[A-Za-z]/.test(w.str))?.x).filter((x): x is number => x != null);
    if (after.length) descX = Math.min(...after);
  }
  // Part numbers: words with digits between the description and the figures, in a column of their own.
  const pnos = rows
    .map((r) => r.words.filter((w) => w.x > descX + 40 && w.x + w.width < valuesX && /\d/.test(w.str) && /^[A-Z0-9-]{5,}$/.test(w.str)).at(-1))
    .filter((w): w is TextItem => !!w);
  if (pnos.length >= Math.max(2, rows.length * 0.3)) columns.push({ key: 'pno', x0: Math.min(...pnos.map((w) => w.x)), x1: valuesX - 4 });
  const descEnd = Math.min(valuesX, ...columns.filter((c) => c.key === 'pno').map((c) => c.x0)) - 4;
  columns.push({ key: 'desc', x0: descX, x1: descEnd });
  columns.sort((a, b) => a.x0 - b.x0);
  // The table starts at the first row whose figures all sit in those columns (not a lone "Policy limit 25,000.00").
  const inColumns = (r: Row) =>
    r.words.every(
      (w) => w.x < r.firstNumeric || !(MONEY_TOKEN.test(w.str) || HOURS_TOKEN.test(w.str)) || kept.some((c) => Math.abs(c.x1 - (w.x + w.width)) <= 6),
    );
  const start = rows.find(inColumns);
  if (!start) return null;
  return { header: { columns, height: 0 }, page: start.page, line: start.line };
}
