import type { Valuation, ValuationComparable } from '../../shared/contracts/valuation.js';

/** Hand-made valuations for the review's tests: every figure invented, each test changes one thing. */
const n = (value: number, page = 1) => ({ value, page, confidence: 0.95 });
const t = (value: string, page = 1) => ({ value, page, confidence: 0.95 });

export function comparable(over: Partial<ValuationComparable> = {}): ValuationComparable {
  return {
    year: 2019,
    make: 'Honda',
    model: 'Accord',
    trim: 'EX 4D Sedan FWD',
    mileage: 40000,
    price: n(20000, 2),
    adjustedPrice: null,
    distanceMiles: 20,
    dealer: 'Harbor Honda',
    source: 'Dealer Ad',
    ...over,
  };
}

/** A clean report: three close, like comparables, a tax and a fee line, no deduction to dispute. */
export function cleanValuation(over: Partial<Valuation> = {}): Valuation {
  return {
    lossVehicle: {
      year: n(2019),
      make: t('Honda'),
      model: t('Accord'),
      trim: t('EX 4D Sedan FWD'),
      vin: t('1HGCV1F30KA000001'),
      mileage: n(42000),
      options: ['Power Sunroof', 'Heated Seats'],
      condition: t('Good'),
    },
    comparables: [
      comparable({ price: n(20000, 2), mileage: 40000, adjustments: [{ label: 'Mileage', amount: -100 }] }),
      comparable({ price: n(21000, 2), mileage: 44000, adjustments: [{ label: 'Mileage', amount: 100 }], dealer: 'Bay Motors' }),
      comparable({ price: n(22000, 3), mileage: 42000, adjustments: [], dealer: 'Sound Auto' }),
    ],
    chain: [
      { label: 'Base Value', kind: 'base', amount: 21000, page: 1, confidence: 0.95 },
      { label: 'Sales Tax', kind: 'tax', amount: 1365, page: 1, confidence: 0.95 },
      { label: 'Title and Registration', kind: 'fee', amount: 150, page: 1, confidence: 0.95 },
      { label: 'Deductible', kind: 'deductible', amount: -500, page: 1, confidence: 0.95 },
      { label: 'Total', kind: 'total', amount: 22015, page: 1, confidence: 0.95 },
    ],
    baseValue: n(21000),
    valueBeforeDeductible: n(22515),
    deductible: n(500),
    settlement: n(22015),
    ...over,
  };
}
