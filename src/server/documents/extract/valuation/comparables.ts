/**
 * A valuation's comparable vehicles, found by their repeated shape: each starts at a cell that opens
 * with a year and a make (a block's title, a table row's description) and runs to the next such cell.
 * Its figures are read by their labels ("Odometer: 58,897", "Sold Price: $17,600.00", "NN Miles From"),
 * by the column of the table's header row above, or by position on the opening line (price, then the
 * adjusted value). A block cut by a page break goes on at the top of the next page. The same vehicle
 * printed twice (a summary table and a detail block) is one comparable.
 */
import type { ValuationComparable } from '../../../../shared/contracts/valuation';
import { VALUATION_COMPARABLE_LABELS, VALUATION_LOSS_VEHICLE_LABELS } from '../field-spec';
import { parseVehicleDescription } from '../normalize';
import { editDistance, type Money, readCount } from '../../../../shared/read-values';
import { amountIn, type Cell, cellAmount, normLabel, overlaps, type Row, textBefore } from './layout';

/** An amount in dollars, as comparables are stored, read by the one money reader (OCR repairs on OCR rows). */
type Amount = { value: number; signed: boolean };
const dollars = (m: Money | null): Amount | null => (m ? { value: m.cents / 100, signed: m.signed } : null);
/** A cell that is an amount: marked by "$", a sign or cents. */
const cellDollars = (text: string, row: Pick<Row, 'ocr'>): Amount | null => dollars(cellAmount(text, row));
/** The first amount in a cell, also with words beside it. */
const dollarsIn = (text: string, row: Pick<Row, 'ocr'>): Amount | null => dollars(amountIn(text, row));

type Role = keyof typeof VALUATION_COMPARABLE_LABELS;
export type FoundComparable = ValuationComparable & { rows: number[] };

const YEAR_START = /^(?:\d{1,2}\s+)?(19[5-9]\d|20[0-4]\d)\s+\S/;
export const VIN_RE = /\b(?=[A-HJ-NPR-Z0-9]*\d)(?=[A-HJ-NPR-Z0-9]*[A-HJ-NPR-Z])[A-HJ-NPR-Z0-9]{17}\b/;
const LOSS_LABELS = new Set(VALUATION_LOSS_VEHICLE_LABELS);
/** A table's header row sits this close above its first row. */
const HEADER_ROWS_ABOVE = 6;
const HEADER_GAP_PT = 20;
/** A count in a cell of its own ("85,578", "96902 miles"); OCR also reads a thousands comma as a point ("57.214"). */
const COUNT = /^\d[\d,]*(\s+miles)?$/i;
const OCR_COUNT = /^(?:\d{1,3}(?:[,.]\d{3})+|\d+)(\s+miles)?$/i;

export function vehicleIn(cell: Cell): ReturnType<typeof parseVehicleDescription> {
  if (!YEAR_START.test(cell.text)) return null;
  return parseVehicleDescription(cell.text.replace(/^\d{1,2}\s+(?=(19|20)\d\d\b)/, ''));
}

/**
 * Where a comparable starts: a year-make cell that no label names as the loss vehicle. OCR may glue
 * the vehicle onto the cell before it ("Source: Inspected Inventory ~~ 2021 Volkswagen Jetta"): the
 * vehicle is then the cell's tail from the run where the year starts.
 */
function anchorCell(row: Row): Cell | null {
  for (let i = 0; i < row.cells.length; i++) {
    const cell = row.cells[i] as Cell;
    if (/\bloss\s+vehicle\b/i.test(cell.text)) continue;
    const parts = cell.parts ?? [];
    const k = vehicleIn(cell)
      ? 0
      : parts.findIndex(
          (p, n) =>
            n > 0 &&
            /^(19|20)\d\d$/.test(p.text) &&
            vehicleIn({
              text: parts
                .slice(n)
                .map((q) => q.text)
                .join(' '),
              x: p.x,
              right: cell.right,
            }),
        );
    if (k < 0) continue;
    const before = [
      ...row.cells.slice(0, i).map((c) => normLabel(c.text)),
      normLabel(
        parts
          .slice(0, k)
          .map((p) => p.text)
          .join(' '),
      ),
    ];
    if (before.some((b) => LOSS_LABELS.has(b) || b.includes('loss vehicle'))) return null;
    if (k === 0) return cell;
    const tail = parts.slice(k);
    return { text: tail.map((p) => p.text).join(' '), x: (tail[0] as { x: number }).x, right: cell.right, parts: tail };
  }
  return null;
}

const roleOfLabel = (text: string, header = false): Role | null => {
  const norm = normLabel(text);
  if (!norm || norm.split(' ').length > 5) return null;
  // Most specific first: "adjusted price" before "price", "distance from loss vehicle" before "miles".
  const order: Role[] = ['adjustedPrice', 'distance', 'price', 'mileage', 'dealer', 'source', 'vin', 'year', 'make', 'model', 'trim'];
  for (const role of order)
    if (VALUATION_COMPARABLE_LABELS[role].some((l) => norm === l || (header && (norm.startsWith(`${l} `) || norm.endsWith(` ${l}`))))) return role;
  return null;
};

/** The words of the comparables' label vocabulary, for OCR's misread header words. */
const LABEL_WORDS = [...new Set(Object.values(VALUATION_COMPARABLE_LABELS).flatMap((labels) => labels.flatMap((l) => l.split(' '))))];
/** A misread word is matched only from this many letters on: "miles" one letter off is "mile", "mils", too many. */
const MIN_MISREAD_WORD = 6;

/**
 * A header as OCR may print it ("Adpusted Value"): each word of six letters or more that is no label word
 * becomes the one label word a letter away from it (none when two are as near).
 */
export function mendHeaderWords(text: string): string {
  return normLabel(text)
    .split(' ')
    .map((w) => {
      if (w.length < MIN_MISREAD_WORD || LABEL_WORDS.includes(w)) return w;
      const near = LABEL_WORDS.filter((l) => l.length >= MIN_MISREAD_WORD && editDistance(w, l, 1) <= 1);
      return near.length === 1 ? (near[0] as string) : w;
    })
    .join(' ');
}

type Column = Cell & { role: Role | null };

/** The header row(s) just above a table's first row: cells of words, merged by column. */
function headerAbove(rows: Row[], at: number): Column[] | null {
  const first = rows[at] as Row;
  const head: Row[] = [];
  let below = first;
  for (let i = at - 1; i >= 0 && at - i <= HEADER_ROWS_ABOVE; i--) {
    const r = rows[i] as Row;
    if (r.page !== first.page || below.y - r.y > HEADER_GAP_PT) break;
    if (r.cells.some((c) => cellDollars(c.text, r) || vehicleIn(c))) break;
    head.unshift(r);
    below = r;
  }
  const columns: Column[] = [];
  for (const r of head) {
    // Prose beside or over a table (a side panel, a note) is not a header.
    for (const c of r.cells.filter((cell) => cell.text.split(' ').length <= 4 && /[A-Za-z]{2}/.test(cell.text))) {
      const under = columns.filter((col) => overlaps(col, c, 2));
      // A cell over two columns is no column's label: a title over the table, or a rule OCR read as letters
      // ("mmm mm"); merged into one column it would stretch it over its neighbour's values.
      if (under.length > 1) continue;
      const same = under[0];
      if (same) {
        same.text = `${same.text} ${c.text}`;
        same.x = Math.min(same.x, c.x);
        same.right = Math.max(same.right, c.right);
      } else columns.push({ ...c, role: null });
    }
  }
  for (const col of columns) col.role = roleOfLabel(col.text, true) ?? (first.ocr ? roleOfLabel(mendHeaderWords(col.text), true) : null);
  return columns.filter((c) => c.role).length >= 2 ? columns : null;
}

/** The header column a cell sits under: the one it overlaps most, the nearer centre on a tie. */
const columnOf = (columns: Column[] | null, cell: Cell): Column | null => {
  if (!columns) return null;
  const centre = (c: { x: number; right: number }) => (c.x + c.right) / 2;
  let best: Column | null = null;
  let bestOverlap = 0;
  for (const col of columns) {
    const o = Math.min(col.right, cell.right) - Math.max(col.x, cell.x);
    const nearer = best !== null && Math.abs(centre(col) - centre(cell)) < Math.abs(centre(best) - centre(cell));
    if (o > bestOverlap || (o > 0 && o === bestOverlap && nearer)) {
      best = col;
      bestOverlap = o;
    }
  }
  return best;
};

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

/** An amount on a comparable's opening line, and the header column it sits under. */
type Placed = { cell: Cell; row: Row; amount: Amount; column: Role | null };
type Draft = { values: Partial<Record<Role, { text: string; cell: Cell; row: Row }>>; positional: Placed[] };

/**
 * An amount in a column the header or the table's geometry says holds money, as OCR may leave it: its
 * "$" lost ("19.499") or read as a 5 ("519,499"). `near`: the comparable's other amount; a price and its
 * adjusted value are never far apart, so a leading 5 that makes the figure ten times the other is the "$".
 */
export function moneyInColumn(text: string, row: Pick<Row, 'ocr'>, near: number | null = null): Amount | null {
  const printed = cellDollars(text, row);
  const figure = text.replace(/\s+/g, '').match(/^([5S]?)(\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{2})?)$/);
  if (!figure) return printed;
  const whole = printed ?? cellDollars(`$${figure[1] === 'S' ? '' : figure[1]}${figure[2]}`, row);
  const without = cellDollars(`$${figure[2]}`, row);
  const plausible = (a: Amount | null) => a !== null && near !== null && a.value > near / 2 && a.value < near * 2;
  if (figure[1] === '5' && near !== null && !plausible(whole) && plausible(without)) return without;
  return whole;
}

/** A money column's right edges (amounts are right-aligned) stay within this of each other. */
const SLOT_SLACK_PT = 8;

/**
 * The money columns of one table of two or more comparables by geometry: the right edges where their
 * opening lines hold an amount, left to right (the price, then the adjusted value). A line whose price OCR
 * could not read keeps its adjusted value in the adjusted column, never moved over to the price.
 */
function amountSlots(rows: Row[], anchors: number[]): number[] {
  const edges = anchors.flatMap((at) => (rows[at] as Row).cells.filter((c) => cellDollars(c.text, rows[at] as Row)).map((c) => c.right)).sort((a, b) => a - b);
  const clusters: number[][] = [];
  for (const e of edges) {
    const last = clusters[clusters.length - 1];
    if (last && e - (last[last.length - 1] as number) <= SLOT_SLACK_PT) last.push(e);
    else clusters.push([e]);
  }
  return anchors.length >= 2 ? clusters.map((c) => c.reduce((a, b) => a + b, 0) / c.length) : [];
}

/**
 * The price and the adjusted value from the opening line's amounts that no header column names: by the
 * table's money columns where it has them, else in order after what the header columns took.
 */
function positionalAmounts(draft: Draft, slots: number[]): { price: Placed | null; adjusted: Placed | null } {
  const free = draft.positional.filter((p) => p.column === null);
  if (slots.length > 0) {
    const slotOf = (p: Placed) => {
      const d = slots.map((s) => Math.abs(s - p.cell.right));
      const k = d.indexOf(Math.min(...d));
      return (d[k] as number) <= SLOT_SLACK_PT ? k : -1;
    };
    return { price: free.find((p) => slotOf(p) === 0) ?? null, adjusted: free.find((p) => slotOf(p) === 1) ?? null };
  }
  const taken = draft.values.price ? 1 : 0;
  return { price: free[0] ?? null, adjusted: free[1 - taken] ?? null };
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
      const milesFrom = cell.text.match(/^(\d{1,4})\s+miles?\s+(from|away)\b/i);
      if (milesFrom) set('distance', milesFrom[1] ?? '', cell, row);
      const ownRole = roleOfLabel(cell.text);
      const value = row.cells[i + 1];
      if (ownRole === 'mileage' && value) {
        // "Mileage  85,578  96,902": the loss vehicle's reading beside the comparable's.
        const counts = row.cells
          .slice(i + 1)
          .filter((c) => (row.ocr ? OCR_COUNT : COUNT).test(c.text))
          .map((c) => readCount(c.text));
        const own = counts.filter((c) => c !== null && c !== lossMileage);
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

function toComparable(anchorRow: Row, anchor: Cell, block: Row[], draft: Draft, lossVin: string | null, slots: number[]): FoundComparable | null {
  const v = vehicleIn(anchor);
  if (!v) return null;
  const val = draft.values;
  const amount = (x?: { text: string; row: Row }, near: number | null = null) => (x ? (dollarsIn(x.text, x.row) ?? moneyInColumn(x.text, x.row, near)) : null);
  const placed = positionalAmounts(draft, slots);
  const adjusted = amount(val.adjustedPrice) ?? placed.adjusted?.amount ?? null;
  const near = adjusted?.value ?? null;
  const price = amount(val.price, near) ?? (placed.price ? moneyInColumn(placed.price.cell.text, placed.price.row, near) : null);
  const mileage = val.mileage ? readCount(val.mileage.text) : null;
  if (!price || price.value <= 0 || mileage === null) return null;
  const ocr = anchorRow.ocr;
  const conf = ocr ? 0.8 : 0.95;
  const pricePage = (val.price?.row ?? anchorRow).page;
  const vin = block.map((r) => r.text.match(VIN_RE)?.[0]).find((x) => x && x !== lossVin) ?? null;
  const src = sourceBlock(block);
  const distance = val.distance ? readCount(val.distance.text) : null;
  // The dealer is printed under the source line where no label names it (the source's own column).
  const sourceCell = val.source?.cell;
  const under = sourceCell
    ? block
        .filter((r) => r.index > (val.source?.row.index ?? 0))
        .map((r) => r.cells.find((c) => Math.abs(c.x - sourceCell.x) < 6))
        .find((c) => c)
    : undefined;
  // A trim printed on its own line under the vehicle ("Xle Awd 4 2.5l"), read as the description reads it.
  const below = block.slice(1, 3).flatMap((r) => r.cells.filter((c) => Math.abs(c.x - anchor.x) < 4))[0];
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
    dealer: val.dealer?.text ?? src.dealer ?? (dealerCell ? textBefore(dealerCell, anchor.x) : null),
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

/** The same vehicle printed twice: same year and make, same price, and no VIN or mileage that differs. */
const same = (a: FoundComparable, b: FoundComparable) =>
  a.year === b.year &&
  a.make === b.make &&
  (a.price.value === b.price.value || (a.adjustedPrice !== null && a.adjustedPrice.value === b.adjustedPrice?.value)) &&
  !(a.vin && b.vin && a.vin !== b.vin) &&
  !(a.mileage !== null && b.mileage !== null && a.mileage !== b.mileage);

/** Digit strings OCR may have printed for one another: at most two digits off. */
const OCR_DIGITS_OFF = 2;
/** An adjusted value read with cents: one read without them, beside it, lost them (and likely more). */
const hasCents = (p: { value: number } | null) => p !== null && Math.round(p.value * 100) % 100 !== 0;

/**
 * On OCR rows, the same vehicle printed twice (a summary table's row and its detail block) with a figure
 * misread in one of them: same year, make and model, the same price to the cent, no VIN that differs, the
 * mileages a digit or two apart, and no two adjusted values that both read whole and differ.
 */
const ocrTwins = (a: FoundComparable, b: FoundComparable): boolean => {
  if (a.year !== b.year || a.make !== b.make || a.model !== b.model || a.price.value !== b.price.value) return false;
  if (a.vin && b.vin && a.vin !== b.vin) return false;
  if (a.mileage === null || b.mileage === null || editDistance(String(a.mileage), String(b.mileage), OCR_DIGITS_OFF) > OCR_DIGITS_OFF) return false;
  const [x, y] = [a.adjustedPrice, b.adjustedPrice];
  return !x || !y || x.value === y.value || hasCents(x) !== hasCents(y);
};

/** Of two readings of one vehicle's odometer, the one with more digits (OCR drops digits more than it adds them). */
const fuller = (a: number | null, b: number | null): number | null => (a !== null && b !== null && String(b).length > String(a).length ? b : a);

/** A run that opens an amount: "$", "$17,000", "+$98.00", "-$1,200". */
const AMOUNT_START = /^[+-]?\$/;

/**
 * The cells of a row with every amount that is run onto the words before it cut into a cell of its own:
 * OCR (and a tight print) joins a price to a long vehicle description when the gap between the two columns
 * is narrow ("2019 Chevrolet Silverado 1500 $ 17,000"), and to the amount beside it ("$ 17,000 $16,629").
 * A label's own amount stays with it ("Price: $17,000", "List Price $17,000"): the label reads it.
 */
export function cutRunOnAmounts(cells: Cell[], row: Pick<Row, 'ocr'>): Cell[] {
  return cells.flatMap((cell) => {
    const parts = cell.parts ?? [];
    const out: Cell[] = [];
    let from = 0;
    for (let k = 1; k < parts.length; k++) {
      if (!AMOUNT_START.test((parts[k] as { text: string }).text)) continue;
      const head = parts
        .slice(from, k)
        .map((p) => p.text)
        .join(' ');
      if (/[:#]\s*$/.test(head) || roleOfLabel(head, true)) continue;
      const tail = parts.slice(k);
      // The run from here to the next amount must be one amount and nothing else.
      const next = tail.findIndex((p, n) => n > 0 && AMOUNT_START.test(p.text));
      const own = next > 0 ? tail.slice(0, next) : tail;
      if (!cellDollars(own.map((p) => p.text).join(' '), row)) continue;
      out.push({ text: head, x: (parts[from] as { x: number }).x, right: (parts[k] as { x: number }).x - 1, parts: parts.slice(from, k) });
      from = k;
    }
    if (from === 0) return [cell];
    const rest = parts.slice(from);
    out.push({ text: rest.map((p) => p.text).join(' '), x: (rest[0] as { x: number }).x, right: cell.right, parts: rest });
    return out;
  });
}

export function findBlockComparables(allRows: Row[], lossVin: string | null, lossMileage: number | null): FoundComparable[] {
  const rows = allRows.map((row) => {
    const cells = cutRunOnAmounts(row.cells, row);
    return cells.length === row.cells.length ? row : { ...row, cells };
  });
  const anchors: number[] = [];
  const anchorAt = new Map<number, Cell>();
  for (const row of rows) {
    const cell = anchorCell(row);
    if (cell) {
      anchors.push(row.index);
      anchorAt.set(row.index, cell);
    }
  }
  // Tables: runs of comparables on one page, close together, under one header row (or none).
  const tables: Array<{ columns: Column[] | null; anchors: number[]; slots: number[] }> = [];
  anchors.forEach((at, k) => {
    const prev = anchors[k - 1];
    if (prev === undefined || (rows[prev] as Row).page !== (rows[at] as Row).page || at - prev > 12)
      tables.push({ columns: headerAbove(rows, at), anchors: [], slots: [] });
    (tables[tables.length - 1] as (typeof tables)[number]).anchors.push(at);
  });
  for (const t of tables) t.slots = amountSlots(rows, t.anchors);
  const found: FoundComparable[] = [];
  anchors.forEach((at, k) => {
    const { columns, slots } = tables.find((t) => t.anchors.includes(at)) as (typeof tables)[number];
    let block = blockRows(rows, anchors, k);
    let draft = readBlock(block, columns, lossMileage, slots);
    let comp = toComparable(rows[at] as Row, anchorAt.get(at) as Cell, block, draft, lossVin, slots);
    if (!comp) {
      const more = continuation(rows, anchors, k);
      if (more.length) {
        block = [...block, ...more];
        draft = readBlock(block, columns, lossMileage, slots);
        comp = toComparable(rows[at] as Row, anchorAt.get(at) as Cell, block, draft, lossVin, slots);
      }
    }
    if (!comp) return;
    const ocr = (c: FoundComparable) => c.rows.some((i) => rows[i]?.ocr);
    const twin = ocr(comp) ? found.find((f) => ocr(f) && ocrTwins(f, comp)) : undefined;
    const dup = found.find((f) => same(f, comp)) ?? twin;
    if (!dup) {
      found.push(comp);
      return;
    }
    if (dup === twin && !same(dup, comp)) {
      dup.mileage = fuller(dup.mileage, comp.mileage);
      // The adjusted value read with its cents is the whole reading.
      if (hasCents(comp.adjustedPrice) && !hasCents(dup.adjustedPrice)) dup.adjustedPrice = comp.adjustedPrice;
    }
    dup.adjustedPrice ??= comp.adjustedPrice;
    dup.distanceMiles ??= comp.distanceMiles;
    dup.dealer ??= comp.dealer;
    dup.source ??= comp.source;
    dup.vin ??= comp.vin;
    if (comp.adjustments && !dup.adjustments) dup.adjustments = comp.adjustments;
    dup.rows.push(...comp.rows);
  });
  return found;
}
