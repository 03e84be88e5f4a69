import { randomInt, timingSafeEqual } from 'node:crypto';
import { hashPassword } from '../auth/password.js';
import { checkNewPassword } from '../auth/password-policy.js';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema.js';
import { AppError } from '../errors.js';
import { activeAdminExists, insertFirstAdmin } from './setup.queries.js';

export const SETUP_GONE_MESSAGE = 'This portal is already set up. Sign in, or ask an administrator for an account.';

/** A one-time setup code: 12 characters a person can read off a log and type (no 0/O, 1/I/L). */
export function newSetupCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/**
 * Headers a proxy adds for the client it speaks for. Any one of them on a loopback socket means the
 * request may come from anywhere through a proxy on this machine (TRUST_PROXY unset or not).
 */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-server',
  'x-real-ip',
  'x-client-ip',
  'x-original-forwarded-for',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'via',
];

export interface SetupOrigin {
  /** The socket's own peer address, never an address a proxy reported. */
  socketAddress: string | undefined;
  headers: Record<string, unknown>;
  trustProxy: boolean;
}

/**
 * The request came from the machine itself: a loopback socket and no forwarding header. Never
 * true behind a trusted proxy, whose requests all reach the socket from the proxy.
 */
export function isLoopback(origin: SetupOrigin): boolean {
  if (origin.trustProxy) return false;
  const ip = origin.socketAddress ?? '';
  const loopback = ip === '::1' || /^(::ffff:)?127\./.test(ip);
  return loopback && !FORWARDING_HEADERS.some((h) => origin.headers[h] !== undefined);
}

/**
 * The setup page's address as a person on the server's machine opens it: PUBLIC_URL when set, else
 * the listening host and port, an any-address host (0.0.0.0, ::) shown as 127.0.0.1.
 */
export function setupUrl(config: { PUBLIC_URL?: string; HOST: string; PORT: number }): string {
  if (config.PUBLIC_URL) return new URL('/setup', config.PUBLIC_URL).href;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' || config.HOST === '' ? '127.0.0.1' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}/setup`;
}

function sameCode(given: string, expected: string): boolean {
  const a = Buffer.from(given.trim().toUpperCase().replace(/[\s-]/g, ''));
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface SetupState {
  /** The code printed in the log at start; null once used (or when users existed at start). */
  code: string | null;
}

/**
 * First run: creates the first admin while no user exists. Allowed from the machine itself
 * (a loopback socket, no forwarding header, TRUST_PROXY off) or with the one-time code from the log; 404 once an approved admin exists
 * (a pending account request does not close it: nobody could approve it).
 */
export async function createFirstAdmin(
  deps: { db: Db; state: SetupState },
  params: { origin: SetupOrigin; code?: string; username: string; fullName?: string; password: string; confirmPassword: string },
): Promise<UserRow> {
  if (await activeAdminExists(deps.db)) throw new AppError('not_found', SETUP_GONE_MESSAGE);
  const local = isLoopback(params.origin);
  if (!local && !(params.code && deps.state.code && sameCode(params.code, deps.state.code))) {
    throw new AppError(
      'forbidden',
      params.code
        ? 'That setup code is not right. Copy it again from the server log (the line that says "first-run setup code").'
        : 'Setting up from another computer needs the one-time setup code printed in the server log when it started.',
      { fields: [{ field: 'code', message: 'Enter the setup code from the server log.' }] },
    );
  }
  const username = params.username.trim().toLowerCase();
  const problem = checkNewPassword(params.password, { confirm: params.confirmPassword, username });
  if (problem)
    throw new AppError('validation', problem, {
      fields: [{ field: params.confirmPassword !== params.password ? 'confirmPassword' : 'password', message: problem }],
    });
  const admin = await insertFirstAdmin(deps.db, {
    username,
    passwordHash: await hashPassword(params.password),
    fullName: params.fullName?.trim() || 'Administrator',
  });
  if (admin === 'gone') throw new AppError('not_found', SETUP_GONE_MESSAGE);
  if (admin === 'taken') {
    const message = `The username ${username} is already asked for by an account request. Choose another one.`;
    throw new AppError('validation', message, { fields: [{ field: 'username', message }] });
  }
  deps.state.code = null;
  return admin;
}
