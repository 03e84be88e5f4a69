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
 * The reservations are this process's: with several web processes on one PostgreSQL database each
 * reserves its own requests, and what another process stored is seen once it is in the database.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { claimsSince, lettersSince, storedBytesOf } from './quotas.queries.js';

export type AccountQuotas = {
  storedBytes: number;
  openUploads: number;
  claimsPerDay: number;
  lettersPerDay: number;
  /** The request cap the multipart reader refuses at once (MAX_REQUEST_MB): such a request waits for no quota query. */
  requestBytes: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A request's part of its account's quota: what the account stored when it began, the bytes the
 * account's requests in progress have reserved (shared by them, by account), this request's own
 * reservation and the file bytes it has counted.
 */
type ByteCount = { stored: number; quota: number; reserved: Map<number, number>; userId: number; own: number; counted: number };
const byteCounts = new WeakMap<FastifyRequest, ByteCount>();

/**
 * Counts `n` more file bytes of the request within its reservation, reserving more when it has
 * none left (a body of no declared length) if the account's quota allows; false once past it.
 * Answers true where no quota applies.
 */
export function countUploadBytes(request: FastifyRequest, n: number): { within: boolean; quota: number } {
  const c = byteCounts.get(request);
  if (!c) return { within: true, quota: 0 };
  c.counted += n;
  if (c.counted <= c.own) return { within: true, quota: c.quota };
  const more = c.counted - c.own;
  const reserved = c.reserved.get(c.userId) ?? 0;
  if (c.stored + reserved + more > c.quota) return { within: false, quota: c.quota };
  c.reserved.set(c.userId, reserved + more);
  c.own += more;
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
  const open = new Map<number, number>();
  const holding = new WeakSet<FastifyRequest>();
  const reserved = new Map<number, number>();
  const release = (request: FastifyRequest) => {
    if (!holding.has(request) || !request.user) return;
    holding.delete(request);
    // This request's bytes are stored (and counted from the database) or were removed.
    const own = byteCounts.get(request)?.own ?? 0;
    const left = (reserved.get(request.user.id) ?? 0) - own;
    if (left > 0) reserved.set(request.user.id, left);
    else reserved.delete(request.user.id);
    const n = (open.get(request.user.id) ?? 1) - 1;
    if (n > 0) open.set(request.user.id, n);
    else open.delete(request.user.id);
  };
  app.addHook('onResponse', async (request) => release(request));
  app.addHook('onRequestAbort', async (request) => release(request));

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
    const inFlight = open.get(user.id) ?? 0;
    if (inFlight >= quotas.openUploads) {
      throw tooMany(
        `You already have ${inFlight} uploads in progress, the most one account may send at once. Wait for one to finish, then send this again.`,
        10,
      );
    }
    open.set(user.id, inFlight + 1);
    holding.add(request);
    const stored = await storedBytesOf(db, { userId: user.id });
    // Checked and reserved in one step (no await between): requests at once each see the others' reservations.
    const others = reserved.get(user.id) ?? 0;
    const own = Number.isFinite(declared) && declared > 0 ? declared : 0;
    if (stored + others >= quotas.storedBytes || stored + others + own > quotas.storedBytes) throw storedQuotaReached(quotas.storedBytes);
    reserved.set(user.id, others + own);
    byteCounts.set(request, { stored, quota: quotas.storedBytes, reserved, userId: user.id, own, counted: 0 });
  });
}
