import { describe, expect, it } from 'vitest';
import { isLocale, pickLocale } from './locale';

describe('pickLocale', () => {
  it('takes the first language the portal speaks from the browser’s list', () => {
    expect(pickLocale(['es-US', 'en-US'])).toBe('es');
    expect(pickLocale(['es_MX'])).toBe('es');
    expect(pickLocale(['fr-CA', 'es', 'en'])).toBe('es');
    expect(pickLocale(['en-GB', 'es'])).toBe('en');
    expect(pickLocale(['ES'])).toBe('es');
  });

  it('falls back to English for no list or no language it speaks', () => {
    expect(pickLocale([])).toBe('en');
    expect(pickLocale(undefined)).toBe('en');
    expect(pickLocale(['fr-FR', 'de'])).toBe('en');
  });

  it('knows its own languages only', () => {
    expect(isLocale('es')).toBe(true);
    expect(isLocale('es-US')).toBe(false);
    expect(isLocale(null)).toBe(false);
  });
});
