import { throwIfResNotOk } from './api';

/**
 * The one door to the server for the web's endpoint modules (src/web/api/, a feature's `*-api.ts`).
 * `npm run check` (dependency-cruiser, rule web-calls-through-endpoint-modules) fails when any other
 * file imports it: a screen calls its endpoint module, which owns the types, the key and the
 * invalidations.
 *
 * Same-origin request with credentials. A body is sent as JSON, with a JSON content type, only
 * when there is one; FormData goes as multipart.
 */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  init: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && data instanceof FormData;
  const headers: Record<string, string> = { ...init.headers };
  if (data !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const res = await fetch(url, {
    method,
    headers,
    body: data === undefined ? undefined : isForm ? (data as FormData) : JSON.stringify(data),
    credentials: 'include',
    signal: init.signal,
  });
  await throwIfResNotOk(res);
  return res;
}

/**
 * Reads a JSON answer. In development it is checked against its contract schema, a mismatch
 * throwing a ZodError that names the path, so a drift between server and web shows at once. Each
 * endpoint module passes a loader defined only in development
 * (`import.meta.env.DEV ? async () => (await import(contract)).Schema : undefined`): the build
 * drops it, so the contracts and zod stay out of the production bundle (bench:web's budget).
 */
export async function readAnswer<T>(res: Response, schema?: () => Promise<{ parse: (v: unknown) => T }>): Promise<T> {
  const json = (await res.json()) as unknown;
  if (import.meta.env.DEV && schema) return (await schema()).parse(json);
  return json as T;
}
