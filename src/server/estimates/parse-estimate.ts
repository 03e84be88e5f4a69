/**
 * A printed estimate's positioned text → lines, labor rates and totals, for any of the layouts
 * (CCC ONE, Mitchell, Audatex, shop estimates and invoices, independent appraisers).
 */
import type { EstimateLayout, EstimateLine, LaborHoursTotals, ParsedEstimate, PartType } from '../../shared/estimate-comparison.js';
import { FAMILY_OPTIONS } from './line-vocabulary.js';
import { parseLineItems } from './parse-lines.js';
import { checkRowArithmetic } from './row-arithmetic.js';
import { settleLaborDollars } from './labor-dollars.js';
import { parseTotals, ratesFromTables, type TotalsRead } from './parse-totals.js';
import type { TextLine, DocumentPage } from '../documents/text/types.js';
import { checkTotals } from './totals.js';

/** Which estimating system or kind of writer printed it (informational; the parser reads headers). */
export function detectLayout(text: string): EstimateLayout {
  if (/CCC ONE|CCC Intelligent|CCC Data Date|MOTOR CRASH ESTIMATING GUIDE/i.test(text)) return 'ccc';
  if (/Mitchell|UltraMate|Damage Assessed By|Labor Units/i.test(text)) return 'mitchell';
  if (/Audatex|Solera|Qapter|ABS Estimating/i.test(text)) return 'audatex';
  if (/\b(independent appraiser|appraisal estimate|appraisal group|appraisals?\b.*\b(llc|inc)|umpire|competent appraiser)/i.test(text)) return 'appraiser';
  if (/\b(repair order|invoice|repair estimate|body shop|collision center|auto body|coachworks)\b/i.test(text)) return 'shop';
  return 'generic';
}

export interface ParseEstimateOptions {
  fileName?: string | null;
  fileType?: string;
}

export function parseEstimatePages(pages: DocumentPage[], options: ParseEstimateOptions = {}): ParsedEstimate {
  const fullText = pages.map((p) => p.text).join('\n');
  const layout = detectLayout(fullText);
  // "The parts presented are OEM-parts" unless a line says otherwise: printed, or the family's rule.
  const defaultPartType: PartType | null = /presented are OEM|parts are OEM unless/i.test(fullText) ? 'OEM' : FAMILY_OPTIONS[layout].defaultPartType;
  const {
    lines,
    end,
    rates: lineRates,
    tableLines,
    garbled,
    unsure,
    doubtful,
    barely,
    garbledPrices,
    undecidedDollars,
  } = parseLineItems(pages, { defaultPartType });
  const after: TextLine[] = [];
  if (end) {
    after.push(...pages[end.page].lines.slice(end.line));
    for (const p of pages.slice(end.page + 1)) after.push(...p.lines);
  }
  const ocr = pages.some((p) => p.ocr);
  let read = parseTotals(after, { ocr });
  // No totals block after the table: read the rest of the document, never the table's own rows.
  if (read.found === 0)
    read = parseTotals(
      pages.flatMap((p) => p.lines).filter((l) => !tableLines.has(l)),
      { ocr },
    );
  settleLaborDollars(
    undecidedDollars,
    (['body', 'paint', 'mechanical', 'frame'] as const).flatMap((k) => read.printed[k]?.cents ?? []),
  );
  const below = new Set(after);
  if (end)
    takeDeductibleAbove(
      read,
      pages.flatMap((p) => p.lines).filter((l) => !tableLines.has(l) && !below.has(l)),
      ocr,
    );
  // Rates printed on the lines ("Body Labor (10.1 @ 72.00)") stand in for a missing rate table.
  const laborRates = { ...lineRates, ...ratesFromTables(pages.flatMap((p) => p.lines)), ...read.laborRates };
  const unitWarning = rescaleLaborUnits(lines, read.laborHours);
  const garbledWarning = fillGarbledHours(lines, garbled, read.laborHours);
  const unsureWarning = reconcileUnsureHours(lines, { unsure, doubtful, barely }, read.laborHours);
  const lostWarning = ocr ? fillLostHours(lines, [garbled, unsure, doubtful], read.laborHours) : null;
  const printedParts = read.printed.parts?.cents ?? null;
  const arithmeticWarnings = checkRowArithmetic(lines, laborRates, printedParts, ocr, garbledPrices);
  const checked = checkTotals(read, lines, laborRates, { ocr });
  const warnings: string[] = [];
  if (!lines.length) warnings.push('No line items were found in this estimate.');
  if (unitWarning) warnings.push(unitWarning);
  if (garbledWarning) warnings.push(garbledWarning);
  if (unsureWarning) warnings.push(unsureWarning);
  if (lostWarning) warnings.push(lostWarning);
  warnings.push(...arithmeticWarnings);
  warnings.push(...checked.warnings);
  return {
    lines,
    laborRates,
    laborHours: read.laborHours,
    totals: checked.totals,
    totalsConfidence: checked.confidence,
    reconciled: checked.reconciled,
    grossCheck: checked.grossCheck,
    source: { fileName: options.fileName ?? null, layout, fileType: options.fileType ?? 'pdf', scanned: ocr, pages: pages.length, writtenBy: null },
    warnings,
  };
}

/**
 * A deductible printed only above the table, in the estimate's header ("Deductible: $500.00"), where the
 * totals block prints none: the estimate's deductible when the printed net is the gross less it.
 */
function takeDeductibleAbove(read: TotalsRead, above: TextLine[], ocr: boolean): void {
  const { gross, net, deductible } = read.printed;
  if (deductible || !gross || !net) return;
  const found = parseTotals(above, { ocr }).printed.deductible;
  if (!found || gross.cents - found.cents !== net.cents) return;
  read.printed.deductible = found;
  read.totals.deductible = found.cents / 100;
}

/**
 * Mitchell-style "Labor Units" may be tenths of an hour ("18" for 1.8 h). When every line's
 * labor and paint figure is a whole number and a tenth of their sums is what the totals block
 * prints as hours (while the sums themselves are not), the lines are in tenths: divide them.
 */
function rescaleLaborUnits(lines: EstimateLine[], printed: LaborHoursTotals): string | null {
  const laborPrinted = (printed.body ?? 0) + (printed.mechanical ?? 0) + (printed.frame ?? 0);
  const paintPrinted = printed.paint ?? 0;
  if (laborPrinted + paintPrinted === 0) return null;
  const values = lines.flatMap((l) => [l.laborHours, l.paintHours]).filter((v): v is number => v != null);
  if (!values.length || !values.every((v) => Number.isInteger(v))) return null;
  const sum = (k: 'laborHours' | 'paintHours') => lines.reduce((s, l) => s + (l[k] ?? 0), 0);
  const tenths = (total: number, printedHours: number) =>
    Math.round(total) === Math.round(printedHours * 10) && Math.round(total * 10) !== Math.round(printedHours * 10);
  const laborOk = laborPrinted === 0 ? sum('laborHours') === 0 : tenths(sum('laborHours'), laborPrinted);
  const paintOk = paintPrinted === 0 ? sum('paintHours') === 0 : tenths(sum('paintHours'), paintPrinted);
  if (!laborOk || !paintOk) return null;
  for (const l of lines) {
    if (l.laborHours != null) l.laborHours = l.laborHours / 10;
    if (l.paintHours != null) l.paintHours = l.paintHours / 10;
  }
  return 'Labor units on the lines are tenths of an hour (their sums are ten times the hours the totals print); they are shown in hours.';
}

/**
 * A scan may garble one line's hours past reading ("LT" for 1.7). When exactly one line of the table
 * has an unreadable figure under the labor (or paint) column, the totals block's printed hours less
 * the hours of every other line are that line's: the estimate adds up, as an adjuster would reckon it.
 */
function fillGarbledHours(lines: EstimateLine[], garbled: Map<EstimateLine, Set<'labor' | 'paint'>>, printed: LaborHoursTotals): string | null {
  const filled: string[] = [];
  for (const key of ['labor', 'paint'] as const) {
    const total = printedHours(printed, key);
    const missing = lines.filter((l) => garbled.get(l)?.has(key));
    if (total == null || missing.length !== 1) continue;
    const field = key === 'paint' ? 'paintHours' : 'laborHours';
    const read = lines.reduce((s, l) => s + (l[field] ?? 0), 0);
    const rest = Math.round((total - read) * 10) / 10;
    const line = missing[0] as EstimateLine;
    if (rest <= 0 || rest > 30 || line[field] != null) continue;
    line[field] = rest;
    if (key === 'labor') line.laborType ??= 'body';
    filled.push(`line ${line.lineNumber} ${key} ${rest.toFixed(1)} h`);
  }
  return filled.length ? `Hours a scan garbled were taken from the printed totals: ${filled.join(', ')}.` : null;
}

/**
 * A scanned line with no figure at all (no price, no hours: "Clear coat") had its figure lost: a line
 * item is printed with one. When exactly one line has no figure and exactly one column adds up to less
 * than its printed hours, every other figure of it read surely, that line's hours there are the difference.
 */
function fillLostHours(lines: EstimateLine[], marks: Array<Map<EstimateLine, Set<'labor' | 'paint'>>>, printed: LaborHoursTotals): string | null {
  const bare = lines.filter((l) => l.price == null && l.laborHours == null && l.paintHours == null && !l.partNumber);
  const short = (['labor', 'paint'] as const).flatMap((key) => {
    const total = printedHours(printed, key);
    const field = key === 'paint' ? ('paintHours' as const) : ('laborHours' as const);
    const rest = total == null ? 0 : Math.round((total - lines.reduce((s, l) => s + (l[field] ?? 0), 0)) * 10) / 10;
    return rest > 0 ? [{ key, field, rest }] : [];
  });
  // One line, one column short: with both short, which column its figure sat in is not known.
  if (bare.length !== 1 || short.length !== 1) return null;
  const { key, field, rest } = short[0] as (typeof short)[number];
  const line = bare[0] as EstimateLine;
  // Every other figure of the column read surely: none garbled, read without its point, or doubtful.
  if (rest > 30 || lines.some((l) => marks.some((m) => m.get(l)?.has(key)))) return null;
  line[field] = rest;
  if (key === 'labor') line.laborType ??= 'body';
  return `Hours a scan lost were taken from the printed totals: line ${line.lineNumber} ${key} ${rest.toFixed(1)} h.`;
}

/** The hours the totals block prints for the labor (body, mechanical, frame) or paint column, or null. */
function printedHours(printed: LaborHoursTotals, key: 'labor' | 'paint'): number | null {
  if (key === 'paint') return printed.paint ?? null;
  return printed.body == null && printed.mechanical == null && printed.frame == null
    ? null
    : (printed.body ?? 0) + (printed.mechanical ?? 0) + (printed.frame ?? 0);
}

/**
 * Whether OCR could have read `value` hours as `read`: a digit misread in a figure as long (it keeps one
 * of its digits in place), or glyphs lost ("7" or "$9" for 2.7 or 1.9: what was read is what is left).
 */
function misreadAs(read: number, value: number): boolean {
  const [a, b] = [read.toFixed(1), value.toFixed(1)];
  if (a.length === b.length && [...a].some((c, i) => c !== '.' && c === b[i])) return true;
  const [x, y] = [String(read).replace('.', ''), b.replace('.', '')];
  let at = 0;
  for (const c of y) if (c === x[at]) at++;
  return at === x.length && x.length < y.length;
}

/**
 * OCR that loses an hours figure's decimal point ("28" for 2.5) often misreads a digit of it too. When
 * the lines of a column do not add up to the printed hours and exactly one figure of that column was
 * read without its point (else exactly one that OCR itself was doubtful of: a misread digit, "2.0" for
 * 2.7), that figure takes the difference, if OCR could have read the result so.
 */
function reconcileUnsureHours(
  lines: EstimateLine[],
  marks: Record<'unsure' | 'doubtful' | 'barely', Map<EstimateLine, Set<'labor' | 'paint'>>>,
  printed: LaborHoursTotals,
): string | null {
  const fixed: string[] = [];
  for (const key of ['labor', 'paint'] as const) {
    const total = printedHours(printed, key);
    const field = key === 'paint' ? 'paintHours' : 'laborHours';
    const marked = (map: Map<EstimateLine, Set<'labor' | 'paint'>>) => lines.filter((l) => map.get(l)?.has(key) && l[field] != null);
    const unsure = marked(marks.unsure);
    const candidates = unsure.length === 1 ? unsure : marked(marks.doubtful);
    if (total == null || candidates.length !== 1) continue;
    const line = candidates[0] as EstimateLine;
    const read = line[field] as number;
    const sum = lines.reduce((s, l) => s + (l[field] ?? 0), 0);
    const value = Math.round((read + total - sum) * 10) / 10;
    if (value === read || value <= 0 || value > 30) continue;
    // A figure OCR was not a third sure of is no evidence of what was printed: any reading of it may be wrong.
    if (!misreadAs(read, value) && !marks.barely.get(line)?.has(key)) continue;
    line[field] = value;
    fixed.push(`line ${line.lineNumber} ${key} ${read.toFixed(1)} → ${value.toFixed(1)} h`);
  }
  return fixed.length ? `Hours a scan read without their decimal point were checked against the printed totals: ${fixed.join(', ')}.` : null;
}
