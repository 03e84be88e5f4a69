/**
 * The one reader of printed values: money, plain numbers (counts, hours, typed figures), dates, and
 * figures OCR damaged. Estimates, valuation reports, the field extractor, the reviews and the web form
 * all read through these, so a sign convention or an OCR repair learned on one layout holds on all.
 *
 *   readMoney('$1,234.56')                 → 123456 cents
 *   readMoney('(1,000.00)') / '500.00-' / '500.00 CR' / '- $ 500.00' → negative, `signed`
 *   readMoney('+ $ 98.00')                 → 9800, `signed` (a print that carries its sign)
 *   readMoney('l,2O4.5O', { ocr: true })   → 120450, `repaired`
 *   readMoney('$2.666.07', { ocr: true })  → 266607 (a thousands comma read as a point)
 *   readMoney('43,000', { marked: true })  → null (a bare count is no amount)
 *   readNumber('52,739') → 52739   readNumber('1.8') → 1.8   readNumber('29.477') → 29477
 *   readCount('Odometer: 58,897 miles') → 58897
 *   readDate('Feb 7, 2026') / '2/7/26' / '2026-02-07' → '2026-02-07'
 *   readOcrDigits('2O.5') → '20.5'   readOcrDigits('LS', { loose: true }) → '15'
 */

// --- OCR-damaged tokens ------------------------------------------------------------------------

/** Letters and marks OCR prints for digits wherever a figure is expected. */
const LOOKALIKES: Record<string, string> = { l: '1', I: '1', '|': '1', '!': '1', O: '0', o: '0', B: '8', S: '5', Z: '2' };
/** Readings trusted only where nothing but digits can stand (a line-number column): "LS" is 15 there. */
const LOOSE_LOOKALIKES: Record<string, string> = { ...LOOKALIKES, L: '1', i: '1', s: '5', z: '2' };

/**
 * A figure as OCR printed it, read back: lookalike letters become digits and a decimal point read as a
 * colon or semicolon between digits becomes a point ("1:5"). Only a token that is a figure once repaired
 * is read, so words stay words ("SOLD", "Bill"). Whether a token without one real digit ("lO") may be a
 * figure is the caller's to say: a line-number column, yes; running text, no.
 * Returns the repaired text (the token itself when nothing needed repair), or null.
 */
export function readOcrDigits(token: string, options: { loose?: boolean } = {}): string | null {
  const map = options.loose ? LOOSE_LOOKALIKES : LOOKALIKES;
  const text = token.replace(/[A-Za-z|!]/g, (c) => map[c] ?? c).replace(/(?<=\d)[:;](?=\d)/g, '.');
  return /^[\d.,]*\d[\d.,]*$/.test(text) ? text : null;
}

/**
 * Edit distance (Levenshtein) of two strings, or `max` + 1 once it is sure to exceed it: how far an OCR
 * reading is from a word or a figure it may stand for.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
    if (Math.min(...row) > max) return max + 1;
    prev = row;
  }
  return prev[b.length] as number;
}

// --- Money -------------------------------------------------------------------------------------

export type Money = {
  /** Whole amount in cents, negative when printed so (a deduction, a credit, a net below zero). */
  cents: number;
  /** The print carries its sign: "+", "-", parentheses or "CR". */
  signed: boolean;
  /** OCR characters or separators were repaired to read it; trust it less. */
  repaired: boolean;
};
export type MoneyOptions = {
  /** The text is OCR's: repair lookalike letters, an "S" for "$", a speck after the cents, misread separators. */
  ocr?: boolean;
  /** Exactly two decimals must be printed. */
  requireCents?: boolean;
  /** A "$", a sign or cents must be printed: a bare "43,000" in a table is a count, not an amount. */
  marked?: boolean;
};

/** How text layers and people print money: "1,234.56", "1234.5", "1234". */
const CANONICAL = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** Reads one money token (see the examples at the top of this file); null when it is not money. */
export function readMoney(raw: string, options: MoneyOptions = {}): Money | null {
  let s = raw.replace(/[\s\u00a0]+/g, '').replace(/[–—−]/g, '-');
  let negative = false;
  let signed = false;
  let dollar = false;
  let repaired = false;
  // Sign marks and the currency sign wrap the figure in any order: "($1,000.00)", "$ (368.65)", "- $ 500.00", "+$98.00".
  for (;;) {
    if (/^\(.*\)$/.test(s)) {
      negative = signed = true;
      s = s.slice(1, -1);
    } else if (/^[+-]/.test(s)) {
      negative ||= s.startsWith('-');
      signed = true;
      s = s.slice(1);
    } else if (/\d(?:-|CR)$/i.test(s)) {
      negative = signed = true;
      s = s.replace(/(?:-|CR)$/i, '');
    } else if (!dollar && s.startsWith('$')) {
      dollar = true;
      s = s.slice(1);
    } else if (!dollar && options.ocr && /^[S§][\dlIO|!.,]/.test(s)) {
      // A "$" read as S or § is glued to the figure; a lone "5" stays a digit.
      dollar = repaired = true;
      s = s.slice(1);
    } else break;
  }
  let whole: string;
  let cents: string | undefined;
  const canonical = s.match(CANONICAL);
  if (canonical) {
    whole = canonical[1] as string;
    cents = canonical[2];
  } else {
    if (!options.ocr) return null;
    const read = readOcrFigure(s);
    if (!read) return null;
    ({ whole, cents } = read);
    repaired = true;
  }
  if (options.requireCents && cents?.length !== 2) return null;
  if (options.marked && !dollar && !signed && cents === undefined) return null;
  const value = Number(whole.replace(/,/g, '')) * 100 + Number((cents ?? '0').padEnd(2, '0'));
  if (!Number.isFinite(value)) return null;
  return { cents: negative ? -value : value, signed, repaired };
}

/**
 * OCR money: lookalike letters, a speck after the cents ("322.17."), and separators misread: the last
 * "." or "," before two final digits is the decimal point, every other one must sit on a thousands
 * boundary ("1.234,56", "2.666.07"); a lone one before three final digits is a thousands separator.
 */
function readOcrFigure(raw: string): { whole: string; cents?: string } | null {
  const s = /\d/.test(raw) ? readOcrDigits(raw.replace(/(\d[.,]\d{2})[.,:;']$/, '$1')) : null;
  if (!s) return null;
  const decimal = s.match(/^([\d.,]*?)[.,](\d{2})$/);
  const groups = (decimal ? (decimal[1] as string) : s).split(/[.,]/);
  if (groups.some((g) => !/^\d+$/.test(g))) return null;
  if (groups.length > 1 && ((groups[0] as string).length > 3 || groups.slice(1).some((g) => g.length !== 3))) return null;
  return { whole: String(Number(groups.join(''))), cents: decimal?.[2] };
}

/**
 * A money token inside running text, cents printed: sign wrappers, "$" (or an "S" OCR read for it) and a
 * trailing minus or CR. Totals blocks and lines are cut into label and amounts with it.
 */
export const MONEY_IN_TEXT = /(?:[(+-]\s?)?(?:(?:\$|(?<![A-Za-z])S)\s?)?(?:[+-]\s?)?\(?\d[\d,.]*[.,]\d{2}(?!\d)\)?(?:-|\s?CR\b)?/g;
/** Any figure that may be money inside text, cents or not, read whole: never a piece of "10/06/2024", "11:20" or "1,234.56USD". */
const MONEY_ANYWHERE = /(?<![\w.,])(?:[(+-]\s?)?(?:\$\s?)?(?:[+-]\s?)?\(?\d(?:[\d,.]*\d)?\)?(?:-(?![\w$])|\s?CR\b)?(?![\w/:]|[.,]\d)/g;

/** The first amount in a text ("Total: $1,234.56 USD"), with where it starts. */
export function findMoney(text: string, options: MoneyOptions = {}): { money: Money; index: number } | null {
  for (const m of text.matchAll(MONEY_ANYWHERE)) {
    const money = readMoney(m[0], options);
    if (money) return { money, index: m.index ?? 0 };
  }
  return null;
}

/** A field's money text: "1,234.50", "-185.02". */
export const moneyText = (cents: number): string =>
  (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

// --- Numbers -----------------------------------------------------------------------------------

/**
 * A plain number: a count, hours, a typed amount ("52,739", "1,907.00", "1.8", "$ 1000", "-2"). Three
 * digits after the last separator make it a thousands separator ("29.477" is OCR's 29,477: no figure
 * printed here has three decimals); separators before it must sit on thousands boundaries. With `ocr`,
 * lookalike letters and a colon for a point are repaired first ("l.8", "1:5").
 */
export function readNumber(raw: string, options: { ocr?: boolean } = {}): number | null {
  let s = raw.replace(/\s+/g, '');
  const negative = /^-/.test(s);
  s = s.replace(/^[+-]?\$?/, '');
  if (options.ocr) s = readOcrDigits(s) ?? s;
  const m = s.match(/^(\d+(?:[.,]\d{3})*)(?:[.,](\d{1,2}|\d{4,}))?$/);
  if (!m) return null;
  const groups = (m[1] as string).split(/[.,]/);
  if (groups.length > 1 && (groups[0] as string).length > 3) return null;
  const n = Number(`${groups.join('')}${m[2] ? `.${m[2]}` : ''}`);
  return Number.isFinite(n) ? (negative ? -n : n) : null;
}

/**
 * The last count in a text ("85,578 miles", "Odometer: 58,897", OCR's "29.477"); an amount ("$17,589") is none.
 * A count in thousands ("45K", "45.2k mi") is read whole; "km" is a unit, not thousands.
 */
export function readCount(text: string): number | null {
  const k = text.match(/(?:^|[^\d$.,])(\d{1,3}(?:\.\d)?)\s?k\b(?!.*\d)/i);
  if (k) return Math.round(Number(k[1]) * 1000);
  const m = text.match(/(?:^|[^\d$.,])(\d{1,3}(?:[,.]\d{3})+|\d+)(?![\d,.]*\d)/);
  return m ? readNumber(m[1] as string) : null;
}

// --- Dates -------------------------------------------------------------------------------------

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');

function isoDate(y: number, m: number, d: number): string | null {
  if (y < 1950 || y > 2100 || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const dt = new Date(Date.UTC(y, m - 1, d));
  if (dt.getUTCMonth() !== m - 1) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/**
 * OCR's letters for digits in a numeric date ("O2/07/2026", "02/O7/2O26", "l2/07/2026"): O for 0 and
 * l or I for 1, in a run of digit groups split by slashes that holds at least four real digits.
 */
function withOcrDateDigits(s: string): string {
  return s.replace(/(?<![A-Za-z0-9])[\dOIl]{1,2}\/[\dOIl]{1,2}\/[\dOIl]{2,4}(?![A-Za-z0-9])/g, (run) =>
    (run.match(/\d/g)?.length ?? 0) >= 4 ? run.replace(/O/g, '0').replace(/[Il]/g, '1') : run,
  );
}

/** A US date in its printed forms (MM/DD/YYYY, M-D-YY, M.D.YYYY, Month D, YYYY, D Month YYYY, D-Mon-YYYY, D-MON-YY, YYYY-MM-DD, YYYY/MM/DD) → ISO. */
export function readDate(raw: string): string | null {
  const s = withOcrDateDigits(raw.trim());
  // An export's date and time ("2026-02-07T10:30:00") ends the date at the "T".
  let m = s.match(/\b(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?:\b|(?=T\d))/);
  if (m) return isoDate(+m[1]!, +m[3]!, +m[4]!);
  // OCR may set a space beside a slash ("02 /07/ 2026").
  m = s.match(/\b(\d{1,2})(?:[.-]| ?\/ ?)(\d{1,2})(?:[.-]| ?\/ ?)(\d{4}|\d{2})\b/);
  if (m) {
    const y = m[3]!.length === 2 ? 2000 + +m[3]! : +m[3]!;
    // Month first, as US papers print it; a first number past 12 can only be the day ("14/02/2026", a Canadian carrier's).
    return isoDate(y, +m[1]!, +m[2]!) ?? (+m[1]! > 12 ? isoDate(y, +m[2]!, +m[1]!) : null);
  }
  m = s.match(/\b([A-Za-z]{3,9})\.?(?:\s+|-)(\d{1,2})(?:st|nd|rd|th)?,?(?:\s+|-)(\d{4})\b/i);
  if (m) {
    const month = MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase());
    if (month >= 0) return isoDate(+m[3]!, month + 1, +m[2]!);
  }
  // Day first, an ordinal's ending and "of" allowed ("7 Feb 2026", "7TH of February, 2026", an award's "7th day of February, 2026").
  m = s.match(/\b(\d{1,2})(?:st|nd|rd|th)?(?:\s+day)?(?:\s+(?:of\s+)?|-)([A-Za-z]{3,9})\.?,?(?:\s+|-)(\d{4})\b/i);
  if (m) {
    const month = MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase());
    if (month >= 0) return isoDate(+m[3]!, month + 1, +m[1]!);
  }
  // Day, month's three letters and a two-digit year between dashes ("12-APR-24").
  m = s.match(/\b(\d{1,2})-([A-Za-z]{3})-(\d{2})\b/);
  if (m) {
    const month = MONTHS.indexOf(m[2]!.toLowerCase());
    if (month >= 0) return isoDate(2000 + +m[3]!, month + 1, +m[1]!);
  }
  return null;
}
