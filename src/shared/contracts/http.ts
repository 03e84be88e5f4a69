import { z } from 'zod';

/** Bytes (a Buffer or a stream on the server); JSON Schema `string`/`binary` in /api/docs. */
export const Binary = z.unknown().meta({ type: 'string', format: 'binary' });

/**
 * A download's success answer: the content type(s) it is sent as, for /api/docs. Fastify sends the
 * bytes as they are (no JSON serialisation of a Buffer or a stream).
 */
export function binaryResponse(description: string, contentTypes: string[]) {
  return {
    description,
    content: Object.fromEntries(contentTypes.map((t) => [t, { schema: Binary }])),
  };
}

/**
 * A multipart body, described for /api/docs only: the route reads its parts itself (Fastify
 * validates no body for multipart requests), so this sits under its own key.
 */
export const multipartBody = (schema: z.ZodType) => ({ 'x-multipart': schema });
