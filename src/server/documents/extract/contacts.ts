/**
 * Contact details no label names: every e-mail address on the paper is a candidate, given to the
 * person or company it spells (the insured's name or the appraiser's name or firm in its local part
 * or domain); and an appraiser's letter is dated by the date line at its head.
 */
import type { DocumentKind } from '../../../shared/categories';
import type { DocumentText } from '../text/types';
import type { FieldName } from './field-spec';
import { readDate } from '../../../shared/read-values';

type Value = { value: string; confidence: number; page: number };
const EMAILS = /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/g;
const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
/** Words of a name or firm that can spell an address: three letters or more, not a company word. */
const nameWords = (s: string | undefined) =>
  (s ?? '')
    .split(/[\s,&.-]+/)
    .map(squash)
    .filter((w) => w.length >= 3 && !/^(llc|inc|corp|company|group|services|the|and|appraisals?|appraisers?|associates|auto|insurance)$/.test(w));

/** How well an address spells a name: its local part holds the surname, or first initial + surname, or the domain the firm. */
function spells(email: string, person: string | undefined, firm?: string): boolean {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  const words = nameWords(person);
  const surname = words[words.length - 1];
  if (surname && squash(local).includes(surname)) return true;
  const firmWords = nameWords(firm);
  return firmWords.length > 0 && firmWords.some((w) => w.length >= 4 && squash(domain.split('.')[0] ?? '').includes(w));
}

export function addUnlabelledContacts(fields: Partial<Record<FieldName, Value>>, text: DocumentText, kind: DocumentKind): void {
  const seen = new Set([fields.email?.value, fields.appraiserEmail?.value].filter(Boolean));
  for (const page of text.pages) {
    const conf = page.ocr ? 0.74 : 0.8;
    for (const m of page.text.matchAll(EMAILS)) {
      const email = m[0].toLowerCase();
      if (seen.has(email)) continue;
      if (!fields.email && spells(email, fields.insuredName?.value)) {
        fields.email = { value: email, confidence: conf, page: page.pageNumber };
        seen.add(email);
      } else if (!fields.appraiserEmail && kind === 'opposing_appraiser' && spells(email, fields.appraiserName?.value, fields.appraiserCompany?.value)) {
        fields.appraiserEmail = { value: email, confidence: conf, page: page.pageNumber };
        seen.add(email);
      }
    }
  }
  // An appraiser's letter or report is dated by the date line at its head (alone on its line, or "Date: …").
  const first = text.pages[0];
  if (kind === 'opposing_appraiser' && !fields.estimateDate && first) {
    for (const line of first.lines.slice(0, 15)) {
      const t = line.text.trim().replace(/^date\s*:?\s*/i, '');
      if (!/^([A-Z][a-z]{2,8}\.? \d{1,2},? \d{4}|\d{1,2}[/-]\d{1,2}[/-]\d{2,4}|\d{4}-\d{2}-\d{2})$/.test(t)) continue;
      const date = readDate(t);
      if (date) fields.estimateDate = { value: date, confidence: first.ocr ? 0.72 : 0.78, page: first.pageNumber };
      break;
    }
  }
}
