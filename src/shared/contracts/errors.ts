import { z } from 'zod';

/** The stable, machine-readable codes of every API error (the web branches on these, not on text). */
export const API_ERROR_CODES = [
  'bad_request',
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_type',
  'unprocessable',
  'rate_limited',
  'unavailable',
  'internal',
  'possible_duplicate',
  'missing_documents',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

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
