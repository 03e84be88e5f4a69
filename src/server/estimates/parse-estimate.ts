/**
 * A printed estimate's positioned text → lines, labor rates and totals, for any of the layouts
 * (CCC ONE, Mitchell, Audatex, shop estimates and invoices, independent appraisers).
 */
import type { EstimateLayout, ParsedEstimate, PartType } from '../../shared/estimate-comparison.js';
import { parseLineItems } from './parse-lines.js';
import { parseTotals } from './parse-totals.js';
import type { TextLine, TextPage } from './text-types.js';
import { finishTotals } from './totals.js';

/** Which estimating system or kind of writer printed it (informational; the parser reads headers). */
export function detectLayout(text: string): EstimateLayout {
  if (/CCC ONE|CCC Intelligent|CCC Data Date|MOTOR CRASH ESTIMATING GUIDE/i.test(text)) return 'ccc';
  if (/Mitchell|UltraMate|Mitchell Cloud Estimating/i.test(text)) return 'mitchell';
  if (/Audatex|Solera|Qapter|ABS Estimating/i.test(text)) return 'audatex';
  if (/\b(independent appraiser|appraisal estimate|appraisal group|appraisals?\b.*\b(llc|inc)|umpire|competent appraiser)/i.test(text)) return 'appraiser';
  if (/\b(repair order|invoice|repair estimate|body shop|collision center|auto body|coachworks)\b/i.test(text)) return 'shop';
  return 'generic';
}

export interface ParseEstimateOptions {
  fileName?: string | null;
  fileType?: string;
}

export function parseEstimatePages(pages: TextPage[], options: ParseEstimateOptions = {}): ParsedEstimate {
  const fullText = pages.map((p) => p.text).join('\n');
  const layout = detectLayout(fullText);
  // CCC prints "the parts presented are OEM-parts" unless a line says otherwise.
  const defaultPartType: PartType | null = /presented are OEM|parts are OEM unless/i.test(fullText) || layout === 'ccc' ? 'OEM' : null;
  const { lines, end } = parseLineItems(pages, { defaultPartType });
  const after: TextLine[] = [];
  if (end) {
    after.push(...pages[end.page].lines.slice(end.line));
    for (const p of pages.slice(end.page + 1)) after.push(...p.lines);
  }
  let read = parseTotals(after);
  if (read.found === 0) read = parseTotals(pages.flatMap((p) => p.lines));
  const warnings: string[] = [];
  if (!lines.length) warnings.push('No line items were found in this estimate.');
  if (read.totals.gross == null) warnings.push('No grand total was found; the total is the sum of the categories found.');
  const scanned = pages.some((p) => p.ocr);
  return {
    lines,
    laborRates: read.laborRates,
    laborHours: read.laborHours,
    totals: finishTotals(read.totals),
    source: { fileName: options.fileName ?? null, layout, fileType: options.fileType ?? 'pdf', scanned, pages: pages.length, writtenBy: null },
    warnings,
  };
}
