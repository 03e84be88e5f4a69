/**
 * For golden tests: a letter written with pdf-lib (every value invented) and read through the real text
 * stage and `extractFields` (letter-lines.test.ts, form-values.test.ts).
 */
import type { DocumentKind } from '../../../shared/categories';
import { extractDocumentText } from '../text/extract-text';
import { type ExtractedFields, extractFields } from './fields';
import { GoldenPdf } from './valuation/golden-pdf';

/** A line: its runs, each where it starts and its text. */
export type LetterLine = Array<[x: number, text: string]>;
export type LetterOptions = { head?: string[]; kind?: DocumentKind };
const CARRIER_HEAD = ['GRANITE STATE MUTUAL INSURANCE COMPANY'];

/** A letter (a carrier's unless told): its letterhead, the given lines from 180 pt down, and a salutation under them. */
export async function letterFields(lines: LetterLine[], { head = CARRIER_HEAD, kind = 'other' }: LetterOptions = {}): Promise<ExtractedFields> {
  const pdf = await GoldenPdf.create(1);
  for (const [i, t] of head.entries()) pdf.text(1, 50, 50 + i * 12, t, { size: i === 0 ? 12 : 9, bold: i === 0 });
  for (const [i, runs] of lines.entries()) for (const [x, t] of runs) pdf.text(1, x, 180 + i * 14, t, { size: 10 });
  pdf.text(1, 50, 180 + lines.length * 14 + 30, 'Dear Policyholder:', { size: 10 });
  const text = await extractDocumentText(await pdf.bytes(), { fileType: 'pdf', ocr: false });
  return extractFields(text, kind);
}
