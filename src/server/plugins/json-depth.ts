/**
 * Every JSON body is measured before it is parsed: nested deeper than MAX_JSON_DEPTH (no body of
 * this API is) it is refused with a 400 before any handler, schema or recursive walk could run out
 * of stack on it. The scan is one pass over the text, counting brackets outside strings.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

export const MAX_JSON_DEPTH = 32;

const OPEN_OBJECT = 123; // {
const OPEN_ARRAY = 91; // [
const CLOSE_OBJECT = 125; // }
const CLOSE_ARRAY = 93; // ]
const QUOTE = 34; // "
const BACKSLASH = 92;

/** Whether the JSON text nests objects and arrays deeper than `max` (strings skipped). */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > max) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth--;
  }
  return false;
}

/** Replaces Fastify's JSON parser with the same one behind the depth check. */
export function registerJsonDepthLimit(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDeeperThan(body as string, MAX_JSON_DEPTH)) {
      return done(new AppError('bad_request', `The request's JSON nests deeper than ${MAX_JSON_DEPTH} levels, which no call of this API takes.`), undefined);
    }
    parse(request, body as string, done);
  });
}
