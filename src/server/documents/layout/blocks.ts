/**
 * Blocks and multi-line cells: phrases that start at the same x on consecutive rows, set close
 * together, read as one piece (a side panel's comparable identity, an owner's address, a Model
 * cell wrapped over three lines).
 */
import { rowGap } from './geometry';
import type { Block, LayoutRow, MultiLineCell, Phrase } from './types';

/** Left edges within this many points belong to one block. */
const EDGE_TOLERANCE = 3;
/** Rows further apart than this many glyph heights are not one block. */
const BLOCK_PITCH = 1.9;
/** A wrapped cell's lines are set solid: at most this many glyph heights apart. */
const WRAP_PITCH = 1.45;

type Chain = { rows: number[]; phrases: Phrase[]; ys: number[]; heights: number[] };

/** Runs of phrases, one per row, starting at the same x on rows close enough to be read together. */
function chainsOf(rows: LayoutRow[], pitch: number): Chain[] {
  const done: Chain[] = [];
  let open: Chain[] = [];
  rows.forEach((row, i) => {
    const prev = rows[i - 1];
    const close = !!prev && rowGap(prev, row) <= pitch * Math.max(row.height, prev.height);
    const next: Chain[] = [];
    for (const p of row.phrases) {
      const at = close ? open.findIndex((c) => Math.abs((c.phrases[c.phrases.length - 1] as Phrase).x - p.x) <= EDGE_TOLERANCE) : -1;
      const chain = at >= 0 ? (open.splice(at, 1)[0] as Chain) : { rows: [], phrases: [], ys: [], heights: [] };
      chain.rows.push(row.line);
      chain.phrases.push(p);
      chain.ys.push(row.y);
      chain.heights.push(row.height);
      next.push(chain);
    }
    done.push(...open);
    open = next;
  });
  done.push(...open);
  return done;
}

const boxOf = (c: Chain) => ({
  x: Math.min(...c.phrases.map((p) => p.x)),
  right: Math.max(...c.phrases.map((p) => p.right)),
  top: Math.min(...c.ys),
  bottom: Math.max(...c.ys.map((y, i) => y + (c.heights[i] ?? 0))),
});

export function blocksOf(rows: LayoutRow[]): Block[] {
  return chainsOf(rows, BLOCK_PITCH)
    .filter((c) => c.rows.length >= 2)
    .map((c) => ({ page: rows[0]?.page ?? 0, rows: c.rows, lines: c.phrases.map((p) => p.text), ...boxOf(c) }))
    .sort((a, b) => (a.rows[0] ?? 0) - (b.rows[0] ?? 0) || a.x - b.x);
}

/**
 * A cell wrapped over 2–3 rows: lines set solid, starting at one x, none reaching past the first
 * line's band into the next column (a longer run is a list or a table's column, not one cell).
 */
export function multiLineCellsOf(rows: LayoutRow[]): MultiLineCell[] {
  return chainsOf(rows, WRAP_PITCH)
    .filter((c) => c.rows.length >= 2 && c.rows.length <= 3)
    .filter((c) => {
      // The wrapped lines stay inside the column: no line starts a new phrase right after it on its row
      // closer than the column's own width would allow.
      const width = Math.max(...c.phrases.map((p) => p.right - p.x));
      return c.rows.every((li, i) => {
        const row = rows.find((r) => r.line === li);
        const p = c.phrases[i] as Phrase;
        return !row?.phrases.some((q) => q !== p && q.x > p.x && q.x < p.x + width * 0.5);
      });
    })
    .map((c) => {
      const lines = c.phrases.map((p) => p.text);
      return { page: rows[0]?.page ?? 0, rows: c.rows, lines, text: lines.join(' '), ...boxOf(c) };
    });
}
