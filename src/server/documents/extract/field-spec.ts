/**
 * The one field specification: for every field the portal reads from a document, its value type,
 * the label synonyms printed by estimating systems, shops, appraisers, carriers and forms (with the
 * abbreviations people type: "Insd", "Loss Dt", "Clm #"), and the document kinds whose word on it
 * is authoritative. The extractor reads labels and validators from here; the pre-fill merge
 * (merge.ts) and the generator merge (generator-merge.ts) read the authoritative kinds.
 * Labels are matched normalised (lower case, punctuation as spaces: "Owner/Insured" = "owner insured").
 * The words of totals (gross, net, deductible, tax, insurer's payment, settlement ...) are kept once, by
 * meaning, in totals-terms.ts; the field labels, the estimate reader's totals-block labels, the
 * classifier's totals signal and the valuation chain below are all built from them.
 */
import type { DocumentKind } from '../../../shared/categories';
import { ESTIMATE_ONLY_TERMS, preferredOf, termsOf } from './totals-terms';

export type FieldName =
  | 'insuredName'
  | 'claimNumber'
  | 'policyNumber'
  | 'dateOfLoss'
  | 'vehicleYear'
  | 'vehicleMake'
  | 'vehicleModel'
  | 'vehicleTrim'
  | 'vehicleVin'
  | 'mileage'
  | 'vehicleLocation'
  | 'email'
  | 'phone'
  | 'repairShopName'
  | 'shopPhone'
  | 'shopAddress'
  | 'appraiserName'
  | 'appraiserCompany'
  | 'appraiserPhone'
  | 'appraiserEmail'
  | 'appraiserAddress'
  | 'estimateAmount'
  | 'estimateDate'
  | 'grossTotal'
  | 'netTotal'
  | 'deductible'
  | 'damageArea'
  | 'lossDescription'
  | 'firmFileNumber'
  | 'vehicleDescription'
  | 'writer'
  | 'inspectionRequired'
  | 'insuranceCompany';

export type FieldType =
  | 'id'
  | 'person'
  | 'org'
  | 'date'
  | 'money'
  | 'phone'
  | 'email'
  | 'vin'
  | 'year'
  | 'make'
  | 'model'
  | 'mileage'
  | 'address'
  | 'text'
  | 'yesno';

export type FieldSpec = { field: FieldName; type: FieldType; labels: string[]; authoritative: DocumentKind[] };

/** Claim and vehicle facts: the carrier's estimate is the record, then the firm's own assignment. */
const CLAIM: DocumentKind[] = ['carrier_estimate', 'firm_assignment'];
const SHOP: DocumentKind[] = ['shop_estimate'];
const APPRAISER: DocumentKind[] = ['opposing_appraiser'];

export const FIELD_SPEC: FieldSpec[] = [
  {
    field: 'claimNumber',
    type: 'id',
    authoritative: CLAIM,
    labels: [
      'claim #',
      'claim',
      'claim no',
      'claim number',
      'claim num',
      'insurer claim #',
      'insurance claim #',
      'claim ref',
      'claim reference',
      'clm #',
      'clm no',
      'clm',
      'claim id',
    ],
  },
  { field: 'policyNumber', type: 'id', authoritative: CLAIM, labels: ['policy #', 'policy', 'policy no', 'policy number', 'policy num', 'pol #', 'pol no'] },
  {
    field: 'insuredName',
    type: 'person',
    authoritative: CLAIM,
    labels: [
      'insured',
      'insured name',
      'name of insured',
      'policyholder',
      'policy holder',
      'named insured',
      'owner',
      'vehicle owner',
      'registered owner',
      'customer',
      'customer name',
      'prepared for',
      'client',
      "insured's name",
      'payee',
      'insd',
      'insd name',
      'owner insured',
      'insured owner',
      'owner name',
      'renter',
      'renter name',
      'driver name',
      'driver',
    ],
  },
  {
    field: 'dateOfLoss',
    type: 'date',
    authoritative: CLAIM,
    labels: [
      'date of loss',
      'loss date',
      'dol',
      'date of accident',
      'accident date',
      'date of crash',
      'crash date',
      'date of incident',
      'incident date',
      'date of loss and time',
      'loss dt',
      'accident dt',
      'acc dt',
      'dt of loss',
    ],
  },
  {
    field: 'vehicleVin',
    type: 'vin',
    authoritative: CLAIM,
    labels: ['vin', 'vin #', 'vin no', 'vehicle identification number', 'vehicle id', 'vin number', 'unit 1 vin', 'serial #'],
  },
  { field: 'vehicleYear', type: 'year', authoritative: CLAIM, labels: ['year', 'model year', 'veh year', 'yr', 'vehicle year'] },
  { field: 'vehicleMake', type: 'make', authoritative: CLAIM, labels: ['make', 'veh make', 'vehicle make'] },
  { field: 'vehicleModel', type: 'model', authoritative: CLAIM, labels: ['model', 'veh model', 'vehicle model'] },
  { field: 'vehicleTrim', type: 'model', authoritative: CLAIM, labels: ['trim', 'series', 'sub model', 'submodel', 'trim line', 'trim level'] },
  {
    field: 'vehicleDescription',
    type: 'text',
    authoritative: CLAIM,
    labels: ['vehicle', 'year make model', 'vehicle description', 'unit 1 vehicle', 'veh', 'insured vehicle', 'subject vehicle', 'loss vehicle'],
  },
  {
    field: 'mileage',
    type: 'mileage',
    authoritative: CLAIM,
    labels: ['mileage', 'mileage in', 'odometer', 'odometer in', 'odometer reading', 'miles', 'miles in', 'odo', 'odo in'],
  },
  {
    field: 'vehicleLocation',
    type: 'address',
    authoritative: ['firm_assignment', 'carrier_estimate'],
    labels: [
      'inspection location',
      'vehicle location',
      'location of vehicle',
      'vehicle is located at',
      'storage location',
      'inspection site',
      'vehicle located at',
    ],
  },
  {
    field: 'phone',
    type: 'phone',
    authoritative: CLAIM,
    labels: [
      'owner phone',
      'customer phone',
      'insured phone',
      "insured's phone",
      'home phone',
      'cell phone',
      'policyholder phone',
      'insd phone',
      'primary phone',
      'primary phone #',
      'owner cell',
      'insured cell',
    ],
  },
  {
    field: 'email',
    type: 'email',
    authoritative: CLAIM,
    labels: [
      'owner email',
      'customer email',
      'insured email',
      'insured e mail',
      'owner e mail',
      'insd email',
      'primary email',
      'primary e mail',
      'primary email address',
      'primary e mail address',
      'insured email address',
      'owner email address',
    ],
  },
  {
    field: 'repairShopName',
    type: 'org',
    authoritative: SHOP,
    labels: ['repair facility', 'repair shop', 'body shop', 'shop', 'shop name', 'towed to', 'facility'],
  },
  { field: 'shopPhone', type: 'phone', authoritative: SHOP, labels: ['shop phone', 'facility phone'] },
  { field: 'shopAddress', type: 'address', authoritative: SHOP, labels: ['shop address', 'facility address'] },
  {
    field: 'appraiserName',
    type: 'person',
    authoritative: APPRAISER,
    labels: [
      'appraiser',
      "insured's appraiser",
      'appraiser name',
      'independent appraiser',
      'appraised by',
      "claimant's appraiser",
      'appraiser for insured',
      "owner's appraiser",
    ],
  },
  { field: 'appraiserCompany', type: 'org', authoritative: APPRAISER, labels: ['appraisal firm', 'appraisal company', 'appraiser company', 'company', 'firm'] },
  { field: 'appraiserPhone', type: 'phone', authoritative: APPRAISER, labels: ['appraiser phone', 'appraiser tel', 'appraiser telephone'] },
  { field: 'appraiserEmail', type: 'email', authoritative: APPRAISER, labels: ['appraiser email', 'appraiser e mail'] },
  { field: 'appraiserAddress', type: 'address', authoritative: APPRAISER, labels: [] },
  {
    field: 'estimateAmount',
    type: 'money',
    authoritative: ['carrier_estimate', 'shop_estimate', 'opposing_appraiser'],
    // Valuation reports: the carrier's figure is the adjusted / settlement value, not the base value.
    labels: [...termsOf('appraisalAward', 'adjustedValue'), ...preferredOf('settlement')],
  },
  {
    field: 'grossTotal',
    type: 'money',
    authoritative: ['carrier_estimate', 'shop_estimate', 'opposing_appraiser'],
    // An invoice's "Amount Due" is its only total, so the whole cost (totals-terms.ts balanceDue).
    labels: termsOf('gross', 'beforeDeductible', 'appraised', 'balanceDue'),
  },
  {
    field: 'netTotal',
    type: 'money',
    authoritative: ['carrier_estimate', 'shop_estimate', 'opposing_appraiser'],
    // What the customer pays is the net only where no insurer's payment is printed and it is not the
    // deductible (no precedence here; reconcile-totals.ts drops a net that repeats the deductible).
    labels: termsOf('net', 'insurerPayment', 'customerPay'),
  },
  {
    field: 'deductible',
    type: 'money',
    authoritative: ['carrier_estimate'],
    labels: termsOf('deductible'),
  },
  {
    field: 'estimateDate',
    type: 'date',
    authoritative: ['opposing_appraiser', 'carrier_estimate', 'shop_estimate'],
    labels: ['estimate date', 'date of estimate', 'appraisal date', 'date written', 'written date', 'date', 'invoice date', 'report date', 'date of appraisal'],
  },
  {
    field: 'damageArea',
    type: 'text',
    authoritative: CLAIM,
    labels: ['point of impact', 'damage area', 'area of damage', 'damage', 'primary impact', 'impact', 'damaged area', 'areas of damage', 'primary damage'],
  },
  {
    field: 'lossDescription',
    type: 'text',
    authoritative: CLAIM,
    labels: ['loss description', 'description of loss', 'description of accident', 'narrative', 'accident description', 'facts of loss', 'loss facts'],
  },
  {
    field: 'firmFileNumber',
    type: 'id',
    authoritative: ['firm_assignment'],
    labels: ['file #', 'file no', 'file number', 'our file #', 'our file', 'firm file #'],
  },
  {
    field: 'writer',
    type: 'person',
    authoritative: [],
    labels: [
      'written by',
      'estimator',
      'appraiser name',
      'prepared by',
      'valuation prepared by',
      'adjuster',
      'estimate prepared by',
      'damage assessed by',
      'assessed by',
    ],
  },
  /**
   * The insurer the document names: read from the paper (an "Insurance Company" box, "Prepared for" on a
   * valuation, the payer of an estimate), never a configured default. Weak labels ("Prepared for",
   * "Carrier", "For") count only when their value names an insurer (insurer.ts).
   */
  {
    field: 'insuranceCompany',
    type: 'org',
    authoritative: CLAIM,
    labels: [
      'insurance company',
      'insurance co',
      'insurance company name',
      'insurer',
      'insurer name',
      'insurance carrier',
      'carrier',
      'carrier name',
      'insurance',
      'ins co',
      'ins company',
      'prepared for',
      'insured by',
      'insuring company',
      'liability insurer',
      'insurance provider',
    ],
  },
  {
    field: 'inspectionRequired',
    type: 'yesno',
    authoritative: ['firm_assignment'],
    labels: ['inspection required', 'inspection needed', 'inspection requested', 'field inspection', 'inspection'],
  },
];

export const LABEL_PRIORITY: Partial<Record<FieldName, string[]>> = {
  // Among total labels the estimate's own total wins over sub-totals; "insured" beats "customer"/"owner";
  // a valuation's settlement (adjusted) value beats its other figures; the insurer's payment is a net.
  estimateAmount: preferredOf('settlement', 'adjustedValue'),
  netTotal: preferredOf('net', 'insurerPayment'),
  grossTotal: preferredOf('gross', 'beforeDeductible', 'appraised', 'balanceDue'),
  insuredName: ['insured', 'name of insured', 'insured name', 'named insured', 'policyholder'],
};

/**
 * Labels that name the insured only usually: a rental's renter, a police report's driver, a shop's
 * customer. Their values are kept at a confidence below the confident band.
 */
export const WEAK_LABELS: Partial<Record<FieldName, string[]>> = {
  insuranceCompany: ['prepared for', 'carrier', 'insurance', 'insured by'],
  insuredName: ['renter', 'renter name', 'driver', 'driver name', 'customer', 'customer name', 'payee', 'client', 'prepared for'],
};

export type Role = 'owner' | 'appraiser' | 'shop' | 'location';

/** Headings of role blocks (blocks.ts reads the block under each): whose name, address and contacts follow. */
export const ROLE_LABELS: Array<[RegExp, Role]> = [
  // "Owner", "Insd", "Owner/Insured", "Customer / Owner", "Insured Information", "Vehicle Owner": the party whose car it is.
  [
    /^(?:vehicle |registered |named )?(?:owner|insured|insd|customer|policyholder|claimant)(?:\s*\/\s*(?:owner|insured|insd|customer|policyholder|claimant))?(?:\s+(?:information|info|details))?$/i,
    'owner',
  ],
  [/^(appraiser|insured'?s appraiser|independent appraiser|owner'?s appraiser|claimant'?s appraiser|appraiser for (the )?insured|appraised by)$/i, 'appraiser'],
  [/^(repair facility|repair shop|body shop|facility)$/i, 'shop'],
  [/^(inspection location|vehicle location|location of vehicle|vehicle is located at|storage location|inspection site)$/i, 'location'],
];

/** Words that only a priced estimate's totals block prints (the classifier's totals signal). */
export const TOTALS_VOCABULARY = new RegExp(ESTIMATE_ONLY_TERMS.join('|'), 'i');
/** What an invoice prints (the classifier's invoice signal): its balance due, or that it was paid. */
export const INVOICE_VOCABULARY = new RegExp(['invoice', 'paid in full', ...termsOf('balanceDue')].join('|'), 'i');

const BY_FIELD = new Map(FIELD_SPEC.map((s) => [s.field, s]));
export const fieldSpec = (field: FieldName): FieldSpec | undefined => BY_FIELD.get(field);
/** Whether a document kind's word on a field is authoritative (the merge weighs it higher). */
export const isAuthoritative = (field: FieldName, kind: DocumentKind): boolean => BY_FIELD.get(field)?.authoritative.includes(kind) ?? false;

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
  | 'otherCharge';

/**
 * Labels of an estimate's totals block, first match wins: a subtotal is not the gross, and what the
 * customer pays ("Customer Pay", "Customer Responsibility": the deductible and any betterment) is
 * never the net; the insurer's payment or the net cost of repairs is.
 */
export const TOTALS_LABELS: Array<[RegExp, TotalsSlot]> = [
  [labelStart(termsOf('subtotal')), 'subtotal'],
  [/^(total (labor|parts|hours)|labor total|totals?$|category|estimate totals|totals summary)/i, 'skip'],
  [labelStart(termsOf('deductible')), 'deductible'],
  [
    /^(body supplies|shop supplies|shop materials|miscellaneous|misc|towing|storage|hazardous waste|environmental|other charges|additional (costs|charges)|hazmat|disposal)\b/i,
    'otherCharge',
  ],
  // A totals block prints its deductible before the balance due, so that balance is the net.
  [labelStart(termsOf('net', 'insurerPayment', 'balanceDue')), 'net'],
  [labelStart(termsOf('customerPay')), 'customerPay'],
  [labelStart(termsOf('gross', 'beforeDeductible', 'appraised')), 'gross'],
  [labelStart(termsOf('tax')), 'tax'],
  [/^(parts total|parts|total parts|oem parts|aftermarket parts|used parts|parts\s*(?:&|and|\/)\s*materials)\b/i, 'parts'],
  [/^(paint supplies|paint materials|paint & materials|paint and materials|refinish materials|paint\/materials)\b/i, 'paintSupplies'],
  // A bare "Labor" row beside a "Paint Labor" row is the body labor ("LABOR 18.0 HRS  $900.00").
  [/^(body labor|labor\s*-\s*body|body|labor(?!\s*(?:-|total|rates?\b|summary|hours?\b)))\b/i, 'body'],
  [/^(paint labor|refinish labor|labor\s*-\s*paint|labor\s*-\s*refinish|refinish|paint)\b/i, 'paint'],
  [
    /^(mechanical labor|mech labor|labor\s*-\s*mech\w*|electrical labor|diagnostic labor|labor\s*-\s*electrical|glass labor|install(?:ation)? labor|mechanical|mech)\b/i,
    'mechanical',
  ],
  [/^(frame labor|structural labor|labor\s*-\s*frame|labor\s*-\s*structural|frame|structural)\b/i, 'frame'],
  [/^(sublet( repairs)?|sublet total)\b/i, 'sublet'],
];

// ---------------------------------------------------------------------------------------------
// Valuation reports (extract/valuation): the vocabulary of a total-loss valuation's money chain and
// of its vehicles. Labels are matched normalised as above, by whole words; the longest label that a
// printed label holds decides its kind ("value before deductible" is a subtotal, "deductible" alone a
// deductible). `gross` marks the figure the report gives before the deductible, `settlement` the one
// the carrier pays; `deduction` the adjustments that lower the value when printed without a sign.

export type ValuationChainKind = 'base' | 'adjustment' | 'tax' | 'fee' | 'deductible' | 'subtotal' | 'total';
export type ValuationLabelSpec = { kind: ValuationChainKind; labels: string[]; role?: 'gross' | 'settlement' | 'market'; deduction?: boolean };

export const VALUATION_CHAIN_SPEC: ValuationLabelSpec[] = [
  {
    kind: 'base',
    labels: [
      'base vehicle value',
      'base value',
      'statewide value',
      'average of statewide',
      'valuation amount',
      'fair market value',
      'actual cash value',
      'acv',
      'mean value',
      'average value',
      'base price',
    ],
  },
  {
    kind: 'adjustment',
    labels: [
      'condition',
      'condition adjustment',
      'refurbishment',
      'refurbishments',
      'aftermarket parts',
      'aftermarket oem parts',
      'oem parts',
      'after factory equipment',
      'options',
      'option adjustment',
      'equipment',
      'equipment adjustment',
      'mileage',
      'mileage adjustment',
      'missing key',
      'title history',
      'title brand',
      'other adjustments',
      'adjustment',
    ],
  },
  {
    kind: 'adjustment',
    deduction: true,
    labels: [
      'prior damage',
      'unrepaired damage',
      'unrelated prior damage',
      'projected sold',
      'projected sold adjustment',
      'negotiation',
      'negotiation adjustment',
      'salvage retained',
      'owner retained salvage',
    ],
  },
  { kind: 'subtotal', labels: termsOf('adjustedValue', 'subtotal') },
  { kind: 'subtotal', role: 'market', labels: ['market value'] },
  { kind: 'subtotal', role: 'gross', labels: termsOf('beforeDeductible') },
  { kind: 'tax', labels: termsOf('tax') },
  {
    kind: 'fee',
    labels: [
      'title',
      'registration',
      'fees',
      'fee',
      'transfer',
      'transfer fee',
      'title registration and other fees',
      'title and registration',
      'license fee',
      'license and registration',
      'doc fee',
      'documentation fee',
      'dealer fees',
    ],
  },
  { kind: 'deductible', labels: termsOf('deductible') },
  { kind: 'total', role: 'settlement', labels: ['total', ...termsOf('settlement')] },
];

/** Labels that name the report's own vehicle (never a comparable's): its description follows them. */
export const VALUATION_LOSS_VEHICLE_LABELS = [
  'loss vehicle',
  'insured vehicle',
  'subject vehicle',
  'vehicle year make model',
  'year make model',
  'vehicle description',
  'vehicle',
];
/** A comparable's figures, by the words of their label or column header. */
export const VALUATION_COMPARABLE_LABELS = {
  price: ['price', 'sold price', 'list price', 'sale price', 'asking price', 'take price', 'selling price'],
  adjustedPrice: ['adjusted value', 'adjusted price', 'adjusted comparable value', 'adjusted comp value', 'adjusted'],
  mileage: ['mileage', 'odometer', 'odo', 'miles'],
  distance: ['distance', 'distance from loss vehicle', 'miles from'],
  dealer: ['dealer', 'dealership', 'seller', 'dealer name'],
  source: ['source', 'website', 'listing source'],
  vin: ['vin', 'vin #'],
  year: ['year'],
  make: ['make'],
  model: ['model'],
  trim: ['trim'],
};
/** Headings over the loss vehicle's options (equipment lists), and the label of a condition rating. */
export const VALUATION_OPTION_HEADINGS = ['optional equipment', 'packages', 'options', 'additional equipment', 'added equipment'];
export const VALUATION_CONDITION_LABELS = ['overall condition', 'vehicle condition', 'condition rating', 'condition'];
