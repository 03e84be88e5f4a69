import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from './review-messages.js';
import { reviewText } from './review-text.js';
import { buildValuationReview } from './valuation-review.js';
import { cleanValuation, comparable } from './valuation-fixtures.js';

/** Every leaf of a message table as [dotted key, text]. */
function leaves(table: object, prefix = ''): Array<[string, string]> {
  return Object.entries(table).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
}
/** The arguments a message takes, read by the ICU parser (which also proves the message parses). */
type Element = { type: number; value?: unknown; options?: Record<string, { value: Element[] }> };
function placeholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const e of elements) {
      if (e.type !== 0 && e.type !== 7 && typeof e.value === 'string') names.add(e.value);
      for (const option of Object.values(e.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(text, 'en').getAst() as Element[]);
  return [...names].sort();
}

const review = (locale: string) => {
  const v = cleanValuation({
    comparables: [...cleanValuation().comparables, comparable({ year: 2016, distanceMiles: 180 })],
    chain: [
      { label: 'Base Value', kind: 'base', amount: 21000, page: 1, confidence: 0.95 },
      { label: 'Projected Sold Adjustment', kind: 'adjustment', amount: -840.5, page: 2, confidence: 0.9 },
      { label: 'Total', kind: 'total', amount: 20159.5, page: 1, confidence: 0.95 },
    ],
  });
  return buildValuationReview({
    referenceNumber: 'CLM-1',
    valuation: v,
    file: 'valuation.pdf',
    claim: { year: 2019, make: 'Honda', model: 'Accord', trim: null, vin: null, deductible: 500 },
    vin: null,
    choices: { keptComparableIds: ['doc-1', 'doc-2'], addedComparables: [{ year: 2019, make: 'Honda', model: 'Accord', mileage: 41000, price: 20500 }] },
    stateCode: 'WA',
    t: reviewText(locale),
  });
};

describe('the valuation review in the reader’s language', () => {
  it('has every English message in Spanish with the same placeholders', () => {
    const es = new Map(leaves(REVIEW_MESSAGES.es));
    for (const [key, text] of leaves(REVIEW_MESSAGES.en)) {
      expect(es.has(key), key).toBe(true);
      expect(placeholders(es.get(key) as string), key).toEqual(placeholders(text));
    }
    expect(es.size).toBe(leaves(REVIEW_MESSAGES.en).length);
  });

  it('writes the points, the working and the rows in Spanish with the same figures, and in English by default', () => {
    const en = review('en');
    const es = review('es');
    expect(es.points.map((p) => p.kind)).toEqual(en.points.map((p) => p.kind));
    expect(es.alternativeValue.value).toBe(en.alternativeValue.value);
    expect(en.points.find((p) => p.kind === 'negotiation')?.text).toContain(
      'The report deducts $840.50 as "Projected Sold Adjustment" (valuation.pdf, page 2)',
    );
    expect(es.points.find((p) => p.kind === 'negotiation')?.text).toContain(
      'El informe descuenta $840.50 como "Projected Sold Adjustment" (valuation.pdf, página 2)',
    );
    expect(es.points.find((p) => p.kind === 'distance')?.text).toMatch(/^Comparable 4 \(2016 Honda Accord EX 4D Sedan FWD, Harbor Honda\) está a 180 millas/);
    expect(es.lossVehicle.map((r) => r.label)).toEqual(['Año', 'Marca', 'Modelo', 'Versión', 'VIN', 'Millaje', 'Equipamiento', 'Estado']);
    expect(es.comparables.at(-1)?.source).toBe('Introducido por el propietario');
    // No English sentence is left in the Spanish working (labels printed on the report excepted).
    for (const w of es.alternativeValue.working) expect(w.how).not.toMatch(/\b(the|as printed|the report|owner)\b/);
    expect(reviewText(undefined)('label.owed')).toBe('Owner should be paid');
    expect(reviewText('fr')('label.owed')).toBe('Owner should be paid');
  });
});
