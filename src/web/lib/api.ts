import type { QueryFunction } from '@tanstack/react-query';

/** Throws Error("<status>: <body text or status text>") for a non-OK answer (spec section 8). */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

/**
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

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default query: joins the key's parts with '/' into the path and GETs it. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/**
 * The person-readable part of an error from apiRequest: the server's `message` when the body is
 * our JSON error, else the text after the status.
 */
export function errorMessage(err: unknown, fallback: string): string {
  if (!(err instanceof Error)) return fallback;
  const match = /^\d{3}: ([\s\S]*)$/.exec(err.message);
  if (!match) return err.message || fallback;
  try {
    const body = JSON.parse(match[1]) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // not JSON
  }
  return fallback;
}

/** The HTTP status of an error thrown by apiRequest, if any. */
export function errorStatus(err: unknown): number | undefined {
  if (!(err instanceof Error)) return undefined;
  const match = /^(\d{3}):/.exec(err.message);
  return match ? Number(match[1]) : undefined;
}
