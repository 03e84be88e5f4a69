import { useEffect, useState } from 'react';

/** History suggestions from GET /api/autocomplete/suggestions; quietly empty when unavailable. */
export function useHistorySuggestions(fieldType: string | undefined, query: string, enabled: boolean): string[] {
  const [values, setValues] = useState<string[]>([]);
  useEffect(() => {
    if (!fieldType || !enabled) return;
    const ctrl = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(`/api/autocomplete/suggestions?fieldType=${encodeURIComponent(fieldType)}&q=${encodeURIComponent(query)}`, {
          credentials: 'include',
          signal: ctrl.signal,
        });
        if (!res.ok) return;
        const body = (await res.json()) as unknown;
        const list = Array.isArray(body) ? body : ((body as { suggestions?: unknown[] })?.suggestions ?? []);
        setValues(
          list.map((item) => (typeof item === 'string' ? item : (item as { value?: unknown })?.value)).filter((v): v is string => typeof v === 'string'),
        );
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

/** POST /api/autocomplete/record, fire-and-forget (spec section 7). */
export function recordAutocomplete(fieldType: string, value: string): void {
  if (value.trim() === '') return;
  void fetch('/api/autocomplete/record', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fieldType, value: value.trim() }),
  }).catch(() => {});
}
