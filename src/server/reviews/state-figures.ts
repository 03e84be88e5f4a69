/**
 * What a state says a total-loss settlement owes beside the vehicle's value. Sales-tax rates are
 * the state-level rates on motor vehicle sales as the states' revenue departments publish them
 * (local taxes may add to them); "due" is what each state's unfair-claims-settlement rule
 * requires of a total-loss payment, cited per row. Title and registration fees are due where the
 * rule says so; their amounts differ by county and vehicle, so the table holds no amount and the
 * review takes them from the report or leaves them for the person to add.
 */
export interface StateFigures {
  code: string;
  name: string;
  /** State sales or use tax on a vehicle purchase, as a fraction (0.0625 = 6.25%). */
  salesTaxRate: number;
  salesTaxDue: boolean;
  titleFeesDue: boolean;
  /** The rule that says what a total-loss payment owes, or why no tax is due. */
  rule: string;
  /** Who publishes the tax rate. */
  taxSource: string;
  /** Both, for a reader of the review. */
  source: string;
}

const row = (code: string, name: string, salesTaxRate: number, salesTaxDue: boolean, titleFeesDue: boolean, source: string): StateFigures => {
  const [rule, taxSource = rule] = source.split('; ');
  return { code, name, salesTaxRate, salesTaxDue, titleFeesDue, rule, taxSource, source };
};

export const STATE_FIGURES: Record<string, StateFigures> = Object.fromEntries(
  [
    row('AZ', 'Arizona', 0.056, true, true, 'Ariz. Admin. Code R20-6-801(H)(1); transaction privilege tax 5.6% (Arizona Department of Revenue)'),
    row('CA', 'California', 0.0725, true, true, 'Cal. Code Regs. tit. 10, §2695.8(b)(1); statewide sales tax 7.25% (CDTFA)'),
    row('FL', 'Florida', 0.06, true, true, 'Fla. Stat. §626.9743(5); state sales tax 6% (Florida Department of Revenue)'),
    row('IL', 'Illinois', 0.0625, true, true, '50 Ill. Adm. Code 919.80(c)(3); state sales tax 6.25% (Illinois Department of Revenue)'),
    row('NY', 'New York', 0.04, true, true, '11 NYCRR §216.7(c); state sales tax 4% (New York State Department of Taxation and Finance)'),
    row('OH', 'Ohio', 0.0575, true, true, 'Ohio Admin. Code 3901-1-54(H)(7); state sales tax 5.75% (Ohio Department of Taxation)'),
    row('PA', 'Pennsylvania', 0.06, true, true, '31 Pa. Code §62.3(f); state sales tax 6% (Pennsylvania Department of Revenue)'),
    row('WA', 'Washington', 0.065, true, true, 'WAC 284-30-391(4); state sales tax 6.5% (Washington Department of Revenue)'),
    row('TX', 'Texas', 0.0625, true, true, '28 Tex. Admin. Code §5.204; motor vehicle sales tax 6.25% (Texas Comptroller)'),
    // States without a general sales tax on a vehicle purchase: no tax to ask for, and no rule cited here for fees.
    row('OR', 'Oregon', 0, false, false, 'Oregon has no general sales tax (Oregon Department of Revenue)'),
    row('NH', 'New Hampshire', 0, false, false, 'New Hampshire has no general sales tax (New Hampshire Department of Revenue Administration)'),
    row('MT', 'Montana', 0, false, false, 'Montana has no general sales tax (Montana Department of Revenue)'),
  ].map((r) => [r.code, r]),
);

const NAMES = new Map(Object.values(STATE_FIGURES).map((s) => [s.name.toLowerCase(), s.code]));

/** A two-letter state code from a state field or the end of an address ("Tacoma, WA 98402"). */
export function stateCodeOf(...texts: Array<string | null | undefined>): string | null {
  for (const t of texts) {
    if (!t) continue;
    const trimmed = t.trim();
    if (/^[A-Za-z]{2}$/.test(trimmed)) return trimmed.toUpperCase();
    const named = NAMES.get(trimmed.toLowerCase());
    if (named) return named;
    const tail = trimmed.match(/,\s*([A-Za-z]{2})\.?(?:\s+\d{5}(?:-\d{4})?)?\s*$/);
    if (tail) return tail[1].toUpperCase();
  }
  return null;
}

export function stateFigures(code: string | null): StateFigures | null {
  return code ? (STATE_FIGURES[code] ?? null) : null;
}
