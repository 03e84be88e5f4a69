import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { deleteDevicesUnseenSince, findKnownDeviceSeen, upsertKnownDevice } from './known-devices.queries.js';

/**
 * The device cookie: a random value this browser keeps, set at a successful sign-in or password
 * link. Only its SHA-256 is stored, with the accounts it signed in to; it grants nothing by itself,
 * it only lets the right password through the account's own backoff (login-limits.queries.ts).
 */
export const DEVICE_COOKIE = 'did';
/** A browser unseen this long is a stranger again; the cookie lives as long. */
export const DEVICE_TTL_DAYS = 180;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const wellFormed = (token: string | undefined): token is string => !!token && /^[A-Za-z0-9_-]{43}$/.test(token);

/** Whether this browser's cookie signed in to the account before (and was seen within the TTL). */
export async function isKnownDevice(db: Db, params: { userId: number; token: string | undefined }): Promise<boolean> {
  if (!wellFormed(params.token)) return false;
  const seen = await findKnownDeviceSeen(db, { tokenHash: hashOf(params.token), userId: params.userId });
  return !!seen && seen.getTime() > Date.now() - DEVICE_TTL_DAYS * 86_400_000;
}

/** Records this browser as known to the account (keeping its cookie when it has one) and renews the cookie. */
export async function rememberDevice(db: Db, request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  const current = request.cookies[DEVICE_COOKIE];
  const token = wellFormed(current) ? current : randomBytes(32).toString('base64url');
  await upsertKnownDevice(db, { tokenHash: hashOf(token), userId, at: new Date() });
  reply.setCookie(DEVICE_COOKIE, token, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: DEVICE_TTL_DAYS * 86_400,
  });
}

/** Forgets browsers unseen for longer than the TTL. */
export async function pruneKnownDevices(db: Db): Promise<number> {
  return deleteDevicesUnseenSince(db, new Date(Date.now() - DEVICE_TTL_DAYS * 86_400_000));
}
