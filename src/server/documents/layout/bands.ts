/**
 * Column bands: where the cells of several rows start (or, for right-aligned figures, end) at the
 * same x. A band is found from the edges alone, so a table's columns are known before any heading
 * is read.
 */
import type { Band, LayoutRow } from './types';

/** Edges within this many points line up. */
const EDGE_TOLERANCE = 3;
/** Rows a band needs before it is one (two rows line up by chance). */
const MIN_ROWS = 3;

export function bandsOf(rows: LayoutRow[]): Band[] {
  const left = clusters(rows, (p) => p.x);
  const right = clusters(rows, (p) => p.right);
  return [...left.map((c) => band(c, 'left')), ...right.map((c) => band(c, 'right'))].sort((a, b) => a.x - b.x || a.right - b.right);
}

type Member = { row: number; x: number; right: number; edge: number };

function clusters(rows: LayoutRow[], edgeOf: (p: { x: number; right: number }) => number): Member[][] {
  const members = rows.flatMap((r) => r.phrases.map((p) => ({ row: r.line, x: p.x, right: p.right, edge: edgeOf(p) }))).sort((a, b) => a.edge - b.edge);
  const out: Member[][] = [];
  let cur: Member[] = [];
  for (const m of members) {
    // Chained by neighbour: a run of edges each within the tolerance of the one before, no wider than twice it.
    if (cur.length && (m.edge - (cur[cur.length - 1] as Member).edge > EDGE_TOLERANCE || m.edge - (cur[0] as Member).edge > 2 * EDGE_TOLERANCE)) {
      out.push(cur);
      cur = [];
    }
    cur.push(m);
  }
  if (cur.length) out.push(cur);
  return out.filter((c) => new Set(c.map((m) => m.row)).size >= MIN_ROWS);
}

function band(members: Member[], edge: 'left' | 'right'): Band {
  return {
    edge,
    x: Math.min(...members.map((m) => m.x)),
    right: Math.max(...members.map((m) => m.right)),
    rows: [...new Set(members.map((m) => m.row))].sort((a, b) => a - b),
  };
}

/** The band whose edge a phrase shares, if any. */
export function bandAt(bands: Band[], p: { x: number; right: number }, edge: 'left' | 'right' = 'left'): Band | undefined {
  return bands.find((b) => b.edge === edge && (edge === 'left' ? Math.abs(b.x - p.x) : Math.abs(b.right - p.right)) <= 2 * EDGE_TOLERANCE);
}
