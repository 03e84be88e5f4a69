/**
 * The appraiser an insurer's letter names for its side: "Granite State Mutual has selected Dana Whitfield
 * of Cascade Appraisal Group as its appraiser. Mr. Whitfield can be reached at (603) 555-0300 or
 * dwhitfield@…". An appraisal-clause letter names the other side's appraiser only so; his phone and
 * e-mail follow in the sentence that names him again. "Your appraiser", "their appraiser" (the insured's
 * side) are not read.
 */
import type { DocumentKind } from '../../../../shared/categories';
import type { DocumentText } from '../../text/types';
import type { FieldName } from '../field-spec';
import { parsePhone, readEmail } from '../normalize';
import type { RawCandidate } from './types';

const PERSON = String.raw`([A-Z][a-z]+(?: [A-Z]\.)? [A-Z][A-Za-z'-]+)`;
const COMPANY = "([A-Z][A-Za-z&'.-]*(?: (?:[A-Z&][A-Za-z&'.-]*|of|and))*)";
const NAMED = new RegExp(
  String.raw`\b(?:has|have) (?:selected|appointed|named|retained|chosen|designated) ${PERSON}(?:,? (?:of|with|from) ${COMPANY})?,? (?:as|to (?:serve|act) as) (?:its|our|the (?:company|carrier|insurer)'?s) (?:independent |competent )?appraiser\b`,
);
/** How far after the naming sentence his contacts are looked for. */
const CONTACT_WINDOW = 300;

export function namedAppraiserCandidates(out: RawCandidate[], text: DocumentText, kind: DocumentKind): void {
  // The firm's own letters name the firm's appraiser, never the other side's.
  if (kind === 'firm_assignment') return;
  for (const page of text.pages) {
    const flat = page.text.replace(/\s+/g, ' ');
    const m = flat.match(NAMED);
    if (!m) continue;
    const push = (field: FieldName, raw: string | null | undefined) => {
      if (raw) out.push({ field, raw, page: page.pageNumber, features: { cue: 'named-appraiser', ocr: page.ocr } });
    };
    const name = m[1] as string;
    push('appraiserName', name);
    push('appraiserCompany', m[2]);
    // "Mr. Whitfield can be reached at (603) 555-0300 or dwhitfield@…": the contacts after his surname.
    const after = flat.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + CONTACT_WINDOW);
    const surname = name.split(' ').at(-1) as string;
    const mention = after.indexOf(surname);
    if (mention < 0) continue;
    const sentence = after.slice(mention).split(/\.\s+(?=[A-Z])/)[0] ?? '';
    push('appraiserPhone', parsePhone(sentence));
    push('appraiserEmail', readEmail(sentence));
  }
}
