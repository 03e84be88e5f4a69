/**
 * Valuation reports (extract/valuation): the vocabulary of a total-loss valuation's money chain and
 * of its vehicles. Labels are matched normalised (lower case, punctuation as spaces), by whole words;
 * the longest label that a printed label holds decides its kind ("value before deductible" is a
 * subtotal, "deductible" alone a deductible). `gross` marks the figure the report gives before the
 * deductible, `settlement` the one the carrier pays; `deduction` the adjustments that lower the value
 * when printed without a sign.
 */
import { termsOf } from '../totals-terms';

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
  { kind: 'total', role: 'settlement', labels: ['total', 'payment amount', ...termsOf('settlement')] },
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
  price: [
    'price',
    'sold price',
    'list price',
    'sale price',
    'asking price',
    'take price',
    'selling price',
    'asking',
    'advertised price',
    'internet price',
    'retail price',
  ],
  adjustedPrice: [
    'adjusted value',
    'adjusted price',
    'adjusted comparable value',
    'adjusted comp value',
    'adjusted',
    'adj price',
    'adj value',
    'value after adjustments',
    'price after adjustments',
    'adjusted asking price',
    'adjusted list price',
  ],
  mileage: ['mileage', 'odometer', 'odo', 'miles', 'odometer reading', 'vehicle mileage'],
  distance: ['distance', 'distance from loss vehicle', 'miles from', 'miles away', 'dist', 'proximity'],
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
