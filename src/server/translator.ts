import i18next, { type TFunction } from 'i18next';
import ICU from 'i18next-icu';
import { DEFAULT_LOCALE, isLocale, type Locale, LOCALES } from '../shared/locale.js';

/**
 * Texts the server writes for a person in their language (e-mails, the valuation review): one
 * i18next instance per message table, ICU message format. Resources are in memory, so init finishes
 * synchronously. No escaping: the texts are plain text, and the web escapes what it shows.
 */
export function translatorOf<N extends string>(namespace: N, messages: Record<Locale, object>): (locale: string | null | undefined) => TFunction<N> {
  const instance = i18next.createInstance();
  void instance.use(ICU).init({
    initAsync: false,
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    resources: Object.fromEntries(LOCALES.map((l) => [l, { [namespace]: messages[l] }])),
    ns: [namespace],
    defaultNS: namespace,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return (locale) => instance.getFixedT(isLocale(locale) ? locale : DEFAULT_LOCALE, namespace) as TFunction<N>;
}
