/**
 * What a comparables table printed one row per vehicle under a header row adds to the block reader: the
 * line(s) under a row's description (the seller and its distance, "Northgate Motors, 78 mi away"), read
 * by position under the vehicle, and where the table's last row ends (at the gap before the table's foot,
 * the totals printed below it), measured from the spacing of the table's own rows.
 */
import { MILES_FIGURE, readDistance } from './distance';
import { roleOfLabel } from './comparable-cells';
import type { Cell, Row } from './layout';

/** A distance as a listing prints it: "78 mi away", "110 miles", "(12 mi)", "35 miles from loss". */
const DISTANCE = new RegExp(String.raw`(?:^|[\s,;(·•|–-])(?<!\d[,.])(${MILES_FIGURE})\s*(?:mi|miles?)\b\.?(?:\s+(?:away|from\b[^,;·•|]*|radius))?\)?`, 'i');
/** What separates a seller from its distance on one line. */
const EDGES = /^[\s,;:·•|()–-]+|[\s,;:·•|()–-]+$/g;
/** A description's cell and the line under it start within this of each other. */
const SAME_COLUMN_PT = 4;

export type Identity = { dealer: string | null; distance: number | null; cell: Cell };

/** The seller and distance of a line such as "Northgate Motors, 78 mi away"; null when it prints no distance. */
export function identityOf(text: string): { dealer: string | null; distance: number | null } | null {
  if (/[:$]/.test(text)) return null;
  const m = DISTANCE.exec(text);
  if (!m) return null;
  const dealer = `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`.replace(/\s+/g, ' ').replace(EDGES, '').trim();
  // A labelled reading ("Odometer 8,500 miles") is a figure, not a seller's distance.
  if (roleOfLabel(dealer, true)) return null;
  return { dealer: /[A-Za-z]{2}/.test(dealer) ? dealer : null, distance: readDistance(m[1] as string) };
}

/** The identity line under a comparable's description: a cell in the description's column on the next lines. */
export function identityUnder(block: Row[], anchor: Cell): Identity | null {
  for (const row of block.slice(1, 3)) {
    const cell = row.cells.find((c) => Math.abs(c.x - anchor.x) < SAME_COLUMN_PT);
    const found = cell ? identityOf(cell.text) : null;
    if (cell && found) return { ...found, cell };
  }
  return null;
}

/** Line spacing this many times the widest inside a table's rows ends its last row. */
const FOOT_GAP = 1.5;

/**
 * The widest gap between two lines of one row of a table, over its rows but the last (each runs from its
 * opening line to the next row's); null for a table of one row, whose end nothing measures.
 */
export function rowLineGap(rows: Row[], anchors: number[]): number | null {
  let widest = 0;
  for (let k = 0; k + 1 < anchors.length; k++) {
    for (let i = anchors[k] as number; i < (anchors[k + 1] as number); i++) {
      const a = rows[i] as Row;
      const b = rows[i + 1] as Row;
      if (a.page !== b.page) return null;
      widest = Math.max(widest, b.y - a.y);
    }
  }
  return widest > 0 ? widest : null;
}

/** The last row of a table cut where the spacing goes wider than any of its rows' (the foot below it). */
export function cutAtFoot(block: Row[], lineGap: number | null): Row[] {
  if (lineGap === null) return block;
  const end = block.findIndex((r, i) => i > 0 && r.y - (block[i - 1] as Row).y > FOOT_GAP * lineGap);
  return end < 0 ? block : block.slice(0, end);
}
