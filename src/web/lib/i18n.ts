import i18next from 'i18next';
import ICU from 'i18next-icu';
import { IntlMessageFormat } from 'intl-messageformat';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, type Locale, LOCALES, pickLocale } from '../../shared/locale';
import { getStoredUser } from './auth-store';

/**
 * The claimant side's translator (docs/decisions/015-claimant-language.md): i18next with ICU
 * messages; each language's messages are their own chunk, loaded before the first render and on
 * a switch. Staff pages are not translated and always run in English.
 */
const loaders: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('../locales/en.json'),
  es: () => import('../locales/es.json'),
};

const LOCALE_KEY = 'locale';

/** The language to start in: the one chosen on this browser, else the browser's own. */
export function initialLocale(): Locale {
  const user = getStoredUser();
  if (user?.role === 'staff' || user?.role === 'admin') return DEFAULT_LOCALE;
  if (isLocale(user?.locale)) return user.locale;
  try {
    const chosen = localStorage.getItem(LOCALE_KEY);
    if (isLocale(chosen)) return chosen;
  } catch {
    // storage blocked: the browser's language decides
  }
  return pickLocale(typeof navigator === 'undefined' ? [] : navigator.languages);
}

/** Remembers a choice on this browser (the account keeps it too, once signed in). */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // storage blocked: the choice lasts for this page
  }
}

export const i18n = i18next.createInstance();

/** Starts the translator in a language; resolves once its messages are loaded. */
export async function startI18n(locale: Locale): Promise<void> {
  await i18n
    .use(ICU)
    .use(initReactI18next)
    .use({
      type: 'backend',
      init() {},
      read(language: string, _ns: string, done: (err: unknown, data?: Record<string, unknown>) => void) {
        const load = isLocale(language) ? loaders[language] : loaders[DEFAULT_LOCALE];
        load().then(
          (m) => done(null, m.default),
          (err: unknown) => done(err),
        );
      },
    })
    .init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      ns: ['translation'],
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    });
  setDocumentLanguage(locale);
}

function setDocumentLanguage(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** Switches the page's language (its messages load first). */
export async function changeLocale(locale: Locale): Promise<void> {
  if (currentLocale() === locale && i18n.hasLoadedNamespace('translation')) return;
  await i18n.changeLanguage(locale);
  setDocumentLanguage(locale);
}

/** The tag Intl formats with: US conventions in both languages (claims are filed in the US). */
export function intlLocale(locale: Locale = currentLocale()): string {
  return locale === 'es' ? 'es-US' : 'en-US';
}

/**
 * A text written in English elsewhere (a shared zod schema's message, a server answer, the shared
 * labels and upload rules) in the reader's language: its English text is the key of the `text`
 * messages (natural-language keys), so the English stays where the spec puts it and
 * scripts/check-i18n.ts lists every such text without a translation. `values` fill an ICU template
 * ("{insurer}'s estimate"); unknown texts stay as they are.
 */
export function translateText(text: string, values?: Record<string, string | number>): string {
  const locale = currentLocale();
  const table = locale === DEFAULT_LOCALE ? undefined : (i18n.getResource(locale, 'translation', 'text') as Record<string, string> | undefined);
  const exact = table?.[text];
  if (exact === undefined && table && !values) {
    const matched = matchTemplate(text, table, locale);
    if (matched !== null) return matched;
  }
  return format(exact ?? text, values, locale);
}

function format(template: string, values: Record<string, string | number> | undefined, locale: Locale): string {
  if (!values) return template;
  try {
    return String(new IntlMessageFormat(template, intlLocale(locale)).format(values));
  } catch {
    return template;
  }
}

/** Each `text` key with {placeholders}, as a pattern that captures them: built once per table. */
const patterns = new WeakMap<object, Array<{ re: RegExp; names: string[]; key: string }>>();

function patternsOf(table: Record<string, string>) {
  let list = patterns.get(table);
  if (!list) {
    list = Object.keys(table)
      .filter((key) => /\{\w+\}/.test(key))
      .map((key) => {
        const names: string[] = [];
        const source = key
          .split(/(\{\w+\})/)
          .map((part) => {
            const name = /^\{(\w+)\}$/.exec(part)?.[1];
            if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
            names.push(name);
            return '(.+?)';
          })
          .join('');
        return { re: new RegExp(`^${source}$`), names, key };
      });
    patterns.set(table, list);
  }
  return list;
}

/**
 * A sentence the server composed from an English template ("What is the {label}?"): the template
 * that matches it, in the reader's language, filled with what it captured. Captures named label…
 * are the server's own words (a field's name) and are translated in turn; the others are data.
 */
function matchTemplate(text: string, table: Record<string, string>, locale: Locale): string | null {
  for (const { re, names, key } of patternsOf(table)) {
    const m = re.exec(text);
    if (!m) continue;
    const values: Record<string, string> = {};
    names.forEach((name, i) => {
      const captured = m[i + 1];
      values[name] = name.startsWith('label') ? (table[captured] ?? captured) : captured;
    });
    return format(table[key], values, locale);
  }
  return null;
}

/** Whether a text has a translation in `locale`, exact or through a template (the i18n check asks). */
export function hasTranslation(text: string, locale: Locale): boolean {
  const table = i18n.getResource(locale, 'translation', 'text') as Record<string, string> | undefined;
  if (!table) return false;
  if (text in table) return true;
  return patternsOf(table).some(({ re }) => re.test(text));
}

/** Server answers and shared validation messages: English text in, the reader's language out. */
export const translateMessage = (text: string): string => translateText(text);
