import { describe, expect, it } from 'vitest';
import { readableLine, resolveLogFormat } from './log-format.js';

describe('the log format', () => {
  it('auto is readable in a terminal and JSON lines elsewhere; a silent logger never needs the printer', () => {
    expect(resolveLogFormat('auto', 'info', true)).toBe('pretty');
    expect(resolveLogFormat('auto', 'info', false)).toBe('json');
    expect(resolveLogFormat('json', 'info', true)).toBe('json');
    expect(resolveLogFormat('pretty', 'info', false)).toBe('pretty');
    expect(resolveLogFormat('auto', 'silent', true)).toBe('json');
  });

  it('without pino-pretty, a JSON line becomes one readable line: time, level, message, then the other keys', () => {
    const time = new Date(2026, 0, 2, 9, 5, 7).getTime();
    const line = JSON.stringify({ level: 40, time, pid: 1, hostname: 'h', msg: 'First run', setupCode: 'ABCD', note: 'two words' });
    expect(readableLine(`${line}\n`)).toBe('09:05:07 WARN  First run setupCode=ABCD note="two words"\n');
    const request = JSON.stringify({
      level: 30,
      time,
      msg: 'request completed',
      req: { method: 'GET', url: '/healthz' },
      res: { statusCode: 200 },
      responseTime: 1.5,
    });
    expect(readableLine(request)).toBe('09:05:07 INFO  request completed req=GET /healthz res=200 responseTime=1.5\n');
    expect(readableLine('not json')).toBe('not json\n');
  });
});
