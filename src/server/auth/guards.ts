import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { resolveSession, SESSION_COOKIE, type SessionUser } from './session.js';

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
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    request.user = token ? await resolveSession(app.deps.db, token) : null;
    if (request.routeOptions.config?.public) return;
    if (request.is404) return;
    if (!request.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
    // Claimants reach nothing under /api/admin (DESIGN.md), whatever a route declares, and before
    // its body is validated, so a refusal never depends on what was sent.
    if (request.user.role === 'claimant' && request.url.startsWith('/api/admin/')) {
      throw new AppError('FORBIDDEN', 'This needs the staff or admin role; your account is claimant.');
    }
  });
}

/** The signed-in user; routes behind the auth hook can rely on it. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return request.user;
}

/** preHandler: the user must hold one of the roles. */
export function requireRole(...roles: SessionUser['role'][]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = currentUser(request);
    if (!roles.includes(user.role)) {
      throw new AppError('FORBIDDEN', `This needs the ${roles.join(' or ')} role; your account is ${user.role}.`);
    }
  };
}

/** Staff-side calls: staff and admins. */
export const requireStaff = requireRole('staff', 'admin');
/** User management: admins only. */
export const requireAdmin = requireRole('admin');
