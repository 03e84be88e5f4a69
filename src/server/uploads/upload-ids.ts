/**
 * Upload ids named in a request (repeated `uploadIds` fields, comma-separated or not, or a query's
 * `ids`): counted and checked as each one is read, so a request naming thousands is refused at the
 * first id past the cap, before more are held, and never spread into one call's arguments.
 */
import { UPLOAD_IDS_MAX } from '../../shared/contracts/documents.js';
import { AppError } from '../errors.js';

export const MAX_UPLOAD_IDS = UPLOAD_IDS_MAX;
/** What every upload id looks like (uploads are named by random url-safe ids). */
export const UPLOAD_ID = /^[A-Za-z0-9_-]{8,64}$/;

const refusal = (message: string, field: string) => new AppError('validation', message, { fields: [{ field, message }] });
export const tooManyUploadIds = (field = 'uploadIds', max = MAX_UPLOAD_IDS) =>
  refusal(`A request can name at most ${max} uploads. Send fewer at a time.`, field);
export const badUploadId = (field = 'uploadIds') => refusal(`${field} must be a list of upload ids`, field);

/**
 * Appends the ids of one field's value to `into` (trimmed, empty ones skipped); throws VALIDATION
 * (400) at the first id past `max` or the first that is not an upload id.
 */
export function addUploadIds(into: string[], value: string, opts: { field?: string; max?: number } = {}): string[] {
  const field = opts.field ?? 'uploadIds';
  const max = opts.max ?? MAX_UPLOAD_IDS;
  for (let start = 0; start <= value.length; ) {
    let end = value.indexOf(',', start);
    if (end < 0) end = value.length;
    const id = value.slice(start, end).trim();
    start = end + 1;
    if (!id) continue;
    if (into.length >= max) throw tooManyUploadIds(field, max);
    if (!UPLOAD_ID.test(id)) throw badUploadId(field);
    into.push(id);
  }
  return into;
}

/** One value's ids (a query's `ids=a,b`), checked like the fields'. */
export const parseUploadIds = (value: string, field = 'ids'): string[] => addUploadIds([], value, { field });
