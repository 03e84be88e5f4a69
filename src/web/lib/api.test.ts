import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, errorMessage, errorStatus, getQueryFn } from './api';
import { apiRequest } from './api-request';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiRequest', () => {
  it('sends JSON with a JSON content type only when there is a body, with credentials', async () => {
    const f = stubFetch(200, '{}');
    await apiRequest('POST', '/api/x', { a: 1 });
    expect(f).toHaveBeenLastCalledWith(
      '/api/x',
      expect.objectContaining({
        method: 'POST',
        body: '{"a":1}',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await apiRequest('GET', '/api/y');
    expect(f).toHaveBeenLastCalledWith('/api/y', expect.objectContaining({ body: undefined, headers: {} }));
  });

  it('throws "<status>: <body>" or the status text when the body is empty', async () => {
    stubFetch(409, '{"message":"Taken"}');
    await expect(apiRequest('POST', '/api/x', {})).rejects.toThrow('409: {"message":"Taken"}');
    stubFetch(500, '', 'Internal Server Error');
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('500: Internal Server Error');
  });

  it("throws a typed ApiError: status, the server's code and fields, the spec text as message", async () => {
    const body = '{"code":"validation","message":"Bad year","fields":[{"field":"vehicleYear","message":"Bad year"}]}';
    stubFetch(400, body);
    const err = await apiRequest('POST', '/api/x', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, code: 'validation', message: `400: ${body}` });
    expect((err as ApiError).fields).toEqual([{ field: 'vehicleYear', message: 'Bad year' }]);
    stubFetch(502, '<html>bad gateway</html>');
    await expect(apiRequest('GET', '/api/x')).rejects.toMatchObject({ status: 502, code: 'http_502', body: null });
  });
});

describe('getQueryFn', () => {
  it("joins the key's parts with '/' and returns null on 401 when asked", async () => {
    const f = stubFetch(401, '{"message":"no"}');
    const fn = getQueryFn<unknown>({ on401: 'returnNull' });
    await expect(fn({ queryKey: ['/api/claims', 'FR-1'], signal: new AbortController().signal } as never)).resolves.toBeNull();
    expect(f).toHaveBeenLastCalledWith('/api/claims/FR-1', expect.anything());
    const strict = getQueryFn<unknown>({ on401: 'throw' });
    await expect(strict({ queryKey: ['/api/auth/me'], signal: new AbortController().signal } as never)).rejects.toThrow('401: ');
  });
});

describe('errorMessage', () => {
  it("shows the server's message, never the raw status text", () => {
    expect(errorMessage(new ApiError(401, '{"code":"unauthorized","message":"Invalid username or password"}'), 'fallback')).toBe(
      'Invalid username or password',
    );
    expect(errorMessage(new ApiError(502, '<html>bad gateway</html>'), 'Login failed')).toBe('Login failed');
    expect(errorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('Failed to fetch');
    expect(errorStatus(new ApiError(429, '{}'))).toBe(429);
    // Only the typed error carries a status: no parsing of message text.
    expect(errorStatus(new Error('429: {}'))).toBeUndefined();
  });
});
