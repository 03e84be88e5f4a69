/**
 * Per-account quotas, checked before a handler reads a body: the bytes an account stores, its
 * uploads in progress at once, its claims and its dispute letters in a day. Each refusal is a 413
 * or 429 with a sentence saying which limit and what to do. Claimant accounts only: staff and
 * admin accounts are the firm's.
 *
 * Stored bytes are reserved, not only counted: a request reserves its declared length against the
 * account's quota (what the account stores plus what its other requests in progress reserved) in
 * one step before its body is read, so of several requests sent at once that cross the quota
 * together the first ones within it pass and only the excess is refused at once, instead of all
 * of them failing part-way as their bytes add up. The multipart reader counts the bytes as they
 * arrive (countUploadBytes): a body without a declared length reserves as it goes.
 *
 * The reservations are rows in the database (quota_reservations), checked and written under a
 * transaction lock on the account, so with several web processes on one PostgreSQL database each
 * sees the others' requests: the quota and the uploads in progress hold across processes. A row is
 * deleted when its request ends; a process that dies leaves rows that expire and then count for nothing.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { AppError } from '../errors.js';
import { claimsSince, lettersSince, releaseReservation, reserveStoredBytes } from './quotas.queries.js';

export type AccountQuotas = {
  storedBytes: number;
  openUploads: number;
  claimsPerDay: number;
  lettersPerDay: number;
  /** The request cap the multipart reader refuses at once (MAX_REQUEST_MB): such a request waits for no quota query. */
  requestBytes: number;
  /** How long a reservation counts unless given back or renewed: longer than a request may take, so only a dead process's rows expire. */
  reservationMs: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * What a body without a declared length reserves beyond the bytes it has counted, so that it asks
 * the database about once a MB rather than for every chunk; never more than the quota leaves.
 */
const GROWTH_BYTES = 1024 * 1024;
/**
 * A request's reservation: its row, the bytes the row holds, the file bytes the request has counted,
 * and whether the request has ended (its row given back).
 */
type ByteCount = { db: Db; id: string; userId: number; quota: number; reservationMs: number; own: number; counted: number; ended: boolean };
const byteCounts = new WeakMap<FastifyRequest, ByteCount>();

/**
 * Counts `n` more file bytes of the request within its reservation, reserving more when it has
 * none left (a body of no declared length) if the account's quota allows; within: false once past
 * it. Answers within where no quota applies.
 */
export async function countUploadBytes(request: FastifyRequest, n: number): Promise<{ within: boolean; quota: number }> {
  const c = byteCounts.get(request);
  if (!c || c.ended) return { within: true, quota: 0 };
  c.counted += n;
  if (c.counted <= c.own) return { within: true, quota: c.quota };
  const more = await reserveStoredBytes(c.db, {
    id: c.id,
    userId: c.userId,
    need: c.counted,
    want: c.counted + GROWTH_BYTES,
    quota: c.quota,
    ttlMs: c.reservationMs,
  });
  // Ended while the row grew: the row was given back before this wrote it again.
  if (c.ended) await releaseReservation(c.db, { id: c.id });
  if (!('granted' in more)) return { within: false, quota: c.quota };
  c.own = more.granted;
  return { within: true, quota: c.quota };
}

export const storedQuotaReached = (quota: number) =>
  new AppError(
    'payload_too_large',
    `Your account would store more than ${Math.round(quota / 1024 / 1024).toLocaleString('en-US')} MB of files, the most one account may keep. Remove staged files you no longer need, or ask the firm to raise the limit.`,
  );

const tooMany = (message: string, retryAfterSeconds: number) =>
  new AppError('rate_limited', message, { headers: { 'Retry-After': String(retryAfterSeconds) } });

export function registerAccountQuotas(app: FastifyInstance, quotas: AccountQuotas): void {
  const release = async (request: FastifyRequest) => {
    const c = byteCounts.get(request);
    if (!c || c.ended) return;
    c.ended = true;
    // This request's bytes are stored (and counted from the database) or were removed. Should the
    // delete fail, the row expires.
    await releaseReservation(c.db, { id: c.id }).catch((err: Error) => request.log.warn({ err: err.message }, 'quota reservation not released'));
  };
  // Given back before the answer goes out: a client that sends its next upload on the answer finds
  // this one's row gone (its file, if stored, is counted from the database by then).
  app.addHook('onSend', async (request, _reply, payload) => {
    await release(request);
    return payload;
  });
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);

  app.addHook('preHandler', async (request) => {
    const user = request.user;
    if (user?.role !== 'claimant' || request.method !== 'POST') return;
    const db = app.deps.db;
    const route = request.routeOptions.url ?? '';
    if (route === '/api/claims' && (await claimsSince(db, { userId: user.id, since: new Date(Date.now() - DAY_MS) })) >= quotas.claimsPerDay) {
      throw tooMany(
        `Your account has submitted ${quotas.claimsPerDay} claims in the last 24 hours, the most one account may. Please send this one later, or call the firm.`,
        3600,
      );
    }
    if (
      route === '/api/claims/:referenceNumber/dispute-letters' &&
      (await lettersSince(db, { userId: user.id, since: new Date(Date.now() - DAY_MS) })) >= quotas.lettersPerDay
    ) {
      throw tooMany(
        `Your account has made ${quotas.lettersPerDay} dispute letters in the last 24 hours, the most one account may. Please make this one later.`,
        3600,
      );
    }
    if (!request.isMultipart()) return;
    // A body declared over the request cap is refused by the reader before a byte is read: a database
    // round trip here first would let the client send past the lingering close and lose the 413.
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > quotas.requestBytes + 64 * 1024) return;
    const own = Number.isFinite(declared) && declared > 0 ? declared : 0;
    const id = randomUUID();
    const reservation = await reserveStoredBytes(db, {
      id,
      userId: user.id,
      need: own,
      want: own,
      quota: quotas.storedBytes,
      openUploads: quotas.openUploads,
      ttlMs: quotas.reservationMs,
    });
    if ('granted' in reservation) {
      byteCounts.set(request, { db, id, userId: user.id, quota: quotas.storedBytes, reservationMs: quotas.reservationMs, own, counted: 0, ended: false });
      return;
    }
    if (reservation.refused === 'open') {
      throw tooMany(
        `You already have ${reservation.inProgress} uploads in progress, the most one account may send at once. Wait for one to finish, then send this again.`,
        10,
      );
    }
    throw storedQuotaReached(quotas.storedBytes);
  });
}
