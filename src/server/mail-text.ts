import type { TFunction } from 'i18next';
import { MAIL_MESSAGES } from './mail-messages.js';
import { translatorOf } from './translator.js';

const translate = translatorOf('mail', MAIL_MESSAGES);

/** Longest a name or free text may run in an e-mail line before it is cut with an ellipsis. */
export const MAIL_VALUE_MAX = 1000;

/**
 * A value as one plain line of an e-mail: line breaks, tabs, other control characters and the
 * direction overrides become spaces (a name with line breaks would otherwise write its own
 * paragraph above the firm's real link), runs of spaces fold, and it is cut at MAIL_VALUE_MAX.
 */
export function mailLine(value: string): string {
  const line = value
    .replace(/[\p{Cc}\p{Zl}\p{Zp}\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > MAIL_VALUE_MAX ? `${line.slice(0, MAIL_VALUE_MAX - 1).trimEnd()}…` : line;
}

/** The translator of e-mails for a person's chosen language (English when none or unknown); every string value goes in as one line. */
export function mailText(locale: string | null | undefined): TFunction<'mail'> {
  const t = translate(locale);
  const plain = t as unknown as (key: string, values?: Record<string, unknown>) => string;
  const clean = (key: string, values?: Record<string, unknown>) =>
    plain(key, values && Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? mailLine(v) : v])));
  return clean as unknown as TFunction<'mail'>;
}
