/**
 * The parts of a document the generators read apart: an "OTHER VEHICLE" section of a loss notice or
 * police report (left out: that party's VIN, owner and phone are not this claim's), the comparables
 * listed after a valuation's subject, and whether the paper is an assignment of benefits.
 */
import type { DocumentText } from '../../text/types';

/** Index of the line where a list of comparable vehicles starts (a heading or table header), or Infinity. */
export function comparablesStart(page: DocumentText['pages'][number]): number {
  const i = page.lines.findIndex(
    (l) => l.text.trim().length <= 80 && /\b(comparables?|comps|comparable vehicles?|market comparisons?)\b/i.test(l.text) && !/\.\s*$/.test(l.text.trim()),
  );
  return i < 0 ? Number.POSITIVE_INFINITY : i;
}

const OTHER_PARTY_START = /^(other vehicle|other party|other driver|claimant vehicle|vehicle 2\b|unit 2\b)/i;
const OTHER_PARTY_END = /^(injured|witnesses|reported by|remarks|insured vehicle|unit 1\b|vehicle 1\b|police|describe damage)/i;

/**
 * Loss notices and police reports describe the other party's vehicle too; its VIN, owner and phone
 * are not this claim's. Lines of an "OTHER VEHICLE" section are left out of extraction.
 */
const WITHOUT_OTHER = new WeakMap<DocumentText, DocumentText>();
export function withoutOtherParty(text: DocumentText): DocumentText {
  const done = WITHOUT_OTHER.get(text);
  if (done) return done;
  let skipping = false;
  const pages = text.pages.map((page) => {
    const lines = page.lines.filter((line) => {
      const t = line.text.trim();
      if (OTHER_PARTY_START.test(t)) skipping = true;
      else if (skipping && OTHER_PARTY_END.test(t)) skipping = false;
      return !skipping;
    });
    return { ...page, lines, text: lines.map((l) => l.text).join('\n') };
  });
  // Cached per document so a second reading (as another kind) reuses the same pages and their cells.
  const out = { ...text, pages };
  WITHOUT_OTHER.set(text, out);
  return out;
}

/**
 * An assignment of benefits: the insured assigns his claim's rights or proceeds to someone. Told by
 * its title or by its first-person assignment, never by a mention of one in a letter. Null when the
 * paper is none; otherwise whom it assigns to: a repair shop (then the insured wrote it for the shop:
 * its contacts are his, its date the signing), an appraisal firm (the appraiser's data in it stand),
 * or someone the wording does not tell.
 */
/**
 * A proper name as printed in running text: capitalised words, with the particles a business's name may
 * carry between them ("Heritage Coachworks of the Valley", "Smith and Sons Auto Body").
 */
const PROPER_NAME = String.raw`[A-Z][\w&'.,-]*(?:\s+(?:(?:of|the|and|at|on|de|del|la)\s+){0,2}[A-Z&][\w&'.,-]*){0,6}`;
const ASSIGNED_TO = new RegExp(String.raw`\b(?:hereby\s+)?assigns?\s+to\s+(${PROPER_NAME})([^.]*)`);
const SHOP_WORDS = /\b(collision|auto|body|glass|repair|motors|coach\w*|garage|paint|towing)\b/i;

/**
 * Whom "I hereby assign to <name> …" names, and on which side: an appraisal firm by its name; a repair
 * shop by its name, or by the sentence's own purpose (the proceeds "for the repair of" the vehicle).
 */
export function assignee(flat: string): { name: string; side: 'shop' | 'appraiser' | 'unknown'; tradeName: boolean } | null {
  const m = flat.match(ASSIGNED_TO);
  if (!m?.[1]) return null;
  const name = m[1].replace(/[.,]$/, '');
  const tradeName = SHOP_WORDS.test(name);
  const side = /\bapprais/i.test(name) ? 'appraiser' : tradeName || /\brepair/i.test(m[2] ?? '') ? 'shop' : 'unknown';
  return { name, side, tradeName };
}

export function assignmentOfBenefits(text: DocumentText): 'shop' | 'appraiser' | 'unknown' | null {
  const first = text.pages[0];
  if (!first) return null;
  const flat = first.text.replace(/\s+/g, ' ');
  const title = first.lines.slice(0, 5).some((l) => /\bassignment of (insurance )?(benefits|proceeds|claim)\b/i.test(l.text));
  if (!title && !/\bI\b[^.]{0,60}\b(hereby\s+)?(irrevocably\s+)?assign\b/i.test(flat)) return null;
  return assignee(flat)?.side ?? 'unknown';
}
