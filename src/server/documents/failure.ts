/**
 * The stable code of a pipeline or job failure, found in the error's cause chain: the codes, their
 * stage and the person's sentence live in shared/analysis-failures.ts. Drizzle wraps the driver's
 * error in its own Error, so PostgreSQL's SQLSTATE sits on `err.cause.code`; every link is looked at.
 */
import { type FailureCode, type FailureStage, failureStage, isFailureCode } from '../../shared/analysis-failures';

/** An error that names its failure code itself (the cause, when there is one, is kept). */
export class PipelineError extends Error {
  constructor(
    readonly failureCode: FailureCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PipelineError';
  }
}

/** SQLSTATEs of text PostgreSQL will not store: 22P05 (\u0000, a lone surrogate), 22021 (bad UTF-8). */
const INVALID_TEXT_SQLSTATES = new Set(['22P05', '22021']);
/** A SQLSTATE: five characters, digits and capitals (the driver's own codes are words). */
const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_DEPTH = 8;

/** The code of one link of the chain, or null when this link does not tell. */
function codeOfLink(err: unknown): FailureCode | null {
  if (!err || typeof err !== 'object') return null;
  const e = err as { name?: unknown; code?: unknown; failureCode?: unknown; message?: unknown };
  if (isFailureCode(e.failureCode)) return e.failureCode;
  // UnreadableDocumentError (text/types.ts) and its budget subclass carry a failure code as `code`.
  if (isFailureCode(e.code)) return e.code;
  const code = typeof e.code === 'string' ? e.code : '';
  if (INVALID_TEXT_SQLSTATES.has(code)) return 'store.invalid_text';
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') return 'thread.out_of_memory';
  if (SQLSTATE.test(code)) return 'store.failed';
  const name = typeof e.name === 'string' ? e.name : '';
  if (name === 'TimeoutError') return 'thread.timeout';
  if (name === 'InvalidPDFException' || name === 'FormatError' || name === 'MissingPDFException') return 'pdf.malformed';
  if (name === 'PasswordException') return 'pdf.encrypted';
  if (typeof e.message === 'string' && /out of memory|heap limit/i.test(e.message)) return 'thread.out_of_memory';
  return null;
}

/**
 * The failure's code: the first link of the cause chain (the error, its cause, their cause…) that
 * names one; `fallback` when none does. Only names and codes are read, never shown.
 */
export function failureCodeOf(err: unknown, fallback: FailureCode = 'analysis.failed'): FailureCode {
  let link: unknown = err;
  for (let depth = 0; link && depth < MAX_DEPTH; depth++) {
    const code = codeOfLink(link);
    if (code) return code;
    link = (link as { cause?: unknown }).cause;
  }
  return fallback;
}

/** Code and stage together, as logs print them. */
export function failureOf(err: unknown, fallback?: FailureCode): { code: FailureCode; stage: FailureStage } {
  const code = failureCodeOf(err, fallback);
  return { code, stage: failureStage(code) };
}
