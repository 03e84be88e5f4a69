/**
 * The letter's particulars as read: the claim's own (as the claimant confirmed them: the record; the
 * documents only pre-filled the form), else the first document's that names them; and what a carrier's
 * document prints beside its figures, read by their labels: the report's or estimate's own number, the
 * carrier's claim office and adjuster. Label-based and general (a label, then its value on the same
 * line, an office's address running on to a city line); the person sees each one pre-filled in the
 * letter editor, with any document that names a different value beside it, and may change it.
 */
import type { LetterDetail, LetterDetails, OtherReading } from '../../shared/contracts/reviews.js';

/** "Report ID: 12345-A", "Valuation Number 88-1", "Estimate #: E-4431", "Workfile ID: 9f3c21": never a claim's or a policy's number. */
const NUMBER_LABEL =
  /\b(?:valuation|report|estimate|appraisal|workfile|work file)\s*(?:report\s*)?(?:number|no\.?|num|#|id)\s*[:#.]?\s*([A-Z0-9][A-Z0-9./-]{2,30})/gi;
/** A value that is a number, not a word that happened to follow the label. */
const looksLikeNumber = (v: string) => /\d/.test(v) && !/^(19|20)\d{2}$/.test(v);

export function reportNumberIn(text: string): string | null {
  for (const m of text.matchAll(NUMBER_LABEL)) {
    const before = text.slice(Math.max(0, (m.index ?? 0) - 8), m.index).toLowerCase();
    if (/claim\s*$|policy\s*$/.test(before)) continue;
    const value = (m[1] ?? '').replace(/[.,;]+$/, '');
    if (looksLikeNumber(value)) return value;
  }
  return null;
}

const OFFICE_LABEL = /^\s*(?:claims?\s+office|claim\s+center|claims?\s+(?:office\s+)?address|office\s+address|branch\s+office)\s*[:#-]?\s*(.*)$/i;
/** "Columbus, OH 43215": what ends an address, at the end of a line or of a part of one. */
const CITY_END = /[A-Za-z.'-],?\s+[A-Z]{2}\.?\s+\d{5}(?:-\d{4})?$/;
/** A line printed as parts with separators: "Claims Office · P.O. Box 34210 · Shreveport, LA 71105". */
const partsOf = (line: string) =>
  line
    .split(/\s*[·•|]\s*/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * The carrier's claim office: the value of its label (its parts, when a letterhead prints them on one
 * line with separators), and the lines under it until the city line ends the address (at most three).
 */
export function claimOfficeIn(text: string): string | null {
  const lines = text.split(/\r?\n/).map((l) => l.replace(/\s+/g, ' ').trim());
  for (let i = 0; i < lines.length; i++) {
    const m = lines[i]?.match(OFFICE_LABEL);
    if (!m) continue;
    const parts = m[1] ? partsOf(m[1]) : [];
    for (let j = i + 1; j < lines.length && j <= i + 3 && !parts.some((p) => CITY_END.test(p)); j++) {
      const next = lines[j] ?? '';
      if (!next || /:\s/.test(next)) break;
      parts.push(...partsOf(next));
    }
    const end = parts.findIndex((p) => CITY_END.test(p));
    // An address ends at its city line; one that never reaches it counts only with a number in it.
    if (end >= 0) return parts.slice(0, end + 1).join('\n');
    if (parts.some((p) => /\d/.test(p))) return parts.join('\n');
  }
  return null;
}

const record = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

/** A field a file's analysis read: a plain value or a read value `{ value, confidence, page }`. */
export const fieldIn = (fields: Record<string, unknown> | null, name: string): string | null => {
  const raw = fields?.[name];
  const v = typeof raw === 'string' ? raw : record(raw)?.value;
  return typeof v === 'string' && v.trim() ? v.trim() : null;
};

/** A claim's particulars and its counted files' readings (files of another vehicle already left out). */
export type ParticularSources = {
  claim: { claimNumber: string | null; policyNumber: string | null; insuredName: string | null; ownerAddress: string | null };
  /** Each file's read fields; `carrier` for the carrier's report or estimate, with its text. */
  files: Array<{ fields: Record<string, unknown> | null; carrier: boolean; text?: string | null }>;
};

/** The claim's particulars a document may name otherwise. */
const CLAIM_PARTICULARS = ['claimNumber', 'policyNumber', 'insuredName'] as const satisfies readonly LetterDetail[];

/** Two readings of one particular are the same when their words are ("RIVERA, Jordan" is "Jordan Rivera"; "CLM 1" is "clm-1"). */
const sameReading = (field: LetterDetail, a: string, b: string): boolean => {
  const words = (s: string) =>
    s
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
  if (field === 'insuredName') return [...words(a)].sort().join(' ') === [...words(b)].sort().join(' ');
  return words(a).join('') === words(b).join('');
};

export function letterParticulars(src: ParticularSources): { read: LetterDetails; otherReadings: OtherReading[] } {
  const fromFiles = (name: string) => src.files.map((f) => fieldIn(f.fields, name)).find(Boolean) ?? null;
  const carriers = src.files.filter((f) => f.carrier);
  const fromCarrierText = (readText: (text: string) => string | null) => carriers.map((f) => readText(f.text ?? '')).find(Boolean) ?? null;
  const own = src.claim;
  const read: LetterDetails = {
    claimNumber: own.claimNumber?.trim() || fromFiles('claimNumber') || undefined,
    policyNumber: own.policyNumber?.trim() || fromFiles('policyNumber') || undefined,
    insuredName: own.insuredName?.trim() || fromFiles('insuredName') || undefined,
    ownerAddress: own.ownerAddress?.trim() || undefined,
    reportNumber: fromCarrierText(reportNumberIn) ?? undefined,
    adjuster: carriers.map((f) => fieldIn(f.fields, 'writer')).find(Boolean) ?? undefined,
    claimOffice: fromCarrierText(claimOfficeIn) ?? undefined,
  };
  // Where the claim's value stands and a document names another, the person is told beside the field.
  const otherReadings: OtherReading[] = [];
  for (const field of CLAIM_PARTICULARS) {
    const kept = read[field];
    if (!kept) continue;
    // The carrier's documents first: theirs is the name the carrier will look the claim up by.
    const other = [...carriers, ...src.files.filter((f) => !f.carrier)]
      .map((f) => ({ value: fieldIn(f.fields, field), carrier: f.carrier }))
      .find((r) => r.value && !sameReading(field, r.value, kept));
    if (other?.value) otherReadings.push({ field, value: other.value, source: other.carrier ? 'carrier' : 'document' });
  }
  return { read, otherReadings };
}
