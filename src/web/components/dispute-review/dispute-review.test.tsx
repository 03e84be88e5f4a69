// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DisputeLetter, ValuationReview } from '../../../shared/contracts/reviews';
import { getQueryFn } from '../../lib/api';
import { startI18n } from '../../lib/i18n';
import { DisputeReview } from './dispute-review';

// The components speak through the translator: start it in English, as the page does.
beforeAll(() => startI18n('en'));

const doc = { origin: 'document' as const, file: 'valuation.pdf', page: 2 };
const comparable = (n: number, kept = true) => ({
  id: `doc-${n}`,
  origin: 'document' as const,
  kept,
  year: 2019,
  make: 'Honda',
  model: 'Accord',
  trim: 'EX',
  mileage: 40000 + n,
  price: { value: 20000 + n, source: doc },
  adjustedPrice: null,
  distanceMiles: 10,
  dealer: `Dealer ${n}`,
  source: 'Dealer Ad',
  link: null,
  concerns: [],
});
const review = (kept: string[], value: number): ValuationReview => ({
  referenceNumber: 'FR-1',
  available: true,
  reportFile: 'valuation.pdf',
  lossVehicle: [],
  chain: [],
  valueBeforeDeductible: null,
  deductible: null,
  settlement: null,
  comparables: [1, 2, 3].map((n) => comparable(n, kept.includes(`doc-${n}`))),
  points: [{ kind: 'negotiation', text: 'The report deducts $500.00 as "Negotiation".', amount: -500 }],
  readingCheck: null,
  alternativeValue: {
    value,
    salesTax: 0,
    fees: 0,
    valueBeforeDeductible: value,
    deductible: 0,
    net: value,
    carrierSettlement: 20000,
    difference: value - 20000,
    working: [],
  },
  state: { code: null, name: null, source: null },
  distanceLimitMiles: 100,
  choices: { keptComparableIds: kept, addedComparables: [] },
});
const letter: DisputeLetter = {
  id: null,
  kind: 'total-loss',
  addressee: ['Keystone Mutual', 'Claims Department'],
  subject: 'Claim 1',
  paragraphs: ['Dear Keystone Mutual Claims Department:', 'We demand an appraisal.'],
  generatedParagraphs: ['Dear Keystone Mutual Claims Department:', 'We demand an appraisal.'],
  tables: [],
  signature: [],
  createdAt: null,
  createdBy: null,
};

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the dispute review', () => {
  it('drops a comparable with its toggle, shows the recomputed value, and resets an edited letter paragraph', async () => {
    const puts: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.endsWith('/valuation-review') && init?.method === 'PUT') {
          const body = JSON.parse(String(init.body));
          puts.push(body);
          return answer({ ...review(body.keptComparableIds, 20001.5), readingCheck: 'Some comparables may have been missed or misread.' });
        }
        if (url.endsWith('/valuation-review')) return answer(review(['doc-1', 'doc-2', 'doc-3'], 20002));
        if (url.endsWith('/repair-review'))
          return answer({
            referenceNumber: 'FR-1',
            available: false,
            groups: [],
            carrierTotal: null,
            otherTotal: null,
            totalDifference: null,
            omitted: [],
            rates: { carrier: {}, other: {} },
          });
        if (url.endsWith('/dispute-letters')) return answer({ letters: [] });
        if (url.includes('/dispute-letters/draft')) return answer(letter);
        return answer({ code: 'not_found', message: 'no' }, 404);
      }),
    );
    const client = new QueryClient({
      defaultOptions: { queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    render(
      <QueryClientProvider client={client}>
        <DisputeReview referenceNumber="FR-1" />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Valuation review' })).toBeTruthy();
    expect(screen.getByText('The report deducts $500.00 as "Negotiation".')).toBeTruthy();
    expect(screen.getByTestId('alternative-value').textContent).toBe('$20,002.00');
    // The comparables read account for the base value: no warning above them.
    expect(screen.queryByRole('note')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Keep comparable 2' }));
    await waitFor(() => expect(screen.getByTestId('alternative-value').textContent).toBe('$20,001.50'));
    expect(screen.getByRole('note').textContent).toBe('Some comparables may have been missed or misread.');
    expect(puts).toEqual([{ keptComparableIds: ['doc-1', 'doc-3'], addedComparables: [] }]);
    expect((screen.getByRole('checkbox', { name: 'Keep comparable 2' }) as HTMLInputElement).checked).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Write the letter' }));
    const second = (await screen.findByLabelText('Paragraph 2')) as HTMLTextAreaElement;
    fireEvent.change(second, { target: { value: 'Edited.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset paragraph 2 to generated' }));
    expect(second.value).toBe('We demand an appraisal.');
  });
});
