import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

/**
 * PostgreSQL cannot store a NUL character in text, and no form field needs one: refuse it in
 * JSON bodies, query strings and path parameters with a 400 before any handler sees it.
 * Multipart fields are parsed by the handlers; the error handler maps the database's refusal.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    if (request.url.includes('%00') || hasNul(request.params) || hasNul(request.query) || (!request.isMultipart() && hasNul(request.body))) {
      return done(new AppError('bad_request', 'The request contains a NUL character, which no field accepts.'));
    }
    done();
  });
}
