import type { SignupInput } from '../../shared/account.js';
import { baseUsername } from '../../shared/account-rules.js';
import type { Content } from '../../shared/content.js';
import { countAuditForTargetSince, countAuditSince, writeAudit } from '../audit/audit.queries.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema.js';
import { AppError } from '../errors.js';
import { mailText } from '../mail-text.js';
import type { Mailer } from '../mail.js';
import { isUniqueViolation } from './auth.service.js';
import { createUser, findUsersByEmail, nextFreeUsername } from './users.queries.js';

/** Account requests one address may send in an hour (an office behind one NAT sends a few). */
export const SIGNUPS_PER_IP_HOUR = 10;

/**
 * The one answer to every account request, new address or known: telling them apart would let
 * anyone learn who has an account. The username comes with the approval.
 */
export const SIGNUP_ANSWER =
  'Your request has been sent for approval. Once an administrator approves it, you will get your username ' +
  'and a link to choose your password, by e-mail or from the administrator. ' +
  'If this e-mail address already has an account or a request, we have written to it instead.';

interface AccountRequestDeps {
  db: Db;
  mailer: Mailer | null;
  config: Pick<Config, 'PUBLIC_URL'>;
  content: Pick<Content, 'firmName'>;
}

/**
 * An account request: a pending user with a generated username and no usable password. When the
 * e-mail (case and spaces folded) already has an account or a request, nothing is created and the
 * owner is told by e-mail (at most once a day); the caller answers the same either way.
 */
export async function requestAccount(deps: AccountRequestDeps, input: SignupInput, ip: string): Promise<UserRow | null> {
  const { db } = deps;
  // Each request is audited with its address; the same rows bound how many one address may send.
  const recent = await countAuditSince(db, { action: 'account.requested', ip, since: new Date(Date.now() - 3600_000) });
  if (recent >= SIGNUPS_PER_IP_HOUR) {
    throw new AppError('rate_limited', 'Too many account requests from this network. Please try again in an hour.', {
      headers: { 'Retry-After': '3600' },
    });
  }
  const email = input.email.trim().toLowerCase();
  const existing = (await findUsersByEmail(db, email)).find((u) => u.status === 'pending' || u.status === 'approved' || u.status === 'deactivated');
  if (existing) {
    await writeAudit(db, { action: 'account.requested', target: { type: 'user', id: existing.id }, detail: { repeated: true }, ip });
    await tellOwner(deps, existing);
    return null;
  }
  const base = baseUsername(input.fullName, input.lastName);
  // Two requests for the same name can race for one username: the unique index refuses the
  // loser, which then takes the next number.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const username = await nextFreeUsername(db, base);
    try {
      const user = await createUser(db, {
        username,
        status: 'pending',
        role: 'claimant',
        fullName: input.fullName,
        lastName: input.lastName,
        company: input.company,
        email,
        phoneNumber: input.phoneNumber,
        locale: input.locale,
      });
      await writeAudit(db, { action: 'account.requested', target: { type: 'user', id: user.id }, detail: { username }, ip });
      return user;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new AppError('conflict', 'Could not reserve a username right now. Please try again.');
}

/** The owner of a known address learns that someone asked for an account with it. */
async function tellOwner(deps: AccountRequestDeps, user: UserRow): Promise<void> {
  if (!deps.mailer || !user.email) return;
  const target = { type: 'user', id: user.id };
  if ((await countAuditForTargetSince(deps.db, { action: 'account.request_notice', target, since: new Date(Date.now() - 86_400_000) })) > 0) return;
  await writeAudit(deps.db, { action: 'account.request_notice', target });
  // In the language the account's owner chose (English when none).
  const t = mailText(user.locale);
  const signIn = deps.config.PUBLIC_URL ? t('requestNotice.signIn', { link: `${deps.config.PUBLIC_URL.replace(/\/+$/, '')}/login` }) : '';
  const state =
    user.status === 'pending'
      ? t('requestNotice.pending')
      : user.status === 'deactivated'
        ? t('requestNotice.deactivated', { username: user.username })
        : t('requestNotice.exists', { username: user.username });
  // Not awaited: the answer must take as long whether or not an e-mail goes out.
  void deps.mailer.send({
    to: user.email,
    subject: t('requestNotice.subject', { firm: deps.content.firmName }),
    text: t('requestNotice.body', { name: user.fullName ?? user.username, state, signIn }),
  });
}
