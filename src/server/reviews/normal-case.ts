/**
 * Names as a letter writes them: a name printed in capitals ("STATE FARM INSURANCE COMPANIES",
 * "GRAND CHEROKEE LIMITED", "REDFERN AUTO GALLERY") in normal case; a mixed-case name as it is.
 * Short capital words stay capitals (trims and codes: XLE, EX, AWD, 4D), and so do known acronyms.
 */
const ACRONYMS = new Set(['USAA', 'GEICO', 'CCC', 'AAA', 'LLC', 'LLP', 'USA', 'BMW', 'GMC', 'RAM', 'AMG', 'SUV']);
const WORDS: Record<string, string> = { CO: 'Co', INC: 'Inc', CORP: 'Corp', LTD: 'Ltd', MR: 'Mr', MRS: 'Mrs', MS: 'Ms', OF: 'of', AND: 'and', THE: 'the' };

export function normalCase(name: string): string;
export function normalCase(name: string | null): string | null;
export function normalCase(name: string | null): string | null {
  if (!name || /[a-z]/.test(name)) return name;
  return name
    .split(/(\s+|-|\/|,)/)
    .map((w, i) => {
      const word = WORDS[w];
      if (word) return i === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word;
      // Counted in letters: "XLE." or "(XLE)" is still a short capital code, never "Xle.".
      if (ACRONYMS.has(w) || w.replace(/[^A-Z]/g, '').length <= 3 || /\d/.test(w)) return w;
      return w.charAt(0) + w.slice(1).toLowerCase();
    })
    .join('');
}

/** Whether the owner's stated condition is the report's rating in other words ("Good" and "3.00-Good"). */
export function sameCondition(owner: string, report: string | null | undefined): boolean {
  const words = (s: string): string[] => s.toLowerCase().match(/[a-z]+/g) ?? [];
  const a = words(owner);
  const b = words(report ?? '');
  return a.length > 0 && a.every((w) => b.includes(w));
}
