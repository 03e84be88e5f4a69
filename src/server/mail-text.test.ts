import { describe, expect, it } from 'vitest';
import { MAIL_VALUE_MAX, mailLine, mailText } from './mail-text.js';

describe('names and free text in e-mails', () => {
  it('become one line: breaks, tabs, control characters and direction overrides are spaces', () => {
    expect(mailLine('Jane\r\n\r\nYour account is locked. Open http://evil.example\u2028now')).toBe('Jane Your account is locked. Open http://evil.example now');
    expect(mailLine('  Ana\tMaría\u0007 \u202Eevil ')).toBe('Ana María evil');
    expect(mailLine('x'.repeat(MAIL_VALUE_MAX + 50))).toHaveLength(MAIL_VALUE_MAX);
  });

  it('cannot put a paragraph above the real link of the approval e-mail', () => {
    const text = mailText('en')('approved.body', {
      name: 'Jane\n\nIMPORTANT: your link expired, use http://evil.example instead\n',
      username: 'jdoe',
      hours: 24,
      link: 'https://claims.example/reset?token=abc',
    });
    const lines = text.split('\n');
    expect(lines[0]).toBe('Hello Jane IMPORTANT: your link expired, use http://evil.example instead,');
    expect(lines.filter((l) => l.includes('evil.example'))).toHaveLength(1);
    expect(text).toContain('\n\nhttps://claims.example/reset?token=abc\n');
  });
});
