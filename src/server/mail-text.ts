import i18next, { type TFunction } from 'i18next';
import ICU from 'i18next-icu';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../shared/locale.js';
import { MAIL_MESSAGES } from './mail-messages.js';

const instance = i18next.createInstance();
// Resources are in memory, so init finishes synchronously; no escaping: e-mails are plain text.
void instance.use(ICU).init({
  initAsync: false,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  resources: { en: { mail: MAIL_MESSAGES.en }, es: { mail: MAIL_MESSAGES.es } },
  ns: ['mail'],
  defaultNS: 'mail',
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The translator of e-mails for a person's chosen language (English when none or unknown). */
export function mailText(locale: string | null | undefined): TFunction<'mail'> {
  const lng: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return instance.getFixedT(lng, 'mail');
}
