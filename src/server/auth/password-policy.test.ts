import { describe, expect, it } from 'vitest';
import { baseUsername } from '../../shared/account-rules.js';
import { checkNewPassword, isCommonPassword } from './password-policy.js';

describe('password rules', () => {
  it('refuses listed passwords and their padded, repeated and keyboard-run variants', () => {
    for (const p of [
      'password1234',
      'PASSWORD1234',
      'qwertyuiopasdf',
      'iloveyou2024!!',
      '!!monkey123456',
      'aaaaaaaaaaaa',
      'abcabcabcabc',
      '098765432109',
      'zyxwvutsrqpon',
      '1qaz2wsx3edc',
    ]) {
      expect(isCommonPassword(p), p).toBe(true);
    }
  });

  it('accepts unlisted passphrases', () => {
    for (const p of ['Copper-kettle-river-2049', 'violet tractor sings', 'Harbour-lantern-47']) {
      expect(isCommonPassword(p), p).toBe(false);
      expect(checkNewPassword(p)).toBeNull();
    }
  });

  it('checks length, equality and the username', () => {
    expect(checkNewPassword('short')).toBe('The password must be at least 12 characters.');
    expect(checkNewPassword('Copper-kettle-river-2049', { confirm: 'Copper-kettle-river-2048' })).toBe('The two passwords do not match.');
    expect(checkNewPassword('jdoe-Copper-kettle', { username: 'jdoe' })).toBe('The password must not contain your username.');
    expect(checkNewPassword('x'.repeat(257))).toMatch(/at most 256/);
  });
});

describe('generated usernames', () => {
  it('takes the first initial and the last name, lower case ASCII', () => {
    expect(baseUsername('Jane Doe', 'Doe')).toBe('jdoe');
    expect(baseUsername('  Émile Zola ', 'Zola')).toBe('ezola');
    expect(baseUsername('Zoë Ångström', 'Ångström')).toBe('zangstrom');
    expect(baseUsername('Łucja Øster-Straße', 'Øster-Straße')).toBe('losterstrasse');
    expect(baseUsername("Mary O'Neil", "O'Neil")).toBe('moneil');
    expect(baseUsername('李 王', '王')).toBe('user');
  });
});
