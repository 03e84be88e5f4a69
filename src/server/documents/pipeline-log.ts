/**
 * The pipeline's own log, inside the document threads: errors are logged with the file's SHA-256 and
 * the error's class (and the stage), never its message or anything read from the document, which can
 * quote the file. JSON lines on stdout, like the server's log; the level is the server's LOG_LEVEL
 * (config.ts), which each pool task carries; outside a pool (a test, a bench) it is 'info'.
 */
import pino, { type Logger } from 'pino';

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

export function logPipelineError(sha256: string, stage: string, err: unknown): void {
  const code = (err as { code?: unknown })?.code;
  pipelineLog().warn({ sha256, stage, errorClass: errorClass(err), ...(typeof code === 'string' ? { code } : {}) }, 'document pipeline error');
}
