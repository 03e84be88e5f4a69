import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  field: string;
  message: string;
}

/** The one error type services throw; the handler maps `code` to an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: { fields?: FieldError[]; headers?: Record<string, string>; [k: string]: unknown },
  ) {
    super(message);
    this.name = 'AppError';
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** Every API error answers `{ message, code, fields? }`; 5xx detail goes to the log only. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    if (err instanceof AppError) {
      if (err.details?.headers) reply.headers(err.details.headers);
      const { headers: _h, ...rest } = err.details ?? {};
      return reply.status(err.status).send({ code: err.code, message: err.message, ...rest });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = err.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(400).send({
        code: 'VALIDATION',
        message: fields.map((f) => f.message).join('; ') || 'Invalid request',
        fields,
      });
    }
    const fe = err as FastifyError;
    const status = fe.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(500).send({ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' });
    }
    if (fe.code === 'FST_REQ_FILE_TOO_LARGE' || fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return reply.status(413).send({ code: 'PAYLOAD_TOO_LARGE', message: fe.message || 'The request is too large.' });
    }
    if (status === 429) {
      return reply.status(429).send({ code: 'RATE_LIMITED', message: fe.message || 'Too many requests. Please wait and try again.' });
    }
    return reply.status(status).send({ code: 'BAD_REQUEST', message: fe.message || 'Bad request' });
  });
}
