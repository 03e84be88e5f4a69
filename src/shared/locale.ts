/** The languages a claimant can read the portal and their e-mails in; English is the default. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The first supported language in a preference list (navigator.languages, Accept-Language). */
export function pickLocale(preferred: readonly string[] | null | undefined): Locale {
  for (const tag of preferred ?? []) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if ((LOCALES as readonly string[]).includes(base)) return base as Locale;
  }
  return DEFAULT_LOCALE;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
