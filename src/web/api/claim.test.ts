import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimKeys, fetchClaimComparison, submitClaim } from './claim';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the claim endpoint module', () => {
  it('asks for the stored comparison at the encoded reference and returns the answer the contract allows', async () => {
    const f = stubFetch(200, { referenceNumber: 'CLM 1/2', comparison: null });
    await expect(fetchClaimComparison('CLM 1/2')).resolves.toEqual({ referenceNumber: 'CLM 1/2', comparison: null });
    expect(f.mock.calls[0][0]).toBe('/api/claims/CLM%201%2F2/estimate-comparison');
  });

  it('in development, rejects an answer that does not match its contract schema (a drift shows at once)', async () => {
    expect(import.meta.env.DEV).toBe(true);
    stubFetch(200, { referenceNumber: 42 });
    await expect(fetchClaimComparison('CLM-1')).rejects.toThrow(/referenceNumber|comparison/);
  });

  it('files a claim as multipart with an Idempotency-Key of its own on each call', async () => {
    const f = stubFetch(200, { claim: {}, referenceNumber: 'X' });
    await submitClaim({ firstName: 'Ana' }).catch(() => undefined);
    await submitClaim({ firstName: 'Ana' }).catch(() => undefined);
    const [first, second] = f.mock.calls.map((c) => c[1] as RequestInit);
    expect(first.method).toBe('POST');
    expect(first.body).toBeInstanceOf(FormData);
    expect(JSON.parse((first.body as FormData).get('claimData') as string)).toEqual({ firstName: 'Ana' });
    const key = (init: RequestInit) => (init.headers as Record<string, string>)['Idempotency-Key'];
    expect(key(first)).toMatch(/^[0-9a-f-]{36}$/);
    expect(key(second)).not.toBe(key(first));
  });

  it('keeps every query of one claim under the claim key, so invalidating the claim reaches them all', () => {
    const all = claimKeys.all('CLM-1');
    expect(claimKeys.detail('CLM-1').slice(0, all.length)).toEqual([...all]);
    expect(claimKeys.comparison('CLM-1').slice(0, all.length)).toEqual([...all]);
  });

  it('tells a list key from a claim key, so a status change marks every list page stale and no claim', () => {
    expect(claimKeys.isList(claimKeys.list(new URLSearchParams({ page: '2', q: 'Ana' })))).toBe(true);
    expect(claimKeys.isList(claimKeys.detail('CLM-1'))).toBe(false);
  });
});
