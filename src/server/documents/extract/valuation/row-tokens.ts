/**
 * A row's runs of text as placed tokens, and a table's column bands: the x ranges its header cells
 * give, each reaching halfway to its neighbour. Grid readers assign a row's tokens to columns by these
 * bands, by geometry, whatever words a vendor prints.
 */
import type { Row } from './layout';

export type Token = { text: string; x: number; right: number };
export type Band = { x: number; right: number };

/** The runs of a row (each run the text layer or OCR gave), with their right edge (else where the next run starts). */
export function tokensOf(row: Row): Token[] {
  return row.cells.flatMap((cell) => {
    const parts = cell.parts?.length ? cell.parts : [{ x: cell.x, text: cell.text }];
    return parts.map((p, k) => {
      const next = parts[k + 1];
      return { text: p.text, x: p.x, right: p.right ?? (next ? Math.max(p.x + 1, next.x - 1) : cell.right) };
    });
  });
}

/** Contiguous bands around header cells sorted left to right: each boundary halfway between two centres. */
export function bandsOf(heads: Band[]): Band[] {
  const centres = heads.map((h) => (h.x + h.right) / 2);
  return centres.map((c, i) => {
    const prev = centres[i - 1];
    const next = centres[i + 1];
    // The outer bands reach as far out as they reach in (a lone header: its own width, and a little).
    const out = next !== undefined ? (next - c) / 2 : prev !== undefined ? (c - prev) / 2 : ((heads[i] as Band).right - (heads[i] as Band).x) / 2 + 8;
    return { x: prev !== undefined ? (prev + c) / 2 : c - out, right: next !== undefined ? (c + next) / 2 : c + out };
  });
}

/** A token that reads as a figure (an amount, a count, a sign or "$" alone, "56 miles"): placed by its centre. */
const FIGURE = /^(?:[+-]|\$|[+-]?\s*\$?\s*\(?[\d,.]+\)?(?:\s*miles?)?)$/i;

/**
 * The band a token falls in: a figure by its centre (amounts are right-aligned under a header that may
 * start further right), words by where they start (a long description runs on over the next columns).
 * A run of words over most of the table's width is prose across it (a note, a footer), in no band.
 */
export function bandOf(bands: Band[], t: Token): number {
  const at = FIGURE.test(t.text.trim()) ? (t.x + t.right) / 2 : t.x;
  const k = bands.findIndex((b) => at >= b.x && at < b.right);
  if (k < 0) return -1;
  const span = (bands[bands.length - 1] as Band).right - (bands[0] as Band).x;
  return !FIGURE.test(t.text.trim()) && t.right - t.x > 0.6 * span && bands.length > 2 ? -1 : k;
}

/**
 * Runs of one cell of a table joined into its text: with no space where a run starts where the one before
 * ends (a word drawn in pieces, "2021 TOYOTA CA" + "MRY"; a font's widths as the reader measures them can
 * make the pieces overlap by up to a letter), with a space otherwise.
 */
export function joinRuns(tokens: Token[]): string {
  let out = '';
  tokens.forEach((t, k) => {
    const before = tokens[k - 1];
    if (!before) {
      out = t.text;
      return;
    }
    const letter = (before.right - before.x) / Math.max(before.text.length, 1);
    const gap = t.x - before.right;
    out += gap > -letter && gap < 0.25 * letter && !/\s$/.test(before.text) ? t.text : ` ${t.text}`;
  });
  return out;
}
