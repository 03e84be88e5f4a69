/**
 * CIECA BMS XML as a tree of elements: the parser (repeating elements always as arrays) and the
 * accessors the BMS reader takes values with (a path's text, a decimal, money in cents).
 */
import { XMLParser } from 'fast-xml-parser';

export type Node = Record<string, unknown>;

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

export const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => ARRAY_TAGS.has(name),
  processEntities: true,
});

export const asArray = <T>(v: T | T[] | undefined | null): T[] => (v == null ? [] : Array.isArray(v) ? v : [v]);
export const child = (n: unknown, key: string): Node | undefined => {
  if (!n || typeof n !== 'object') return undefined;
  const v = (n as Node)[key];
  if (Array.isArray(v)) return v[0] as Node;
  return v && typeof v === 'object' ? (v as Node) : undefined;
};
export const text = (n: unknown, ...path: string[]): string | null => {
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
export const num = (n: unknown, ...path: string[]): number | null => {
  const s = text(n, ...path);
  if (s == null) return null;
  // BMS numbers are XML decimals ("0.125", "-50"), not print: no separators to read, three decimals allowed.
  const v = Number(s);
  return Number.isFinite(v) ? v : null;
};
export const cents = (v: number | null): number => (v == null ? 0 : Math.round(v * 100));
export const dollars = (c: number): number => c / 100;
