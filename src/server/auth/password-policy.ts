import fs from 'node:fs';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '../../shared/account-rules.js';

let common: Set<string> | undefined;

/** The shipped list of common passwords (common-passwords.txt), loaded once. */
function commonPasswords(): Set<string> {
  if (!common) {
    const text = fs.readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
    common = new Set(text.split('\n').filter((line) => line && !line.startsWith('#')));
  }
  return common;
}

// Runs along the keyboard and the alphabet: "qwertyuiopas" or "123456789012" are not secrets.
const SEQUENCES = ['0123456789'.repeat(4), 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiopasdfghjklzxcvbnm', '1qaz2wsx3edc4rfv5tgb6yhn7ujm'];

/**
 * True when the password is on the common list, or is a common password padded with digits and
 * symbols ("sunshine2024!!"), a short chunk repeated, or a keyboard/alphabet run. Only long
 * lists catch the first two; the length rule alone lets "password1234" through.
 */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  const lower = password.toLowerCase();
  if (list.has(lower)) return true;
  const core = lower.replace(/^[\d\W_]+/, '').replace(/[\d\W_]+$/, '');
  if (core.length >= 3 && list.has(core)) return true;
  if (/^(.{1,6})\1+$/.test(lower)) return true;
  if (new Set(lower).size <= 3) return true;
  for (const seq of SEQUENCES) {
    const reversed = [...seq].reverse().join('');
    if (seq.includes(lower) || reversed.includes(lower)) return true;
  }
  return false;
}

/** The first rule the new password breaks, or null. Both fields must match when both are given. */
export function checkNewPassword(password: string, options: { confirm?: string; username?: string } = {}): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (options.confirm !== undefined && options.confirm !== password) return PASSWORD_MESSAGES.mismatch;
  if (isCommonPassword(password)) return PASSWORD_MESSAGES.common;
  if (options.username && options.username.length >= 4 && password.toLowerCase().includes(options.username.toLowerCase())) {
    return 'The password must not contain your username.';
  }
  return null;
}
