/**
 * The particulars a carrier's document prints beside its figures, read by their labels for the letter:
 * the report's or estimate's own number, and the carrier's claim office. Label-based and general (a
 * label, then its value on the same line, an office's address running on to a city line); the person
 * sees each one pre-filled in the letter editor and may change it.
 */

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
/** "Columbus, OH 43215": the line that ends an address. */
const CITY_LINE = /^[A-Za-z .'-]+,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?$/;

/** The carrier's claim office: the value of its label, and the lines under it up to its city line (at most three). */
export function claimOfficeIn(text: string): string | null {
  const lines = text.split(/\r?\n/).map((l) => l.replace(/\s+/g, ' ').trim());
  for (let i = 0; i < lines.length; i++) {
    const m = lines[i]?.match(OFFICE_LABEL);
    if (!m) continue;
    const parts = m[1] ? [m[1]] : [];
    for (let j = i + 1; j < lines.length && j <= i + 3 && !parts.some((p) => CITY_LINE.test(p)); j++) {
      const next = lines[j] ?? '';
      if (!next || /:\s/.test(next)) break;
      parts.push(next);
    }
    if (parts.some((p) => CITY_LINE.test(p) || /\d/.test(p))) return parts.join('\n');
  }
  return null;
}
