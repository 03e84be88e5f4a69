import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ApiErrorBody, type ApiErrorCode, ERROR_STATUS, type FieldError } from '../shared/contracts/errors.js';

/** The `{ code, message, fields? }` body of an error answer. */
export function errorBody(code: ApiErrorCode, message: string, fields?: FieldError[], referenceNumber?: string): ApiErrorBody {
  const body: ApiErrorBody = fields ? { code, message, fields } : { code, message };
  if (referenceNumber) body.referenceNumber = referenceNumber;
  return body;
}

/** The one error type services throw; the handler maps `code` to an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: { fields?: FieldError[]; headers?: Record<string, string>; referenceNumber?: string; [k: string]: unknown },
  ) {
    super(message);
    this.name = 'AppError';
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
const STORAGE_CODES = new Set(['EIO', 'ENOSPC', 'EROFS', 'EDQUOT', 'EMFILE', 'ENFILE', 'EACCES', 'EPERM']);
const PG_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error)/;

/**
 * Which dependency is down when an error says one is: PostgreSQL (connection refused, dropped,
 * timed out, shutting down, statement timeout) or the blob store (disk or S3 failing). Follows
 * `cause` (drizzle wraps driver errors).
 */
export function unavailableDependency(err: unknown): 'database' | 'storage' | null {
  for (let e = err as Record<string, unknown> | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    const s3 = typeof e.$metadata === 'object' || e.$fault !== undefined;
    if (s3) {
      const status = (e.$metadata as { httpStatusCode?: number } | undefined)?.httpStatusCode;
      if (status === undefined || status >= 500 || e.$fault === 'server' || NETWORK_CODES.has(code)) return 'storage';
      continue;
    }
    if (/^(08|53|57P)/.test(code) || code === '57014' || PG_MESSAGES.test(message)) return 'database';
    if (NETWORK_CODES.has(code)) return typeof e.syscall === 'string' && e.syscall !== 'connect' ? 'storage' : 'database';
    if (STORAGE_CODES.has(code)) return 'storage';
  }
  return null;
}

/**
 * The client closed its connection while its body was being read (node's "aborted" ECONNRESET on
 * the request, busboy's "Request aborted"): the client's doing, not a dependency down.
 */
function clientAborted(err: unknown, raw: { aborted?: boolean; readableAborted?: boolean; socket?: { destroyed?: boolean } | null }): boolean {
  const e = err as { code?: string; message?: string; syscall?: string } | undefined;
  if (e?.message === 'aborted' || e?.message === 'Request aborted') return true;
  return e?.code === 'ECONNRESET' && e.syscall === undefined && (raw.aborted === true || raw.readableAborted === true || raw.socket?.destroyed === true);
}

/** PostgreSQL refusing a value it cannot store (a NUL character, text not valid in UTF-8). */
function isUnstorableText(err: unknown): boolean {
  for (let e = err as Record<string, unknown> | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code === '22021' || e.code === '22P05') return true;
  }
  return false;
}

/** busboy's errors for a body that is not the multipart it claims to be: the client's fault. */
const MALFORMED_MULTIPART =
  /^(Unexpected end of (multipart|form) data|Multipart: Boundary not found|Malformed part header|Part terminated early|Malformed urlencoded form)/;

/** Fastify's own 4xx errors (unsupported content type, bad JSON, …) keep a code that fits their status. */
const CODE_BY_STATUS: Record<number, ApiErrorCode> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  414: 'uri_too_long',
  415: 'unsupported_type',
  422: 'unprocessable',
};

const UNAVAILABLE_MESSAGE = {
  database: 'The claims database cannot be reached right now. Please try again in a minute.',
  storage: 'File storage is not available right now. Please try again in a minute.',
} as const;

/** Every API error answers `{ code, message, fields? }`; 5xx detail goes to the log only. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    if (err instanceof AppError) {
      if (err.details?.headers) reply.headers(err.details.headers);
      return reply.status(err.status).send(errorBody(err.code, err.message, err.details?.fields, err.details?.referenceNumber));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = err.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(400).send(errorBody('validation', fields.map((f) => f.message).join('; ') || 'Invalid request', fields));
    }
    if (MALFORMED_MULTIPART.test(err.message) && !(err as FastifyError).statusCode) {
      return reply.status(400).send(errorBody('bad_request', 'The upload was cut off or is not well-formed multipart data. Please send it again.'));
    }
    if (isUnstorableText(err)) {
      return reply.status(400).send(errorBody('bad_request', 'The text contains characters that cannot be stored (such as NUL).'));
    }
    if (clientAborted(err, request.raw)) {
      // The sender went away mid-body: nothing failed here, and no one reads the answer.
      request.log.info({ code: (err as { code?: string }).code }, 'client aborted the request');
      return reply.status(400).send(errorBody('bad_request', 'The request was cut off before it was complete. Please send it again.'));
    }
    const down = unavailableDependency(err);
    if (down) {
      request.log.error({ err, dependency: down }, 'dependency unavailable');
      return reply.status(503).header('Retry-After', '10').send(errorBody('unavailable', UNAVAILABLE_MESSAGE[down]));
    }
    const fe = err as FastifyError;
    const status = fe.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(500).send(errorBody('internal', 'Something went wrong on our side. Please try again.'));
    }
    if (fe.code === 'FST_REQ_FILE_TOO_LARGE' || fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return reply.status(413).send(errorBody('payload_too_large', fe.message || 'The request is too large.'));
    }
    if (status === 429) {
      return reply.status(429).send(errorBody('rate_limited', fe.message || 'Too many requests. Please wait and try again.'));
    }
    return reply.status(status).send(errorBody(CODE_BY_STATUS[status] ?? 'bad_request', fe.message || 'Bad request'));
  });
}
