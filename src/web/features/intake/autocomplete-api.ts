import type { z } from 'zod';
import type { SuggestionsAnswerSchema } from '../../../shared/contracts/misc';
import { apiRequest, readAnswer } from '../../lib/api-request';

/** The wizard's history suggestions: GET /api/autocomplete/suggestions and POST /api/autocomplete/record. */
export type SuggestionsAnswer = z.infer<typeof SuggestionsAnswerSchema>;

const suggestionsSchema = import.meta.env.DEV ? async () => (await import('../../../shared/contracts/misc')).SuggestionsAnswerSchema : undefined;

/** The values used before for this field that match the query, most used first. */
export async function fetchSuggestions(fieldType: string, query: string, signal?: AbortSignal): Promise<string[]> {
  const url = `/api/autocomplete/suggestions?fieldType=${encodeURIComponent(fieldType)}&q=${encodeURIComponent(query)}`;
  const answer = await readAnswer(await apiRequest('GET', url, undefined, { signal }), suggestionsSchema);
  return answer.suggestions.map((s) => s.value);
}

/** Remembers a value the person typed, fire-and-forget (spec section 7): a failure changes nothing on the page. */
export function recordAutocomplete(fieldType: string, value: string): void {
  if (value.trim() === '') return;
  apiRequest('POST', '/api/autocomplete/record', { fieldType, value: value.trim() }).catch(() => {});
}
