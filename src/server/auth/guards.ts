import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { cachedSession, resolveSession, SESSION_COOKIE, type SessionUser } from './session.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a session (login, signup, reset, healthz). */
    public?: boolean;
  }
}

/**
 * Loads the session for every /api request and answers 401 unless the route is marked public.
 * Unknown /api paths fall through to the JSON 404.
 */
export function registerAuthHook(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  // A callback hook: a session the cache holds is settled without a promise (most reads).
  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    if (!request.url.startsWith('/api/')) return done();
    const token = request.cookies[SESSION_COOKIE];
    const cached = token ? cachedSession(app.deps.db, token) : null;
    if (cached !== undefined) {
      request.user = cached;
      return done(refusal(request));
    }
    resolveSession(app.deps.db, token).then(
      (user) => {
        request.user = user;
        done(refusal(request));
      },
      (err: Error) => done(err),
    );
  });
  // What a signed-in person reads (or the answer that signs them in) is theirs alone: no browser,
  // proxy or shared-computer cache keeps it.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && (request.user || reply.hasHeader('set-cookie'))) {
      const current = String(reply.getHeader('cache-control') ?? '');
      if (!current.includes('no-store')) reply.header('Cache-Control', current.includes('private') ? 'private, no-store' : 'no-store');
    }
    done(null, payload);
  });
}

/** Why this request may not go on, if it may not. */
function refusal(request: FastifyRequest): AppError | undefined {
  if (request.routeOptions.config?.public || request.is404) return undefined;
  if (!request.user) return new AppError('unauthorized', 'Please sign in to continue.');
  // Claimants reach nothing under /api/admin (DESIGN.md), whatever a route declares, and before
  // its body is validated, so a refusal never depends on what was sent.
  if (request.user.role === 'claimant' && request.url.startsWith('/api/admin/')) {
    return new AppError('forbidden', 'This needs the staff or admin role; your account is claimant.');
  }
  return undefined;
}

/** The signed-in user; routes behind the auth hook can rely on it. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('unauthorized', 'Please sign in to continue.');
  return request.user;
}

/** preHandler: the user must hold one of the roles. */
export function requireRole(...roles: SessionUser['role'][]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = currentUser(request);
    if (!roles.includes(user.role)) {
      throw new AppError('forbidden', `This needs the ${roles.join(' or ')} role; your account is ${user.role}.`);
    }
  };
}

/** Staff-side calls: staff and admins. */
export const requireStaff = requireRole('staff', 'admin');
/** User management: admins only. */
export const requireAdmin = requireRole('admin');
