import { z } from 'zod';

/**
 * The stable, machine-readable code of every API error (the web branches on these, not on text),
 * each with the HTTP status it answers with: the one list of error codes, server and web.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  request_timeout: 408,
  conflict: 409,
  /** POST /api/claims: the same claimant's claim exists (its reference in `referenceNumber`). */
  possible_duplicate: 409,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_type: 415,
  unprocessable: 422,
  /** POST /api/claims: a required upload step has no file and is not marked Not Available. */
  missing_documents: 422,
  rate_limited: 429,
  headers_too_large: 431,
  internal: 500,
  unavailable: 503,
} as const;
export type ApiErrorCode = keyof typeof ERROR_STATUS;
export const API_ERROR_CODES = Object.keys(ERROR_STATUS) as [ApiErrorCode, ...ApiErrorCode[]];

export const FieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** Every API error: `{ code, message }`, plus one entry a field for a validation error (spec texts). */
export const ApiErrorSchema = z.object({
  code: z.enum(API_ERROR_CODES),
  message: z.string(),
  fields: z.array(FieldErrorSchema).optional(),
  /** possible_duplicate: the existing claim's reference. */
  referenceNumber: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;

/** The error answers every route declares beside its success schema. */
export const errorResponses = { '4xx': ApiErrorSchema, '5xx': ApiErrorSchema } as const;
