/**
 * How numbers reach the screen, one way everywhere: money as "$5,751.86", file sizes in MB or, below
 * 0.1 MB, in KB (never "0.0 MB"), and counts with the right plural ("1 file", "2 files").
 */

import { readMoney } from './read-values';

const MB = 1024 * 1024;

/** "$1,234.50" / "-$12.00" in US dollars, written for `locale` (a BCP 47 tag); "—" when there is no amount. */
export function formatMoney(n: number | null | undefined, locale = 'en-US'): string {
  if (n == null || !Number.isFinite(n)) return '—';
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(n);
}

/** A typed or extracted amount ("5751.86", "$5,751.86", 5751.86) shown as money; text that is no amount stays as it is. */
export function formatMoneyText(value: string | number | null | undefined, locale = 'en-US'): string {
  if (value == null || value === '') return '';
  if (typeof value === 'number') return formatMoney(value, locale);
  const trimmed = value.trim();
  const money = readMoney(trimmed);
  return money ? formatMoney(money.cents / 100, locale) : trimmed;
}

/** "12 KB", "0.4 MB", "12.3 MB". */
export function formatFileSize(bytes: number, locale = 'en-US'): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 0.1 * MB) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString(locale)} KB`;
  return `${(bytes / MB).toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;
}

/** "1 file", "3 files", "2 categories" (pass the plural when it is not the word plus "s"). */
export function plural(count: number, word: string, pluralWord = `${word}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? word : pluralWord}`;
}

/** What kind of file this is, in words ("PDF document", "JPEG photo"), never a MIME type. */
export function fileKindLabel(contentType: string | null | undefined, fileName = ''): string {
  const type = (contentType ?? '').toLowerCase();
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  if (type === 'application/pdf' || ext === 'pdf') return 'PDF document';
  if (type.includes('wordprocessingml') || type === 'application/msword' || ext === 'docx' || ext === 'doc') return 'Word document';
  if (type.endsWith('/xml') || ext === 'xml') return 'Estimate file (XML)';
  if (type === 'image/jpeg' || ext === 'jpg' || ext === 'jpeg') return 'JPEG photo';
  if (type === 'image/png' || ext === 'png') return 'PNG image';
  if (type === 'image/heic' || type === 'image/heif' || ext === 'heic' || ext === 'heif') return 'HEIC photo';
  if (type === 'image/gif' || ext === 'gif') return 'GIF image';
  if (type === 'image/bmp' || ext === 'bmp') return 'BMP image';
  if (type === 'image/tiff' || ext === 'tif' || ext === 'tiff') return 'TIFF image';
  if (type.startsWith('image/')) return 'Image';
  return 'File';
}

const CLOSERS: Record<string, string> = { '(': ')', '[': ']' };

/**
 * A printed label as read may stop where its line wrapped ("CCC Valuation (average of statewide"):
 * what it opened is closed after an ellipsis, so no reader sees a bracket or quote left open.
 * A label that closes what it opens is returned as it is.
 */
export function closeCutLabel(label: string): string {
  const open: string[] = [];
  for (const ch of label) {
    if (ch in CLOSERS) open.push(CLOSERS[ch]);
    else if ((ch === ')' || ch === ']') && open.at(-1) === ch) open.pop();
  }
  const quoteOpen = (label.match(/"/g)?.length ?? 0) % 2 === 1;
  if (!open.length && !quoteOpen) return label;
  const kept = label.replace(/[\s,;:–—-]+$/, '');
  return `${kept} …${quoteOpen ? '"' : ''}${open.reverse().join('')}`;
}
