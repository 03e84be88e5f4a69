/**
 * The words printed for the figures of a totals block or a valuation's money chain, one list per
 * meaning. Only the field vocabulary reads this file (vocabulary/totals.ts, vocabulary/valuation.ts and
 * field-spec.ts's precedence): it gives the field extractor its total labels and their precedence, the
 * estimate reader its totals-block labels, the classifier its totals signal and the valuation reader
 * its chain's deductible, gross and settlement. Terms are written normalised
 * (lower case, words separated by single spaces) and are general wording any vendor's print uses.
 */

export type TotalsRole =
  | 'gross'
  | 'beforeDeductible'
  | 'appraised'
  | 'subtotal'
  | 'tax'
  | 'deductible'
  | 'net'
  | 'insurerPayment'
  | 'balanceDue'
  | 'customerPay'
  | 'discount'
  | 'adjustedValue'
  | 'settlement'
  | 'appraisalAward';

/**
 * `preferred`: where a document prints several labels of a field, the earlier of these wins (strongest
 * first); `other`: the same meaning without precedence.
 */
export type TotalsTerms = { preferred: string[]; other: string[] };

export const TOTALS_TERMS: Record<TotalsRole, TotalsTerms> = {
  // The repair's whole cost, before any deductible is taken.
  gross: {
    preferred: ['gross total', 'grand total', 'total cost of repairs', 'estimate total', 'estimate grand total', 'invoice total'],
    other: [
      'total estimate',
      'total amount',
      'total repair cost',
      'repair total',
      'total of estimate',
      'total of this estimate',
      'gross amount',
      'gross',
      'total',
    ],
  },
  // A valuation's or an estimate's figure the deductible is taken from: its gross.
  beforeDeductible: {
    preferred: ['value before deductible', 'total before deductible', 'amount before deductible'],
    other: ['value prior to deductible', 'gross settlement', 'gross value'],
  },
  appraised: { preferred: ['total appraised amount', 'appraised amount'], other: [] },
  subtotal: { preferred: [], other: ['subtotal', 'sub total', 'subtotals', 'sub totals', 'total before tax', 'total before taxes'] },
  tax: { preferred: [], other: ['sales tax', 'tax', 'taxes', 'tax amount', 'state tax', 'county tax', 'local tax', 'vehicular tax', 'gst', 'pst', 'hst'] },
  deductible: {
    preferred: [],
    other: [
      'deductible',
      'less deductible',
      'deductible amount',
      'policy deductible',
      'customer deductible',
      'insured deductible',
      'less customer deductible',
      'less insured deductible',
      'ded',
    ],
  },
  // What the insurer is asked to pay: the gross less the deductible.
  net: {
    preferred: ['net cost of repairs', 'net total', 'net amount', 'net repair cost'],
    other: ['net estimate', 'net payable', 'net claim', 'net due', 'net'],
  },
  insurerPayment: {
    preferred: ['insurance pay', 'insurance payment', 'insurer pays'],
    other: [
      'insurer pay',
      'insurance pays',
      'insurance payable',
      'insurance portion',
      'insurance responsibility',
      'insurer responsibility',
      'insurer portion',
      'billed to insurer',
      'billed to insurance',
      'billed to the insurer',
      'amount billed to insurer',
      'amount billed to the insurer',
      'due from insurer',
      'due from insurance',
      'due from the insurer',
      'amount due from insurer',
      'balance due from insurer',
    ],
  },
  /**
   * What the paper asks its reader to pay: the net where a deductible was taken before it, else the whole
   * cost. The estimate reader reads it as the net (its totals blocks print the deductible first), the
   * field extractor as the gross (an invoice's only total); see vocabulary/totals.ts.
   */
  balanceDue: { preferred: ['amount due'], other: ['total due', 'balance due'] },
  // What the customer pays: the deductible (and any betterment) beside the insurer's payment, never the net then.
  customerPay: {
    preferred: [],
    other: ['customer pay', 'customer pays', 'customer payment', 'customer responsibility', 'customer portion', 'insured pay', 'insured pays'],
  },
  // A reduction the shop grants, printed as a positive amount with "less" wording or none: it lowers the total.
  discount: { preferred: [], other: ['discount', 'less discount', 'discounts', 'courtesy discount', 'customer discount', 'shop discount'] },
  adjustedValue: { preferred: ['adjusted actual cash value', 'adjusted vehicle value', 'adjusted value'], other: [] },
  // What a total-loss valuation pays out after the deductible.
  settlement: {
    preferred: ['total settlement', 'settlement value', 'settlement amount', 'total loss settlement', 'total settlement offer', 'settlement offer'],
    other: ['settlement', 'net settlement', 'amount payable', 'total payable', 'net payment'],
  },
  // An appraiser's own figure for the loss: his estimate's total, the award.
  appraisalAward: { preferred: [], other: ['appraiser estimate total', 'appraisal amount', 'award amount', 'amount of loss', 'estimate amount'] },
};

/** Every term of a role, strongest first. */
export const termsOf = (...roles: TotalsRole[]): string[] => roles.flatMap((r) => [...TOTALS_TERMS[r].preferred, ...TOTALS_TERMS[r].other]);
/** The preferred terms of roles, in the order given. */
export const preferredOf = (...roles: TotalsRole[]): string[] => roles.flatMap((r) => TOTALS_TERMS[r].preferred);

/** Terms only a priced estimate's totals block prints: the classifier's totals signal. */
export const ESTIMATE_ONLY_TERMS = [
  'gross total',
  'grand total',
  'net total',
  'total cost of repairs',
  'net cost of repairs',
  'total repair cost',
  'estimate total',
  'customer responsibility',
];
