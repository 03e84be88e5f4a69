import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../shared/contracts/errors.js';
import { RecordAutocompleteAnswerSchema, SuggestionsAnswerSchema } from '../../shared/contracts/misc.js';
import { currentUser } from '../auth/guards.js';
import {
  AUTOCOMPLETE_FIELD_TYPES,
  MAX_VALUE_LENGTH,
  normalizeAutocompleteValue,
  recordAutocompleteValue,
  suggestAutocompleteValues,
} from './autocomplete-history.js';

const fieldType = z.enum(AUTOCOMPLETE_FIELD_TYPES, { message: 'fieldType must be vehicle_make, vehicle_model or location' });

const RecordBody = z.object({
  fieldType,
  value: z
    .string({ message: 'value must be text' })
    .transform(normalizeAutocompleteValue)
    .refine((v) => v.length > 0, 'value must not be empty'),
});

const SuggestQuery = z.object({
  fieldType,
  q: z.string().max(MAX_VALUE_LENGTH).default(''),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});

/** The wizard's history suggestions, per user (spec section 3 "Autocomplete history"). */
export default async function autocompleteRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/autocomplete/record',
    { schema: { body: RecordBody, response: { 200: RecordAutocompleteAnswerSchema, ...errorResponses } } },
    async (request) => {
      const user = currentUser(request);
      const saved = await recordAutocompleteValue(app.deps.db, { userId: user.id, ...request.body });
      return { success: true, ...saved };
    },
  );
  app.get(
    '/api/autocomplete/suggestions',
    { schema: { querystring: SuggestQuery, response: { 200: SuggestionsAnswerSchema, ...errorResponses } } },
    async (request) => {
      const user = currentUser(request);
      const { fieldType: type, q, limit } = request.query;
      return { suggestions: await suggestAutocompleteValues(app.deps.db, { userId: user.id, fieldType: type, q, limit }) };
    },
  );
}
