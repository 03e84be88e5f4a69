/**
 * Comparables printed as the columns of a grid (CCC ONE's options grid): a header row
 * `Options | Loss Vehicle | Comp 1 | Comp 2 | Comp 3`, then rows of a label in the grid's left column and
 * one cell per column (Odometer, options with check marks, List Price, the signed Adjustments sub-rows,
 * Adjusted Comparable Value), over as many pages as it takes; each comparable's identity sits in a side
 * panel right of the grid, a block per comparable. Read by geometry: the header's cells give the column
 * bands, a row's runs go to the band they fall in, the runs left of the first band are the row's label, and
 * the runs right of the last band are the panel's. The columns hold across page breaks until the next
 * header row, which may start a second grid (`Comp 4 | Comp 5 | Comp 6`) halfway down a page.
 */
import { readCount } from '../../../../shared/read-values';
import { readDistance } from './distance';
import type { ValuationComparable } from '../../../../shared/contracts/valuation';
import { cellDollars, type FoundComparable, roleOfLabel, VIN_RE, vehicleIn } from './comparable-cells';
import { normLabel, type Row } from './layout';
import { MARK_NOTE, type PanelLine, readPanelBlocks } from './panel-blocks';
import { type Band, bandOf, bandsOf, type Token, tokensOf } from './row-tokens';

/** A header cell: the loss vehicle's column (n null) or comparable n's, and whether it carries "(*)". */
type Head = Band & { n: number | null; marked: boolean };
const HEAD = /(loss\s+vehicle|comp(?:arable)?\s*#?\s*(\d{1,2})(\s*\(\*\))?)/gi;
/** A grid runs on at most this many pages past its header (a safety stop where no closing row is printed). */
const MAX_PAGES = 4;

/** The header cells of a row that is a grid's header (two columns or more, one a comparable's), else null. */
function headsOf(row: Row): Head[] | null {
  const heads: Head[] = [];
  for (const cell of row.cells) {
    const matches = [...cell.text.matchAll(HEAD)];
    if (!matches.length) continue;
    // A cell is a header cell only when the column names are all it holds ("Options" stands apart).
    if (cell.text.replace(HEAD, '').trim()) continue;
    const perChar = (cell.right - cell.x) / Math.max(cell.text.length, 1);
    for (const m of matches) {
      const part = cell.parts?.find((p) => p.text.toLowerCase().startsWith(m[0].slice(0, 4).toLowerCase()) && !heads.some((h) => h.x === p.x));
      const x = part?.x ?? cell.x + (m.index ?? 0) * perChar;
      heads.push({ x, right: x + m[0].length * perChar, n: m[2] ? Number(m[2]) : null, marked: Boolean(m[3]) });
    }
  }
  heads.sort((a, b) => a.x - b.x);
  // The grid's columns run left to right in order; a heading met again further right ("Comp 1" opening the
  // side panel's first block on the header's own line), or one past a gap wider than the columns', is not one.
  const gaps = heads.slice(1).map((h, i) => h.x - (heads[i] as Head).x);
  const step = Math.min(...gaps);
  let end = 1;
  for (; end < heads.length; end++) {
    const h = heads[end] as Head;
    const before = heads.slice(0, end).map((x) => x.n ?? 0);
    if ((h.n !== null && h.n <= Math.max(...before)) || (gaps[end - 1] as number) > step * 1.6) break;
  }
  const grid = heads.slice(0, end);
  return grid.length >= 2 && grid.some((h) => h.n !== null) ? grid : null;
}

type Column = {
  n: number;
  marked: boolean;
  values: Partial<Record<'mileage' | 'price' | 'adjusted' | 'vin' | 'distance', string>>;
  vehicle: string | null;
  adjustments: Array<{ label: string; amount: number }>;
};
type Grid = { heads: Head[]; bands: Band[]; rows: number[]; panel: PanelLine[] };

/** Reads one row into the grid's columns; returns whether the row closes the grid (its adjusted values). */
function readRow(grid: Grid, row: Row, columns: Map<number, Column>, state: { adjusting: boolean }): boolean {
  const first = grid.bands[0] as Band;
  const last = grid.bands[grid.bands.length - 1] as Band;
  const label: Token[] = [];
  const cells = grid.bands.map(() => [] as Token[]);
  for (const t of tokensOf(row)) {
    if (t.x < first.x - 1) label.push(t);
    else if (t.x >= last.right) grid.panel.push({ page: row.page, y: row.y, text: t.text });
    else {
      const k = bandOf(grid.bands, t);
      if (k >= 0) cells[k]?.push(t);
    }
  }
  // Panel runs on one line are one panel line ("Stock #:" and "A1234" drawn apart).
  const own = grid.panel.filter((p) => p.page === row.page && p.y === row.y);
  if (own.length > 1) grid.panel.splice(grid.panel.length - own.length, own.length, { page: row.page, y: row.y, text: own.map((p) => p.text).join(' ') });
  const labelText = label.map((t) => t.text).join(' ');
  const role = roleOfLabel(labelText.replace(/[:¹²³⁴*\d]+$/g, ''), true);
  const norm = normLabel(labelText);
  if (norm === 'adjustments') state.adjusting = true;
  let closes = false;
  grid.heads.forEach((head, k) => {
    if (head.n === null) return;
    const text = (cells[k] ?? []).map((t) => t.text).join(' ');
    if (!text) return;
    const col = columns.get(head.n) as Column;
    if (vehicleIn({ text, x: 0, right: 0 })) col.vehicle ??= text;
    if (role === 'adjustedPrice') {
      col.values.adjusted ??= text;
      closes = true;
    } else if (state.adjusting && norm) {
      // Under "Adjustments:" every labelled row is one ("Mileage", "Make/Model/Trim"), whatever else its label names.

      const amount = cellDollars(text, row);
      if (amount) col.adjustments.push({ label: labelText.replace(/[:¹²³⁴*]+$/g, '').trim(), amount: amount.value });
    } else if (role === 'mileage' || role === 'price' || role === 'vin' || role === 'distance') col.values[role] ??= text;
  });
  if (role === 'adjustedPrice') state.adjusting = false;
  return closes;
}

/** Every grid of the document, read into comparables; the rows they take, for the other readers to skip. */
export function findGridComparables(rows: Row[]): { comparables: FoundComparable[]; rows: Set<number> } {
  const taken = new Set<number>();
  const columns = new Map<number, Column>();
  const grids: Grid[] = [];
  let grid: Grid | null = null;
  let closed = false;
  const state = { adjusting: false };
  for (const row of rows) {
    const heads = headsOf(row);
    if (heads) {
      const bands = bandsOf(heads);
      const right = (bands[bands.length - 1] as Band).right;
      // The panel's first line may share the header's line.
      const panel = tokensOf(row).filter((t) => t.x >= right);
      grid = { heads, bands, rows: [row.index], panel: panel.length ? [{ page: row.page, y: row.y, text: panel.map((t) => t.text).join(' ') }] : [] };
      grids.push(grid);
      closed = false;
      state.adjusting = false;
      for (const h of heads) if (h.n !== null && !columns.has(h.n)) columns.set(h.n, { n: h.n, marked: h.marked, values: {}, vehicle: null, adjustments: [] });
      continue;
    }
    if (!grid || closed) continue;
    const startPage = (rows[grid.rows[0] as number] as Row).page;
    if (row.page > startPage + MAX_PAGES) {
      grid = null;
      continue;
    }
    grid.rows.push(row.index);
    closed = readRow(grid, row, columns, state);
  }
  for (const g of grids) trimPanel(g, rows);
  for (const g of grids) for (const i of g.rows) taken.add(i);
  // Panel blocks go to the comparable their heading names, else to the grid's columns in order.
  const blocks = new Map<number, ReturnType<typeof readPanelBlocks>[number]>();
  for (const g of grids) {
    const order = g.heads.filter((h) => h.n !== null).map((h) => h.n as number);
    readPanelBlocks(g.panel).forEach((b, i) => {
      const n = b.n ?? order[i];
      if (n !== undefined && !blocks.has(n)) blocks.set(n, b);
    });
  }
  const noted = rows.some((r) => MARK_NOTE.test(r.cells[0]?.text ?? ''));
  const found: FoundComparable[] = [];
  for (const col of [...columns.values()].sort((a, b) => a.n - b.n)) {
    const comp = toComparable(col, blocks.get(col.n), rows, grids, noted);
    if (comp) found.push(comp);
  }
  return { comparables: found, rows: taken };
}

/**
 * A grid's panel lines only between the first and the last grid row of each page: a page's running
 * header above the grid ("Owner: …", "Claim: …") and its footer below sit in the panel's x range too.
 */
function trimPanel(g: Grid, rows: Row[]): void {
  const first = g.bands[0] as Band;
  const last = g.bands[g.bands.length - 1] as Band;
  const inGrid = (r: Row) => tokensOf(r).some((t) => t.x >= first.x - 1 && t.x < last.right && bandOf(g.bands, t) >= 0);
  const span = new Map<number, { top: number; bottom: number }>();
  for (const i of g.rows) {
    const r = rows[i] as Row;
    if (!inGrid(r)) continue;
    const s = span.get(r.page);
    span.set(r.page, { top: Math.min(s?.top ?? r.y, r.y), bottom: Math.max(s?.bottom ?? r.y, r.y) });
  }
  g.panel = g.panel.filter((p) => {
    const s = span.get(p.page);
    return s !== undefined && p.y >= s.top - 2 && p.y <= s.bottom + 2;
  });
  // Rows past the grid's last row on its last page belong to what follows it.
  const lastPage = Math.max(...span.keys());
  g.rows = g.rows.filter((i) => {
    const r = rows[i] as Row;
    const s = span.get(r.page);
    return s !== undefined && (r.page < lastPage || r.y <= s.bottom + 2);
  });
}

function toComparable(
  col: Column,
  block: ReturnType<typeof readPanelBlocks>[number] | undefined,
  rows: Row[],
  grids: Grid[],
  noted: boolean,
): FoundComparable | null {
  const row = rows[grids.find((g) => g.heads.some((h) => h.n === col.n))?.rows[0] ?? 0] as Row;
  const price = col.values.price ? cellDollars(col.values.price, row) : null;
  if (!price || price.value <= 0) return null;
  const vehicle = block?.vehicle ?? (col.vehicle ? vehicleIn({ text: col.vehicle, x: 0, right: 0 }) : null);
  const adjusted = col.values.adjusted ? cellDollars(col.values.adjusted, row) : null;
  const confidence = row.ocr ? 0.8 : 0.95;
  const page = (label: 'price' | 'adjusted') => pageOf(rows, grids, col.n, label) ?? row.page;
  const comp: ValuationComparable = {
    year: vehicle?.year ?? null,
    make: vehicle?.make ?? null,
    model: vehicle?.model ?? null,
    trim: vehicle?.trim ?? null,
    mileage: (col.values.mileage ? readCount(col.values.mileage) : null) ?? block?.mileage ?? null,
    price: { value: Math.abs(price.value), page: page('price'), confidence },
    adjustedPrice: adjusted ? { value: adjusted.value, page: page('adjusted'), confidence } : null,
    distanceMiles: block?.distance ?? (col.values.distance ? readDistance(col.values.distance) : null),
    dealer: block?.dealer ?? null,
    source: block?.source ?? null,
    vin: block?.vin ?? col.values.vin?.match(VIN_RE)?.[0] ?? null,
    ...(col.adjustments.length ? { adjustments: col.adjustments } : {}),
    ...(noted && (col.marked || block?.marked) ? { used: false } : {}),
  };
  return { ...comp, rows: grids.filter((g) => g.heads.some((h) => h.n === col.n)).flatMap((g) => g.rows) };
}

/** The page of the row whose label names a figure, in the grids that hold comparable n. */
function pageOf(rows: Row[], grids: Grid[], n: number, label: 'price' | 'adjusted'): number | null {
  const want = label === 'price' ? 'price' : 'adjustedPrice';
  for (const g of grids.filter((x) => x.heads.some((h) => h.n === n))) {
    const first = g.bands[0] as Band;
    for (const i of g.rows) {
      const r = rows[i] as Row;
      const text = tokensOf(r)
        .filter((t) => t.x < first.x - 1)
        .map((t) => t.text)
        .join(' ');
      if (text && roleOfLabel(text.replace(/[:¹²³⁴*\d]+$/g, ''), true) === want) return r.page;
    }
  }
  return null;
}
