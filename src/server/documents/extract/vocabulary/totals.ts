/**
 * The totals' labels: the fields an estimate, invoice or valuation gives its figures by (amount, gross,
 * net, deductible, date), the rows of an estimate's totals block, and the classifier's totals and
 * invoice signals. Their words are kept once, by meaning, in totals-terms.ts.
 */
import type { FieldLabels, FieldName } from '../field-spec';
import { ESTIMATE_ONLY_TERMS, preferredOf, termsOf } from '../totals-terms';

export const TOTALS_FIELD_LABELS = {
  estimateAmount: {
    type: 'money',
    // Valuation reports: the carrier's figure is the adjusted / settlement value, not the base value.
    labels: [...termsOf('appraisalAward', 'adjustedValue'), ...preferredOf('settlement')],
  },
  grossTotal: {
    type: 'money',
    // An invoice's "Amount Due" is its only total, so the whole cost (totals-terms.ts balanceDue).
    labels: termsOf('gross', 'beforeDeductible', 'appraised', 'balanceDue'),
  },
  netTotal: {
    type: 'money',
    // What the customer pays is the net only where no insurer's payment is printed and it is not the
    // deductible (no precedence here; reconcile-totals.ts drops a net that repeats the deductible).
    labels: termsOf('net', 'insurerPayment', 'customerPay'),
  },
  deductible: {
    type: 'money',
    labels: termsOf('deductible'),
  },
  estimateDate: {
    type: 'date',
    labels: ['estimate date', 'date of estimate', 'appraisal date', 'date written', 'written date', 'date', 'invoice date', 'report date', 'date of appraisal'],
  },
} satisfies Partial<Record<FieldName, FieldLabels>>;

/** Words that only a priced estimate's totals block prints (the classifier's totals signal). */
export const TOTALS_VOCABULARY = new RegExp(ESTIMATE_ONLY_TERMS.join('|'), 'i');
/** What an invoice prints (the classifier's invoice signal): its balance due, or that it was paid. */
export const INVOICE_VOCABULARY = new RegExp(['invoice', 'paid in full', ...termsOf('balanceDue')].join('|'), 'i');

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A totals-block label that starts with one of the terms ("Net Cost of Repairs:", "Sub-Total", "Subtotal"). */
const labelStart = (terms: string[]) => new RegExp(`^(?:${terms.map((t) => escapeRe(t).replace(/ /g, '[\\s-]*')).join('|')})\\b`, 'i');

/** What a row of an estimate's totals block is (estimates/parse-totals.ts reads the block with these). */
export type TotalsSlot =
  | 'parts'
  | 'body'
  | 'paint'
  | 'mechanical'
  | 'frame'
  | 'paintSupplies'
  | 'sublet'
  | 'tax'
  | 'subtotal'
  | 'gross'
  | 'deductible'
  | 'net'
  | 'customerPay'
  | 'skip'
  | 'otherCharge'
  | 'betterment'
  | 'discount';

/**
 * Labels of an estimate's totals block, first match wins: a subtotal is not the gross, and what the
 * customer pays ("Customer Pay", "Customer Responsibility": the deductible and any betterment) is
 * never the net; the insurer's payment or the net cost of repairs is.
 */
export const TOTALS_LABELS: Array<[RegExp, TotalsSlot]> = [
  [labelStart(termsOf('subtotal')), 'subtotal'],
  // Headings of the totals block's own tables ("Category  Basis  Rate", "Labor  Hours  Rate  Amount").
  // What the customer's adjustments add up to ("Total Adjustments": the deductible and the like) is no total of the repair.
  [
    /^(total (labor|parts|hours)|labor total|labor sub-?total|totals?$|category|estimate totals|totals summary|labor\s+(hours|hrs|rates?|summary)\b|total adjustments?)/i,
    'skip',
  ],
  [labelStart(termsOf('deductible')), 'deductible'],
  [labelStart(termsOf('discount')), 'discount'],
  // What the owner pays for the part's better condition: taken from the gross with the deductible.
  [/^(less\s+)?(betterment|depreciation)\b/i, 'betterment'],
  [
    /^(body supplies|body materials|shop supplies|shop materials|miscellaneous|misc|towing|storage|rental|hazardous waste|environmental|other charges|additional (costs|charges)|hazmat|disposal)\b/i,
    'otherCharge',
  ],
  // A totals block prints its deductible before the balance due, so that balance is the net.
  [labelStart(termsOf('net', 'insurerPayment', 'balanceDue')), 'net'],
  [labelStart(termsOf('customerPay')), 'customerPay'],
  [labelStart(termsOf('gross', 'beforeDeductible', 'appraised')), 'gross'],
  [labelStart(termsOf('tax')), 'tax'],
  // The tax on one category ("Parts Tax", "Labor Sales Tax") is tax, not that category.
  [/^(parts?|labor|paint|refinish|materials?|supplies|sublet)\s+(sales\s+)?tax(es)?\b/i, 'tax'],
  [/^(parts total|parts|total parts|oem parts|aftermarket parts|used parts|parts\s*(?:&|and|\/)\s*materials)\b/i, 'parts'],
  [/^(paint supplies|materials?|paint materials?|paint & materials?|paint and materials?|refinish materials?|paint\/materials?)\b/i, 'paintSupplies'],
  // A bare "Labor" row beside a "Paint Labor" row is the body labor ("LABOR 18.0 HRS  $900.00").
  [/^(body labor|sheet ?metal( labor)?|labor\s*-\s*body|body|labor(?!\s*(?:-|total|rates?\b|summary|hours?\b)))\b/i, 'body'],
  [/^(paint labor|refinish labor|labor\s*-\s*paint|labor\s*-\s*refinish|refinish|paint)\b/i, 'paint'],
  [
    /^(mechanical labor|mech labor|labor\s*-\s*mech\w*|electrical labor|diagnostic labor|labor\s*-\s*electrical|glass labor|install(?:ation)? labor|mechanical|mech)\b/i,
    'mechanical',
  ],
  [/^(frame labor|structural labor|labor\s*-\s*frame|labor\s*-\s*structural|frame|structural)\b/i, 'frame'],
  [/^(sublet( repairs)?|sublet total)\b/i, 'sublet'],
];

/**
 * Headings of a totals block printed in one amount column per party ("Insurance  Customer", "Insurance Pay
 * Customer Pay"): the insurer's and the customer's (estimates/party-columns.ts).
 */
export const PARTY_HEADINGS = {
  insurer: new RegExp(`^(?:${['insurance', 'insurer', 'carrier', ...termsOf('insurerPayment')].map(escapeRe).join('|')})$`, 'i'),
  customer: new RegExp(`^(?:${['customer', 'owner', 'insured', ...termsOf('customerPay')].map(escapeRe).join('|')})$`, 'i'),
  /** The words a heading's second run may be ("Insurance" "Pay" printed apart). */
  rest: /^(pay|pays|portion|share|responsibility|amount|\$)?$/i,
};
