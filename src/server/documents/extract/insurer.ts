/**
 * Whether a text is an insurer's name, from the insurers' lexicon (data, not code): one of its names as
 * a whole word in any case ("NATIONWIDE"), or a company name ending in an insurer's generic word
 * ("Keystone Mutual", "ALLSTATE FIRE AND CASUALTY INSURANCE COMPANY", "NATIONWIDE GENERAL INS.").
 */
import lexicon from '../lexicons/us-auto-insurers.json' with { type: 'json' };

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NAME = new RegExp(`(?<![A-Za-z])(${lexicon.names.map(escapeRe).join('|')})(?![A-Za-z])`, 'i');
const GENERIC = lexicon.genericWords.map(escapeRe).join('|');
/** A generic word ending the name, or followed only by a company word ("… Insurance Companies", "… Ins."). */
const ENDS_GENERIC = new RegExp(`\\b(${GENERIC}|ins\\.?)(\\s+(company|companies|co\\.?|group|inc\\.?|corp\\.?|of [a-z ]{2,30}))?\\s*$`, 'i');
/** Words of a heading or a sentence, never of an insurer's name. */
const NOT_A_NAME = /\b(information|summary|details?|policy|claim|coverage|required|verified|proof|the|your|is|are|was|has|please)\b/i;

export function isInsurerName(raw: string): boolean {
  const s = raw.replace(/\s+/g, ' ').trim();
  const words = s.split(' ');
  if (s.length < 3 || words.length > 9 || /\d/.test(s) || NOT_A_NAME.test(s)) return false;
  if (NAME.test(s)) return true;
  return words.length >= 2 && ENDS_GENERIC.test(s);
}

/** "Prepared For Progressive Group of Insurance Companies (800) 555-0175": the name without the contact after it. */
export function insurerNameOf(raw: string): string | null {
  const name =
    raw
      .split(/\s{2,}|\s+(?=\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4})|\s+(?=\S+@)/)[0]
      ?.replace(/[,;:]\s*$/, '')
      .trim() ?? '';
  return isInsurerName(name) ? name : null;
}

/** Words that make a name a company's, not an insurer's own name ("INSURANCE COMPANY" alone is a heading). */
const COMPANY_WORDS = new RegExp(`\\b(${GENERIC}|ins\\.?|company|companies|co\\.?|group|inc\\.?|corp\\.?|of|and|the|general|fire)\\b`, 'gi');

/**
 * Where a document names the insurer it was written for without a label of the field's own: a
 * "Prepared for …" line (valuations), or a line of the page's head that is an insurer's name and
 * nothing else (an estimate's payer printed under "For:" or under the writer's letterhead).
 */
export function insurerMentions(lines: string[]): Array<{ value: string; confidence: number }> {
  const out: Array<{ value: string; confidence: number }> = [];
  lines.slice(0, 16).forEach((line, i) => {
    for (const cell of line.split(/\s{2,}/)) {
      const prepared = cell.match(/^(?:prepared|written|issued|produced)\s+for\b\s*:?\s*(.+)$/i);
      const forName = prepared ? insurerNameOf(prepared[1] as string) : null;
      if (forName) out.push({ value: forName, confidence: 0.9 });
      const whole = cell.trim().replace(/[,;]$/, '');
      if (!prepared && isInsurerName(whole) && whole.replace(COMPANY_WORDS, ' ').replace(/[^A-Za-z]+/g, '').length >= 3)
        out.push({ value: whole, confidence: i < 12 ? 0.8 : 0.7 });
    }
  });
  return out;
}
