/**
 * Line items from an estimate's positioned text, read as a table: the header row names the column
 * bands (table-columns.ts), each row's words are read into cells by band (row-cells.ts) and the cells
 * into a typed line (row-line.ts). Rows join their line by position: a row with a description cell
 * only, under the description band, is its wrapped description; a row of figures only fills the empty
 * figure cells of the line above (a line printed on two rows). Section headings, notes and running
 * page headers and footers are skipped.
 */
import type { EstimateLine, LaborRates, PartType } from '../../shared/estimate-comparison.js';
import { readMoney } from '../../shared/read-values.js';
import { type InferredHeader, inferHeader } from './header-inference.js';
import { type ColumnFigures, type DollarDraft, readLaborDollars } from './labor-dollars.js';
import { readPartyHeadings } from './party-columns.js';
import { type HoursKey, type RowContext, readCells } from './row-cells.js';
import { lineOfCells, type Row } from './row-line.js';
import { isOcrNoise, joinLostDecimalPoint, pointHoursWidthOf, priceCharWidthOf, wordsOf } from './row-words.js';
import { bandsOf, lowerHeaderRow, readTableHeader, readTwoLineHeader, type TableHeader } from './table-columns.js';
import {
  END_OF_TABLE,
  findFurniture,
  furnitureKey,
  isGroupSubtotal,
  isIndentedCategoryRow,
  isTotalsRow,
  NOTE,
  PAGE_TURN,
  pageHasHeaderBelow,
} from './table-edges.js';
import type { DocumentPage, TextLine } from '../documents/text/types.js';

export { operationOf } from './line-vocabulary.js';

interface Draft extends DollarDraft {
  included: boolean;
}

export interface LineParseResult {
  lines: EstimateLine[];
  /** Where the table ended: page index and line index, for the totals reader. */
  end: { page: number; line: number } | null;
  header: TableHeader | null;
  /** Labor rates printed on the lines themselves ("Body Labor (10.1 @ 72.00)"). */
  rates: LaborRates;
  /** The text lines read as line items: never totals, even where the table's end is not marked. */
  tableLines: Set<TextLine>;
  /**
   * Scanned lines whose labor or paint figure was printed but could not be read (not for a column under
   * which some row with a figure was not read as a line at all).
   */
  garbled: Map<EstimateLine, Set<HoursKey>>;
  /** Scanned lines whose labor or paint figure was read without its decimal point ("28" for 2.8): the likeliest misread. */
  unsure: Map<EstimateLine, Set<HoursKey>>;
  /** Scanned lines whose labor or paint figure OCR was doubtful of; `barely`: not a third sure of. */
  doubtful: Map<EstimateLine, Set<HoursKey>>;
  barely: Map<EstimateLine, Set<HoursKey>>;
  /** Scanned lines whose price was printed but garbled past reading. */
  garbledPrices: Set<EstimateLine>;
  /** Hours columns printed with cents that the rows leave undecided between hours and dollars (labor-dollars.ts). */
  undecidedDollars: ColumnFigures[];
}

/**
 * Reads the line-item table from positioned pages: under the header row it names, or, when the
 * estimate prints no header, under columns found from where its money and hour figures sit.
 */
export function parseLineItems(pages: DocumentPage[], options: { defaultPartType?: PartType | null } = {}): LineParseResult {
  const furniture = pages.length > 1 ? findFurniture(pages) : new Set<string>();
  const read = readTable(pages, furniture, options, null);
  if (read.header) return read;
  const inferred = inferHeader(pages, furniture);
  return inferred ? readTable(pages, furniture, options, inferred) : read;
}

function readTable(
  pages: DocumentPage[],
  furniture: Set<string>,
  options: { defaultPartType?: PartType | null },
  preset: InferredHeader | null,
): LineParseResult {
  let header: TableHeader | null = null;
  const drafts: Draft[] = [];
  let current: Draft | null = null;
  let noteMode = false;
  let end: LineParseResult['end'] = null;
  const ctx: RowContext = { priceLeft: null, rates: {}, pointHoursWidth: null, priceCharWidth: null };
  const tableLines = new Set<TextLine>();
  const garbled = new Map<EstimateLine, Set<HoursKey>>();
  const unsure = new Map<EstimateLine, Set<HoursKey>>();
  const doubtful = new Map<EstimateLine, Set<HoursKey>>();
  const barely = new Map<EstimateLine, Set<HoursKey>>();
  const unreadHours = new Set<HoursKey>();
  const garbledPrices = new Set<EstimateLine>();

  outer: for (let pi = 0; pi < pages.length; pi++) {
    const page = pages[pi];
    let seenHeaderOnPage = false;
    ctx.pointHoursWidth = page.ocr ? pointHoursWidthOf(page) : null;
    ctx.priceCharWidth = page.ocr ? priceCharWidthOf(page) : null;
    for (let li = 0; li < page.lines.length; li++) {
      const line = page.lines[li];
      if (preset && pi === preset.page && li === preset.line) {
        header = preset.header;
        seenHeaderOnPage = true;
      }
      const h = preset ? null : readTableHeader(line);
      if (h) {
        header = h;
        seenHeaderOnPage = true;
        continue;
      }
      const next = page.lines[li + 1];
      const h2 = preset || !next ? null : readTwoLineHeader(line, next);
      // A scan's lower header row OCR broke into lines a point or two apart is read as one.
      const broken = preset || h2 || !page.ocr ? null : lowerHeaderRow(page.lines, li);
      const h3 = broken ? readTwoLineHeader(line, broken.line) : null;
      if (h2 || h3) {
        header = (h2 ?? h3) as TableHeader;
        seenHeaderOnPage = true;
        li += h2 ? 1 : (broken?.count ?? 1);
        continue;
      }
      if (!header) continue;
      const text = line.text.trim();
      if (!text) continue;
      if (furniture.has(furnitureKey(text, line.y))) continue;
      if (page.ocr && isOcrNoise(line)) continue;
      // Lines above a repeated header on this page are page furniture.
      if (!preset && !seenHeaderOnPage && pageHasHeaderBelow(page, li)) continue;
      // The table ends at its totals: a marked block, a totals row right under the last line, or the parties' headings over its columns.
      const totalsRow = END_OF_TABLE.test(text.replace(/^\d+\s+/, '')) || isTotalsRow(text) || isIndentedCategoryRow(line, header) || !!readPartyHeadings(line);
      if (totalsRow && !/^\d+\s/.test(text)) {
        end = { page: pi, line: li };
        break outer;
      }
      if (PAGE_TURN.test(text)) continue;
      if (isGroupSubtotal(text)) {
        current = null;
        continue;
      }
      if (PAGE_TURN.test(text)) continue;
      if (isGroupSubtotal(text)) {
        current = null;
        continue;
      }
      const bands = bandsOf(header.columns);
      const words = page.ocr ? joinLostDecimalPoint(wordsOf(line.items)) : wordsOf(line.items);
      const row = lineOfCells(readCells(words, bands, page.ocr, ctx), bands, page.ocr, ctx);
      // A row of figures (with the end of a wrapped description), under a line whose cells for them are empty: that line's second row.
      if (row.kind === 'line' && row.secondRow && current && joinSecondRow(current.line, row, { garbled, unsure, doubtful, barely })) {
        tableLines.add(line);
        continue;
      }
      // …elsewhere in a numbered table, a row without number or text is no line.
      const lone = row.kind === 'line' && row.secondRow && !!bands.band.line;
      if (row.kind === 'line' && !lone) tableLines.add(line);
      // A row with a figure under an hours column that is not read as a line: that column's hours cannot be reckoned from its total.
      else
        for (const it of line.items)
          if (/\d/.test(it.str))
            for (const c of header.columns)
              if ((c.key === 'labor' || c.key === 'paint') && it.x + it.width > c.x0 - 4 && it.x < c.x1 + 4) unreadHours.add(c.key);
      if (row.kind === 'section') {
        current = null;
        noteMode = false;
        continue;
      }
      if (row.kind === 'text') {
        if (NOTE.test(row.text)) noteMode = true;
        else if (!noteMode && current && wrapsUnder(row, header)) current.line.description = `${current.line.description} ${row.text}`.trim();
        continue;
      }
      if (lone) {
        // Its text still wraps the line above's description, as a row of text would.
        if (!noteMode && current && row.line.description) current.line.description = `${current.line.description} ${row.line.description}`.trim();
        continue;
      }
      noteMode = false;
      const read = splitTrailingPrice({ ...row.line, page: page.pageNumber }, header, page.ocr);
      current = { line: read, included: row.included, cents: row.cents, lineTotal: row.lineTotal };
      if (row.garbled.size) garbled.set(current.line, row.garbled);
      if (row.unsure.size) unsure.set(current.line, row.unsure);
      if (row.doubtful.size) doubtful.set(current.line, row.doubtful);
      if (row.barely.size) barely.set(current.line, row.barely);
      if (row.priceGarbled) garbledPrices.add(current.line);
      drafts.push(current);
    }
  }

  const undecidedDollars = header
    ? readLaborDollars(
        drafts,
        header.columns.some((c) => c.key === 'paint'),
      )
    : [];
  const lines = drafts
    .filter((d) => !isGroupHeading(d, garbled, garbledPrices))
    .map((d) => d.line)
    .filter((l) => l.description || l.price != null || l.laborHours != null || l.paintHours != null);
  finishLines(lines, options.defaultPartType ?? null);
  for (const keys of garbled.values()) for (const k of unreadHours) keys.delete(k);
  return { lines, end, header, rates: ctx.rates, tableLines, garbled, unsure, doubtful, barely, garbledPrices, undecidedDollars };
}

/**
 * A numbered group heading ("6  Front Lamps", "12 Rear Body"): a row with a number and words only, no
 * operation, figure, part number or "Incl." (nor a figure printed and garbled), that no second row filled.
 */
function isGroupHeading(d: Draft, garbled: Map<EstimateLine, Set<HoursKey>>, garbledPrices: Set<EstimateLine>): boolean {
  const l = d.line;
  const figures = [l.price, l.quantity, l.laborHours, l.paintHours].some((v) => v != null);
  return !!l.lineNumber && !l.operation && !figures && !l.partNumber && !d.included && !garbled.has(l) && !garbledPrices.has(l) && !/\d/.test(l.description);
}

/**
 * A wrapped description: text that starts under the description band, and right of the column
 * before it (a footer at the left margin is not a wrap).
 */
function wrapsUnder(row: Extract<Row, { kind: 'text' }>, header: TableHeader): boolean {
  const desc = header.columns.find((c) => c.key === 'desc');
  if (row.x === null) return true;
  if (desc && row.x > desc.x1 + 40) return false;
  const before = header.columns.filter((c) => desc && c.x1 < desc.x0 && c.key !== 'desc').sort((a, b) => b.x1 - a.x1)[0];
  return !before || row.x >= before.x1 - 4;
}

/**
 * Fills the line's empty figure cells from its second row (part on one row, labor on the next).
 * Joins nothing when a figure of the row is already the line's: then the row is no continuation.
 */
function joinSecondRow(
  line: EstimateLine,
  row: Extract<Row, { kind: 'line' }>,
  marks: Record<'garbled' | 'unsure' | 'doubtful' | 'barely', Map<EstimateLine, Set<HoursKey>>>,
): boolean {
  const fields = ['price', 'quantity', 'laborHours', 'paintHours'] as const;
  const add = row.line;
  if (fields.some((k) => add[k] != null && line[k] != null) || (add.partNumber && line.partNumber)) return false;
  if (fields.every((k) => add[k] == null) && !row.included && !add.partNumber) return false;
  for (const k of fields) if (add[k] != null) line[k] = add[k];
  if (add.partNumber) line.partNumber = add.partNumber;
  if (add.description) line.description = `${line.description} ${add.description}`.trim();
  if (add.laborHours != null) line.laborType = add.laborType;
  for (const k of ['garbled', 'unsure', 'doubtful', 'barely'] as const) {
    const [map, keys] = [marks[k], row[k]];
    if (keys.size) map.set(line, new Set([...(map.get(line) ?? []), ...keys]));
  }
  return true;
}

const TRAILING_PRICE = /\s(\$?\d{1,3}(?:,\d{3})*\.\d{2})$/;
const PART_NUMBER_TAIL = /\s((?=[A-Z0-9-]*\d)[A-Z0-9]{2,}(?:-[A-Z0-9]+)+|(?=[A-Z0-9]*\d{4})[A-Z0-9]{6,})$/;

/**
 * A row printed as one text run ("Replace Left headlamp 47242-30889 427.17" under "Description"):
 * the amount and the part number glued onto the end of the description are the line's price and
 * part number, when the table has a price column and the row has no price of its own. A run long
 * enough that its amount reaches the price band has its price read there; where the header names no
 * part-number column, the part number ending its description is the line's all the same.
 */
function splitTrailingPrice(line: EstimateLine, header: TableHeader, ocr: boolean): EstimateLine {
  if (!header.columns.some((c) => c.key === 'price')) return line;
  if (line.price != null) {
    if (line.partNumber || header.columns.some((c) => c.key === 'pno')) return line;
    const split = splitPartNumber(line.description, null);
    return /[A-Za-z]{2,}/.test(split.description) ? { ...line, ...split } : line;
  }
  const m = line.description.match(TRAILING_PRICE);
  const money = m ? readMoney(m[1], { ocr, requireCents: true }) : null;
  if (!m || !money || m.index === undefined) return line;
  const split = splitPartNumber(line.description.slice(0, m.index).trim(), line.partNumber);
  if (!/[A-Za-z]{2,}/.test(split.description)) return line;
  return { ...line, ...split, price: money.cents / 100 };
}

/** The part number ending a description run cut off it, where the line has none yet. */
function splitPartNumber(description: string, partNumber: string | null): { description: string; partNumber: string | null } {
  const pn = partNumber ? null : description.match(PART_NUMBER_TAIL);
  return pn && pn.index !== undefined ? { description: description.slice(0, pn.index).trim(), partNumber: pn[1] as string } : { description, partNumber };
}

/** Numbers lines without a printed number by position; part type defaults where the print says so. */
function finishLines(lines: EstimateLine[], defaultPartType: PartType | null): void {
  const used = new Set<number>();
  let next = 1;
  for (const l of lines) {
    if (!l.lineNumber || used.has(l.lineNumber)) {
      while (used.has(next)) next++;
      l.lineNumber = next;
    }
    used.add(l.lineNumber);
    next = Math.max(next, l.lineNumber + 1);
    l.description = l.description.replace(/\s+/g, ' ').trim();
    if (!l.partType && defaultPartType && l.partNumber && (l.price ?? 0) > 0) l.partType = defaultPartType;
  }
}
