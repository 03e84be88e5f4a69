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
  points: [
    {
      id: 'deduction-2',
      kind: 'negotiation',
      text: 'The report deducts $500.00 as "Negotiation".',
      amount: -500,
      status: value > 20000 ? 'applied' : 'available',
      change: 500,
      toggle: true,
    },
  ],
  readingCheck: null,
  letterAllowed: value > 20000,
  appraisalCost: { firmFee: 750, halfUmpireFee: 500, total: 1250, difference: value - 20000, covered: value - 20000 > 1250 },
  alternativeValue: {
    method: 'mean',
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
  letterhead: ['Frontier Appraisal Services'],
  details: { claimNumber: 'CLM-1', policyNumber: 'POL-1', insuredName: 'Jordan Avery' },
  missing: ['reportNumber', 'ownerAddress'],
  otherReadings: [{ field: 'insuredName', value: 'Jordan Rivera', source: 'carrier' }],
  version: null,
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
  it('leads with the conclusion, offers no letter while the carrier’s figure holds, and writes one once a point is disputed', async () => {
    const puts: Array<Record<string, unknown>> = [];
    const posts: Array<Record<string, unknown>> = [];
    const drafts: Array<Record<string, unknown>> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.endsWith('/valuation-review') && init?.method === 'PUT') {
          const body = JSON.parse(String(init.body));
          puts.push(body);
          const value = (body.disputedPoints ?? []).includes('deduction-2') ? 20500 : 20000;
          return answer({ ...review(body.keptComparableIds, value), choices: body, readingCheck: 'Some comparables may have been missed or misread.' });
        }
        if (url.endsWith('/valuation-review')) return answer(review(['doc-1', 'doc-2', 'doc-3'], 20000));
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
            letterAllowed: false,
            appraisalCost: null,
          });
        if (url.endsWith('/dispute-letters') && init?.method === 'POST') {
          posts.push(JSON.parse(String(init.body)));
          return answer({ ...letter, id: 7, version: 1, missing: [], createdAt: '2026-11-29T05:00:00Z', createdBy: 'Jordan Avery' }, 201);
        }
        if (url.endsWith('/dispute-letters')) return answer({ letters: [] });
        if (url.endsWith('/dispute-letters/draft') && init?.method === 'POST') {
          // The letter as the server makes it with the particulars typed.
          const body = JSON.parse(String(init.body)) as { details: Record<string, string> };
          drafts.push(body);
          const details = { ...letter.details, ...body.details };
          return answer({
            ...letter,
            details,
            subject: `Claim 1\nValuation report number: ${details.reportNumber ?? ''}`,
            paragraphs: [letter.paragraphs[0], `${details.insuredName} demands an appraisal.`],
            generatedParagraphs: [letter.paragraphs[0], `${details.insuredName} demands an appraisal.`],
            missing: ['reportNumber', 'ownerAddress'].filter((k) => !details[k as keyof typeof details]),
            otherReadings: letter.otherReadings?.filter((o) => details[o.field] !== o.value),
          });
        }
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
    // The conclusion first: the carrier's figure holds, what could still change it, no letter.
    expect(screen.getByTestId('conclusion-verdict').textContent).toMatch(/the carrier's figure holds/);
    expect(screen.getByTestId('appraisal-cost').textContent).toMatch(/\$1,250\.00 in all\. The difference does not cover it/);
    expect(screen.getByText('What could still change it')).toBeTruthy();
    expect(screen.getByTestId('letter-not-allowed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Write the letter' })).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Keep comparable 2' }));
    await waitFor(() => expect(screen.getByRole('note').textContent).toBe('Some comparables may have been missed or misread.'));
    expect(puts[0]).toEqual({ keptComparableIds: ['doc-1', 'doc-3'], addedComparables: [] });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Dispute point 1' }));
    await waitFor(() => expect(screen.getByTestId('alternative-value').textContent).toBe('$20,500.00'));
    expect(puts[1]).toMatchObject({ disputedPoints: ['deduction-2'] });
    expect(screen.getByTestId('conclusion-difference').textContent).toBe('$500.00');

    fireEvent.click(screen.getByRole('button', { name: 'Write the letter' }));
    const second = (await screen.findByLabelText('Paragraph 2')) as HTMLTextAreaElement;
    fireEvent.change(second, { target: { value: 'Edited.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset paragraph 2 to generated' }));
    expect(second.value).toBe('We demand an appraisal.');
    // The particulars the letter lacks are asked for; the version is not saved without them.
    const save = screen.getByRole('button', { name: 'Save this version' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    // The documents name another insured: said beside the field, the claim's name kept until the person chooses.
    const insured = screen.getByLabelText('Insured (owner) name (required)') as HTMLInputElement;
    expect(insured.value).toBe('Jordan Avery');
    expect(screen.getByText("The carrier's report names Jordan Rivera.")).toBeTruthy();
    // The preview follows the particulars as typed, with one request once the typing pauses.
    fireEvent.change(screen.getByLabelText('Valuation report or estimate number (required)'), { target: { value: 'VR-9' } });
    fireEvent.change(screen.getByLabelText("Owner's address (required)"), { target: { value: '12 Elm Street' } });
    const preview = screen.getByTestId('letter-preview');
    await waitFor(() => expect(preview.textContent).toContain('Valuation report number: VR-9'));
    expect(drafts).toEqual([{ kind: 'total-loss', details: { reportNumber: 'VR-9', ownerAddress: '12 Elm Street' } }]);
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Use Jordan Rivera' }));
    await waitFor(() => expect(preview.textContent).toContain('Jordan Rivera demands an appraisal.'));
    expect(screen.queryByText("The carrier's report names Jordan Rivera.")).toBeNull();
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      kind: 'total-loss',
      details: { claimNumber: 'CLM-1', reportNumber: 'VR-9', ownerAddress: '12 Elm Street', insuredName: 'Jordan Rivera' },
      paragraphs: ['Dear Keystone Mutual Claims Department:', 'Jordan Rivera demands an appraisal.'],
    });
  });
});
