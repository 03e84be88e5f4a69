import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LineBatch, type LineSink } from './log-destination.js';

/** A stand-in for sonic-boom that records each write. */
function recorder(): { out: LineSink; writes: string[] } {
  const writes: string[] = [];
  const out: LineSink = {
    destroyed: false,
    write: (data: string) => {
      writes.push(data);
      return true;
    },
    flush: (cb?: () => void) => cb?.(),
    flushSync: () => {},
  };
  return { out, writes };
}

const here = path.dirname(fileURLToPath(import.meta.url));

describe('LineBatch', () => {
  it('hands the lines of one event-loop turn to the destination as one string, in order', async () => {
    const { out, writes } = recorder();
    const batch = new LineBatch(out);
    for (let i = 0; i < 5; i++) batch.write(`{"n":${i}}\n`);
    expect(writes).toEqual([]);
    await new Promise((r) => setImmediate(r));
    expect(writes).toEqual(['{"n":0}\n{"n":1}\n{"n":2}\n{"n":3}\n{"n":4}\n']);
    batch.write('{"n":5}\n');
    await new Promise((r) => setImmediate(r));
    expect(writes).toEqual(['{"n":0}\n{"n":1}\n{"n":2}\n{"n":3}\n{"n":4}\n', '{"n":5}\n']);
  });

  it('flushSync writes what is still queued', () => {
    const { out, writes } = recorder();
    const batch = new LineBatch(out);
    batch.write('a\n');
    batch.flushSync();
    expect(writes).toEqual(['a\n']);
  });

  it('loses no line when the process exits in the same turn as it logged them', () => {
    // A real pino logger on the real stdout destination, then process.exit() before any I/O turn.
    const script = [
      `const { pino } = await import('pino');`,
      `const { stdoutLines } = await import(${JSON.stringify(path.join(here, 'log-destination.ts'))});`,
      `const log = pino({ base: undefined, timestamp: false }, stdoutLines());`,
      `for (let i = 0; i < 2000; i++) log.info({ i }, 'line');`,
      `process.exit(0);`,
    ].join('\n');
    const stdout = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(2000);
    expect(JSON.parse(lines[1999] as string)).toMatchObject({ i: 1999, msg: 'line' });
  });
});
