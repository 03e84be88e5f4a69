import { createRequire } from 'node:module';

export type LogFormat = 'auto' | 'json' | 'pretty';

/**
 * The form the log takes: `auto` is readable lines when a person watches the terminal (stdout is a
 * TTY) and JSON lines otherwise (a log collector, a pipe, a file). A silent logger writes nothing,
 * so it never needs the pretty printer's thread.
 */
export function resolveLogFormat(format: LogFormat, level: string, stdoutIsTty: boolean): 'json' | 'pretty' {
  if (level === 'silent') return 'json';
  if (format === 'auto') return stdoutIsTty ? 'pretty' : 'json';
  return format;
}

/** Whether pino-pretty (a development dependency, docs/decisions/006) is installed here. */
export function hasPinoPretty(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Keys every line has, printed in the line's head or not at all. */
const HEAD_KEYS = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'v']);

const pad2 = (n: number) => String(n).padStart(2, '0');

function showValue(value: unknown): string {
  if (typeof value === 'string') return /[\s"=]/.test(value) ? JSON.stringify(value) : value;
  if (value !== null && typeof value === 'object') {
    // A request or response: the few words a person reads, not the whole object.
    const v = value as Record<string, unknown>;
    if ('method' in v && 'url' in v) return `${v.method} ${v.url}`;
    if ('statusCode' in v) return String(v.statusCode);
  }
  return JSON.stringify(value);
}

/**
 * One pino JSON line as one readable line, `12:04:31 WARN message key=value …`: the fallback of the
 * pretty format where pino-pretty is not installed (a production install without dev dependencies).
 * A line that is not JSON passes through as it is.
 */
export function readableLine(jsonLine: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(jsonLine);
  } catch {
    return jsonLine.endsWith('\n') ? jsonLine : `${jsonLine}\n`;
  }
  const at = typeof entry.time === 'number' ? new Date(entry.time) : new Date();
  const time = `${pad2(at.getHours())}:${pad2(at.getMinutes())}:${pad2(at.getSeconds())}`;
  const level = LEVELS[entry.level as number] ?? String(entry.level ?? '');
  const rest = Object.entries(entry)
    .filter(([k]) => !HEAD_KEYS.has(k))
    .map(([k, v]) => `${k}=${showValue(v)}`);
  return `${[time, level.padEnd(5), entry.msg ?? '', ...rest].join(' ').trimEnd()}\n`;
}

/** A pino destination writing readable lines to stdout (the pretty format without pino-pretty). */
export function readableStdout(): { write(line: string): boolean } {
  return { write: (line: string) => process.stdout.write(readableLine(line)) };
}
