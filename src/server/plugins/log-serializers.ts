/**
 * The logs' error serializer: an error's class, code, message and call stack, through its cause
 * chain, and nothing else. A failed query's message carries its SQL and its parameters (drizzle's
 * "Failed query: … params: …", with `query` and `params` beside it; PostgreSQL's `detail` names
 * the values): none of that reaches a log line, which may hold claimants' e-mails and names.
 */

const MAX_CAUSES = 5;
/** From here on a message is a query or its values. */
const QUERY_TEXT = /(Failed query:|\bparams:|\bKey \()[\s\S]*$/;

type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string; code?: string; statusCode?: number; cause?: LoggedError };

/** The message with any SQL and parameters cut off (and bounded). */
export function loggableMessage(message: unknown): string {
  const text = typeof message === 'string' ? message : '';
  const cut = text.replace(QUERY_TEXT, (m) => (m.startsWith('Failed query') ? 'Failed query (SQL and parameters not logged)' : '[not logged]'));
  return cut.length > 500 ? `${cut.slice(0, 500)}…` : cut;
}

export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!err || typeof err !== 'object') return { type: typeof err, message: loggableMessage(String(err)), stack: '' };
  const e = err as { name?: unknown; message?: unknown; code?: unknown; statusCode?: unknown; stack?: unknown; cause?: unknown };
  const type =
    (err as object).constructor?.name && (err as object).constructor.name !== 'Object' ? (err as object).constructor.name : String(e.name ?? 'Error');
  const out: LoggedError = { type, message: loggableMessage(e.message), stack: '' };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = String(e.code);
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  // The frames only: the stack's first lines repeat the message.
  if (typeof e.stack === 'string')
    out.stack = e.stack
      .split('\n')
      .filter((l) => /^\s+at /.test(l))
      .join('\n');
  if (e.cause && depth < MAX_CAUSES) out.cause = serializeError(e.cause, depth + 1);
  return out;
}
