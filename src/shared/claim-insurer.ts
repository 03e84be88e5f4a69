/**
 * A claim's insurer is the one its documents name; the configured carrier only when none is named
 * (DESIGN.md, fourth wave). Shared so the intake, the claim's pages and the staff screens say the same.
 */

/** Words every carrier's legal name may carry: they never tell two carriers apart. */
const COMPANY_WORDS =
  /\b(insurance|ins|company|companies|co|corp|corporation|inc|group|mutual|casualty|automobile|auto|fire|general|indemnity|property|of|the|and|llc)\b/g;

const coreOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(COMPANY_WORDS, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Whether two names are the same carrier: "PROGRESSIVE CASUALTY INSURANCE CO." and "Progressive",
 * "State Farm Mutual Automobile Insurance Company" and "State Farm"; "Allstate" and "Progressive" are not.
 */
export function sameInsurer(a: string, b: string): boolean {
  const x = coreOf(a);
  const y = coreOf(b);
  if (!x || !y) return false;
  const words = (s: string) => ` ${s} `;
  return words(x).includes(words(y)) || words(y).includes(words(x));
}

/**
 * The insurer a set of read fields names: `insuranceCompany` or `insurer`, plain (merged claim data)
 * or as a read value `{ value, confidence }` (one file's analysis).
 */
export function insurerInFields(fields: unknown): string | null {
  if (!fields || typeof fields !== 'object') return null;
  const f = fields as Record<string, unknown>;
  const raw = f.insuranceCompany ?? f.insurer;
  const value = raw && typeof raw === 'object' ? (raw as Record<string, unknown>).value : raw;
  return typeof value === 'string' && value.trim() ? value.replace(/\s+/g, ' ').trim() : null;
}

/**
 * The insurer to show for a claim: the documents' when they name one, the configured carrier
 * otherwise. A named insurer that is the configured carrier under its legal name shows as configured.
 */
export function claimInsurer(named: string | null | undefined, configured: string): string {
  const name = named?.trim();
  if (!name || sameInsurer(name, configured)) return configured;
  return name;
}

/** The carrier a document names when it is not the configured one (its upload says so), else null. */
export function otherInsurer(named: string | null | undefined, configured: string): string | null {
  const name = named?.trim();
  return name && !sameInsurer(name, configured) ? name : null;
}
