/**
 * The pipeline's own log, inside the document threads: errors are logged with the file's SHA-256, the
 * stage, the failure's stable code (failure.ts, from the cause chain) and the error's class, never its
 * message or anything read from the document, which can quote the file. JSON lines on stdout, like the server's log; the level is the server's LOG_LEVEL
 * (config.ts), which each pool task carries; outside a pool (a test, a bench) it is 'info'.
 */
import pino, { type Logger } from 'pino';
import type { FailureCode } from '../../shared/analysis-failures';
import { failureCodeOf } from './failure';

let logger: Logger | null = null;

export function setPipelineLogLevel(level: string | undefined): void {
  if (!level) return;
  if (logger) logger.level = level;
  else logger = pino({ level, base: { role: 'document-thread' } });
}

function pipelineLog(): Logger {
  logger ??= pino({ level: 'info', base: { role: 'document-thread' } });
  return logger;
}

/** The class of an error, for logs: its name (TypeError, InvalidPDFException, AbortError…) or its type. */
export function errorClass(err: unknown): string {
  if (err instanceof Error) return err.name || err.constructor?.name || 'Error';
  return typeof err;
}

/** `stage`: where it happened (a page's text layer, its OCR, the whole analysis); `fallback`: the code when the chain names none. */
export function logPipelineError(sha256: string, stage: string, err: unknown, fallback?: FailureCode): void {
  pipelineLog().warn({ sha256, stage, code: failureCodeOf(err, fallback), errorClass: errorClass(err) }, 'document pipeline error');
}
