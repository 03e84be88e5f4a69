import { useEffect, useState } from 'react';
import { fetchSuggestions } from './autocomplete-api';

/** History suggestions from GET /api/autocomplete/suggestions; quietly empty when unavailable. */
export function useHistorySuggestions(fieldType: string | undefined, query: string, enabled: boolean): string[] {
  const [values, setValues] = useState<string[]>([]);
  useEffect(() => {
    if (!fieldType || !enabled) return;
    const ctrl = new AbortController();
    const timer = setTimeout(async () => {
      try {
        setValues(await fetchSuggestions(fieldType, query, ctrl.signal));
      } catch {
        // history is a nicety; the built-in lists still work
      }
    }, 200);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [fieldType, query, enabled]);
  return values;
}
