import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './session.js';

/**
 * httpOnly (no script reads it), SameSite=Lax (not sent on cross-site posts), Secure when the
 * request came over HTTPS (directly, or via a trusted proxy's X-Forwarded-Proto).
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
}
