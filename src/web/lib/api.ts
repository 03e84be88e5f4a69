import type { QueryFunction } from '@tanstack/react-query';
import type { ApiErrorBody, ApiErrorCode, FieldError } from '../../shared/contracts/errors';
import { translateMessage } from './i18n';

/**
 * A non-OK answer. `message` keeps the spec's "<status>: <body text or status text>" (spec section
 * 8); code reads `status`, `code` (the server's stable code, or 'http_<status>' when the body is
 * not our JSON error) and `body` (the typed `{ code, message, fields? }`) instead of parsing it.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode | `http_${number}`;
  readonly body: ApiErrorBody | null;
  /** The server's person-readable message, when the body carries one. */
  readonly serverMessage: string | null;
  constructor(status: number, bodyText: string) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
    this.status = status;
    const json = parseJson(bodyText);
    this.body = isApiErrorBody(json) ? json : null;
    this.code = this.body?.code ?? `http_${status}`;
    const message = (json as { message?: unknown } | null)?.message;
    this.serverMessage = typeof message === 'string' && message ? message : null;
  }
  /** The per-field messages of a validation answer, keyed by field name. */
  get fields(): FieldError[] {
    return this.body?.fields ?? [];
  }
}

/**
 * The shape of ApiErrorSchema (shared/contracts/errors.ts), checked by hand: the first pages load
 * this helper, and zod stays out of them (bench:web's budget).
 */
function isApiErrorBody(v: unknown): v is ApiErrorBody {
  if (!v || typeof v !== 'object') return false;
  const b = v as Record<string, unknown>;
  if (typeof b.code !== 'string' || typeof b.message !== 'string') return false;
  if (b.fields === undefined) return true;
  return Array.isArray(b.fields) && b.fields.every((f) => f && typeof f === 'object' && typeof f.field === 'string' && typeof f.message === 'string');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Throws ApiError("<status>: <body text or status text>") for a non-OK answer (spec section 8). */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new ApiError(res.status, text);
  }
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
 * The person-readable part of an error: the server's `message` for our JSON error, the fallback
 * for any other non-OK answer, the error's own message for anything else (a network failure).
 */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.serverMessage ? translateMessage(err.serverMessage) : fallback;
  if (!(err instanceof Error)) return fallback;
  return err.message ? translateMessage(err.message) : fallback;
}

/** The HTTP status of an error thrown by apiRequest, if any. */
export function errorStatus(err: unknown): number | undefined {
  return err instanceof ApiError ? err.status : undefined;
}
