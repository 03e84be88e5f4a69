/**
 * A valuation's comparable vehicles, found by their repeated shape: each starts at a cell that opens
 * with a year and a make (a block's title, a table row's description) and runs to the next such cell.
 * Its figures are read by their labels ("Odometer: 58,897", "Sold Price: $17,600.00", "NN Miles From"),
 * by the column of the table's header row above, or by position on the opening line (price, then the
 * adjusted value). A block cut by a page break goes on at the top of the next page. The same vehicle
 * printed twice (a summary table and a detail block) is one comparable.
 */
import { parseVehicleDescription } from '../normalize';
import { readCount } from '../../../../shared/read-values';
import { MILES_FIGURE, readDistance } from './distance';
import {
  anchorCell,
  cellDollars,
  cutRunOnAmounts,
  dollarsIn,
  type FoundComparable,
  isLossHeading,
  moneyInColumn,
  type Role,
  roleOfLabel,
  vehicleIn,
  VIN_RE,
} from './comparable-cells';
import { addComparable } from './comparable-twins';
import { cutAtFoot, identityUnder, rowLineGap } from './header-table';
import { MARK_NOTE } from './panel-blocks';
import { markedNotUsed, statedNotUsed } from './not-used';
import { type Cell, normLabel, type Row, textBefore } from './layout';
import { amountSlots, type Column, columnOf, type Draft, headerAbove, positionalAmounts, SLOT_SLACK_PT } from './table-columns';

/** A comparable's heading: "Comp 2", "Comparable #2", "Comparable Vehicle 2 of 5", "Comp 2:" with the vehicle after it. */
const COMP_TITLE = /^comp(?:arable)?(?:\s+vehicle)?\s*#?\s*\d{1,2}(?:\s+of\s+\d{1,2})?\s*(?::|$)/i;

/** A count in a cell of its own ("85,578", "96902 miles"); OCR also reads a thousands comma as a point ("57.214"). */
const MILES_FROM = new RegExp(String.raw`^(${MILES_FIGURE})\s+miles?\s+(from|away)\b`, 'i');
const COUNT = /^\d[\d,]*(\s+miles)?$/i;
const OCR_COUNT = /^(?:\d{1,3}(?:[,.]\d{3})+|\d+)(\s+miles)?$/i;

/** The rows of one comparable: from its opening row to the next opening row, over a page break when cut. */
function blockRows(rows: Row[], anchors: number[], k: number): Row[] {
  const start = anchors[k] as number;
  const next = anchors[k + 1] ?? rows.length;
  const page = (rows[start] as Row).page;
  const block: Row[] = [];
  let i = start;
  for (; i < next && (rows[i] as Row).page === page; i++) block.push(rows[i] as Row);
  return block;
}

function continuation(rows: Row[], anchors: number[], k: number): Row[] {
  const start = anchors[k] as number;
  const next = anchors[k + 1] ?? rows.length;
  const page = (rows[start] as Row).page;
  return rows.slice(start, next).filter((r) => r.page === page + 1);
}

/** Reads a block's labelled values, its header columns and the amounts of its opening line. */
function readBlock(block: Row[], columns: Column[] | null, lossMileage: number | null, slots: number[]): Draft {
  const draft: Draft = { values: {}, positional: [] };
  const set = (role: Role, text: string, cell: Cell, row: Row) => {
    draft.values[role] ??= { text, cell, row };
  };
  block.forEach((row, n) => {
    row.cells.forEach((cell, i) => {
      const labelled = cell.text.match(/^([A-Za-z][A-Za-z #./]*?)\s*[:#]\s*(.+)$/);
      const role = labelled ? roleOfLabel(labelled[1] ?? '', true) : null;
      if (labelled && role) {
        set(role, labelled[2] ?? '', cell, row);
        return;
      }
      const milesFrom = cell.text.match(MILES_FROM);
      if (milesFrom) set('distance', milesFrom[1] ?? '', cell, row);
      const ownRole = roleOfLabel(cell.text);
      const value = row.cells[i + 1];
      if (ownRole === 'mileage' && value) {
        // "Mileage  85,578  96,902": the loss vehicle's reading beside the comparable's.
        const counts = row.cells
          .slice(i + 1)
          .filter((c) => (row.ocr ? OCR_COUNT : COUNT).test(c.text))
          .map((c) => readCount(c.text));
        // A lone count is the comparable's own, whatever the loss vehicle's reading was taken to be.
        const own = counts.filter((c) => c !== null && (counts.length === 1 || c !== lossMileage));
        if (own.length) set('mileage', String(own[own.length - 1]), value, row);
      } else if (ownRole && value && !roleOfLabel(value.text) && (ownRole === 'source' || ownRole === 'dealer' || /\d/.test(value.text))) {
        set(ownRole, value.text, value, row);
      }
      const col = columnOf(columns, cell)?.role ?? null;
      if (n <= 2 && col && col !== 'source' && col !== 'dealer' && col !== 'vin') set(col, cell.text, cell, row);
      const money = col === 'price' || col === 'adjustedPrice' || slots.some((edge) => Math.abs(edge - cell.right) <= SLOT_SLACK_PT);
      const amount = n === 0 ? (money ? moneyInColumn(cell.text, row) : cellDollars(cell.text, row)) : null;
      if (amount) draft.positional.push({ cell, row, amount, column: col });
    });
  });
  return draft;
}

/** "Source" over its lines, then the dealer: the Mitchell-style source block, read by position under its label. */
function sourceBlock(block: Row[]): { source: string | null; dealer: string | null } {
  for (let n = 0; n < block.length; n++) {
    const row = block[n] as Row;
    const label = row.cells.find((c) => normLabel(c.text) === 'source');
    if (!label) continue;
    const under = block
      .slice(n + 1, n + 8)
      .map((r) => r.cells.find((c) => Math.abs(c.x - label.x) < 6))
      .filter((c): c is Cell => Boolean(c));
    const parts: string[] = [];
    let k = 0;
    for (; k < under.length; k++) {
      parts.push((under[k] as Cell).text);
      if (!/-\s*$/.test((under[k] as Cell).text)) break;
    }
    return { source: parts.join(' ').trim() || null, dealer: under[k + 1]?.text ?? null };
  }
  return { source: null, dealer: null };
}

/**
 * The comparable's own adjustments where its block prints them: the rows under an "Adjustments"
 * heading, each a label in that column and an amount at the row's end, up to their total.
 */
function adjustmentsOf(block: Row[]): Array<{ label: string; amount: number }> | undefined {
  const at = block.findIndex((r) => r.cells.some((c) => normLabel(c.text) === 'adjustments'));
  if (at < 0) return undefined;
  const head = (block[at] as Row).cells.find((c) => normLabel(c.text) === 'adjustments') as Cell;
  const out: Array<{ label: string; amount: number }> = [];
  for (const row of block.slice(at + 1)) {
    if (row.cells.some((c) => /^total adjustments?\b/i.test(c.text))) break;
    const label = row.cells.find((c) => c.x >= head.x - 12 && c.x <= head.x + 30);
    const last = row.cells[row.cells.length - 1];
    const amount = last && last !== label ? cellDollars(last.text, row) : null;
    if (label && amount && !cellDollars(label.text, row)) out.push({ label: label.text, amount: amount.value });
  }
  return out.length ? out : undefined;
}

/**
 * `announced`: the page says this is a comparable without its mileage (a "Comparable N" heading, a
 * table whose header has a mileage column), so a mileage left blank or printed as "N/A" keeps it.
 */
function toComparable(
  anchorRow: Row,
  anchor: Cell,
  block: Row[],
  draft: Draft,
  lossVin: string | null,
  slots: number[],
  announced: boolean,
): FoundComparable | null {
  const v = vehicleIn(anchor);
  if (!v) return null;
  const val = draft.values;
  const amount = (x?: { text: string; row: Row }, near: number | null = null) => (x ? (dollarsIn(x.text, x.row) ?? moneyInColumn(x.text, x.row, near)) : null);
  const placed = positionalAmounts(draft, slots);
  const adjusted = amount(val.adjustedPrice) ?? placed.adjusted?.amount ?? null;
  const near = adjusted?.value ?? null;
  const price = amount(val.price, near) ?? (placed.price ? moneyInColumn(placed.price.cell.text, placed.price.row, near) : null);
  const mileage = val.mileage ? readCount(val.mileage.text) : null;
  // A mileage label printed without a count ("Mileage: N/A") announces the comparable as well.
  if (!price || price.value <= 0 || (mileage === null && !announced && !val.mileage)) return null;
  const ocr = anchorRow.ocr;
  const conf = ocr ? 0.8 : 0.95;
  const pricePage = (val.price?.row ?? anchorRow).page;
  const vin = block.map((r) => r.text.match(VIN_RE)?.[0]).find((x) => x && x !== lossVin) ?? null;
  const src = sourceBlock(block);
  // The line under the description where the table prints the seller and its distance there.
  const identity = identityUnder(block, anchor);
  const distance = val.distance ? readDistance(val.distance.text) : (identity?.distance ?? null);
  // The dealer is printed under the source line where no label names it (the source's own column).
  const sourceCell = val.source?.cell;
  const under = sourceCell
    ? block
        .filter((r) => r.index > (val.source?.row.index ?? 0))
        .map((r) => r.cells.find((c) => Math.abs(c.x - sourceCell.x) < 6))
        .find((c) => c)
    : undefined;
  // A trim printed on its own line under the vehicle ("Xle Awd 4 2.5l"), read as the description reads it.
  const below = block.slice(1, 3).flatMap((r) => r.cells.filter((c) => Math.abs(c.x - anchor.x) < 4 && c !== identity?.cell))[0];
  const trim =
    v.trim ?? (below && !/[:$]/.test(below.text) && v.model ? (parseVehicleDescription(`${v.year} ${v.make} ${v.model} ${below.text}`)?.trim ?? null) : null);
  const dealerCell = val.dealer?.cell ?? under;
  return {
    year: v.year,
    make: v.make,
    model: v.model,
    trim,
    mileage,
    price: { value: Math.abs(price.value), page: pricePage, confidence: conf },
    adjustedPrice: adjusted ? { value: adjusted.value, page: (val.adjustedPrice?.row ?? anchorRow).page, confidence: conf } : null,
    distanceMiles: distance,
    dealer: val.dealer?.text ?? src.dealer ?? identity?.dealer ?? (dealerCell ? textBefore(dealerCell, anchor.x) : null),
    source: val.source
      ? val.source.cell.right > anchor.x + 2
        ? textBefore(val.source.cell, anchor.x)
            .replace(/^source\s*:\s*/i, '')
            .replace(/[^\w.)]+$/, '')
        : val.source.text
      : (src.source ?? null),
    vin,
    ...(adjustmentsOf(block) ? { adjustments: adjustmentsOf(block) } : {}),
    rows: block.map((r) => r.index),
  };
}

/** `skip`: rows another reader took (a grid, a numbered table): read here as blank lines. */
export function findBlockComparables(allRows: Row[], lossVin: string | null, lossMileage: number | null, skip: Set<number> = new Set()): FoundComparable[] {
  const rows = allRows.map((row) => {
    if (skip.has(row.index)) return { ...row, cells: [], text: '' };
    const cells = cutRunOnAmounts(row.cells, row);
    return cells.length === row.cells.length ? row : { ...row, cells };
  });
  const anchors: number[] = [];
  const anchorAt = new Map<number, Cell>();
  /** A comparable's heading ("Comparable 2", "Comp #2", "Comparable Vehicle 2 of 5") on one of the two lines above, on the same page. */
  const headed = (row: Row) => rows.slice(Math.max(0, row.index - 2), row.index).some((r) => r.page === row.page && COMP_TITLE.test(r.cells[0]?.text ?? ''));
  /** A heading above, or on the line itself ("Comparable 2: 2019 …"). */
  const titled = (row: Row) => headed(row) || COMP_TITLE.test(row.cells[0]?.text ?? '');
  for (const row of rows) {
    // The vehicle under a loss-vehicle heading is the report's own, unless a comparable's heading is nearer.
    const lossAbove = rows.slice(Math.max(0, row.index - 1), row.index).some((r) => r.page === row.page && isLossHeading(r));
    if (lossAbove && !headed(row)) continue;
    const cell = anchorCell(row, headed(row));
    if (cell) {
      anchors.push(row.index);
      anchorAt.set(row.index, cell);
    }
  }
  // Tables: runs of comparables on one page, close together, under one header row (or none).
  const tables: Array<{ columns: Column[] | null; anchors: number[]; slots: number[]; lineGap: number | null }> = [];
  anchors.forEach((at, k) => {
    const prev = anchors[k - 1];
    if (prev === undefined || (rows[prev] as Row).page !== (rows[at] as Row).page || at - prev > 12)
      tables.push({ columns: headerAbove(rows, at), anchors: [], slots: [], lineGap: null });
    (tables[tables.length - 1] as (typeof tables)[number]).anchors.push(at);
  });
  for (const t of tables) {
    t.slots = amountSlots(rows, t.anchors);
    // Under a header, the last row ends where the lines space out (the totals below the table).
    if (t.columns) t.lineGap = rowLineGap(rows, t.anchors);
  }
  const found: FoundComparable[] = [];
  const noted = rows.some((r) => MARK_NOTE.test(r.cells[0]?.text ?? ''));
  anchors.forEach((at, k) => {
    const { columns, slots, lineGap, anchors: own } = tables.find((t) => t.anchors.includes(at)) as (typeof tables)[number];
    let block = blockRows(rows, anchors, k);
    if (own[own.length - 1] === at) block = cutAtFoot(block, lineGap);
    const draft = readBlock(block, columns, lossMileage, slots);
    const announced = titled(rows[at] as Row) || Boolean(columns?.some((c) => c.role === 'mileage'));
    let comp = toComparable(rows[at] as Row, anchorAt.get(at) as Cell, block, draft, lossVin, slots, announced);
    // A block cut by a page break goes on at the top of the next page: read there what it lacks.
    if (!comp || comp.mileage === null) {
      const more = continuation(rows, anchors, k);
      if (more.length) {
        const whole = [...block, ...more];
        const extended = toComparable(
          rows[at] as Row,
          anchorAt.get(at) as Cell,
          whole,
          readBlock(whole, columns, lossMileage, slots),
          lossVin,
          slots,
          announced,
        );
        if (extended && (!comp || extended.mileage !== null)) comp = extended;
      }
    }
    if (!comp) return;
    if ((noted && markedNotUsed(rows, at)) || statedNotUsed(block, columns)) comp.used = false;
    addComparable(found, comp, (c) => c.rows.some((i) => rows[i]?.ocr));
  });
  return found;
}
