import type { AccountStatus, Role } from '../../shared/account-rules.js';
import type { AdminUserView } from '../../shared/contracts/accounts.js';
import { passwordLink } from '../auth/auth.service.js';
import { issuePasswordToken, revokePasswordTokens, TOKEN_TTL_HOURS } from '../auth/password-tokens.queries.js';
import type { SessionUser } from '../auth/session.js';
import { deleteUserSessions } from '../auth/sessions.queries.js';
import {
  findUserById,
  listPendingUserRows,
  listUserRows,
  lockActiveAdminIds,
  lockUserById,
  type UserChanges,
  updatePendingUser,
  updateUser,
} from '../auth/users.queries.js';
import type { Content } from '../../shared/content.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { Mailer } from '../mail.js';
import { mailText } from '../mail-text.js';
import { writeAudit } from '../audit/audit.queries.js';

/** A user as the admin's lists show it (shared with the web). */
export type UserView = AdminUserView;

export function toUserView(row: UserRow): UserView {
  return {
    id: row.id,
    fullName: row.fullName,
    username: row.username,
    email: row.email,
    // The request form asks for one e-mail and a company; they stand in for the spec's
    // progressive e-mail and office until someone fills those in.
    progressiveEmail: row.progressiveEmail ?? row.email,
    company: row.company,
    officeLocation: row.officeLocation ?? row.company,
    phoneNumber: row.phoneNumber,
    requestedAt: row.requestedAt.toISOString(),
    status: row.status,
    role: (['claimant', 'staff', 'admin'].includes(row.role) ? row.role : 'claimant') as Role,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    lastLogin: row.lastLogin?.toISOString() ?? null,
  };
}

export async function listPendingUsers(db: Db): Promise<UserView[]> {
  const rows = await listPendingUserRows(db);
  return rows.map(toUserView);
}

export async function listUsers(db: Db): Promise<UserView[]> {
  const rows = await listUserRows(db);
  return rows.map(toUserView);
}

type Actor = Pick<SessionUser, 'id' | 'username'>;

/** Moves a pending user to `status` in one conditional update, so two admins cannot both decide. */
async function decidePending(db: Db, userId: number, set: UserChanges): Promise<UserRow> {
  const row = await updatePendingUser(db, userId, { ...set, updatedAt: new Date() });
  if (row) return row;
  const existing = await findUserById(db, userId);
  if (!existing) throw new AppError('not_found', 'No account request with this id exists.');
  throw new AppError('conflict', `This account is not waiting for approval: it is already ${existing.status}.`);
}

export interface ApproveResult {
  user: UserView;
  setPasswordLink: string;
  emailed: boolean;
}

/**
 * Approves a request with the chosen role and issues a one-time set-password link (72 hours).
 * The link goes back to the admin, and by e-mail when SMTP is configured.
 */
export async function approveAccount(
  deps: { db: Db; mailer: Mailer | null; config: Config; content: Pick<Content, 'firmName'> },
  params: { userId: number; actor: Actor; role: Role; origin: string; ip?: string },
): Promise<ApproveResult> {
  const { db, mailer, config, content } = deps;
  const row = await decidePending(db, params.userId, {
    status: 'approved',
    role: params.role,
    approvedBy: params.actor.id,
    approvedAt: new Date(),
  });
  const token = await issuePasswordToken(db, { userId: row.id, purpose: 'set-password' });
  const link = passwordLink(config.PUBLIC_URL ?? params.origin, token);
  await writeAudit(db, {
    action: 'user.approved',
    actor: params.actor,
    target: { type: 'user', id: row.id },
    detail: { username: row.username, role: params.role },
    ip: params.ip,
  });
  let emailed = false;
  if (mailer && row.email) {
    const t = mailText(row.locale);
    emailed = await mailer.send({
      to: row.email,
      subject: t('approved.subject', { firm: content.firmName }),
      text: t('approved.body', { name: row.fullName ?? row.username, username: row.username, hours: TOKEN_TTL_HOURS['set-password'], link }),
    });
  }
  return { user: toUserView(row), setPasswordLink: link, emailed };
}

/**
 * A new set-password link for an approved user who lost theirs or forgot the password, when no
 * e-mail reaches them. Every earlier link of the user stops working; sessions stay as they are
 * (the password has not changed yet).
 */
export async function issuePasswordLink(
  deps: { db: Db; config: Config },
  params: { userId: number; actor: Actor; origin: string; ip?: string },
): Promise<{ user: UserView; link: string }> {
  const { db, config } = deps;
  // The row is locked so a deactivation at the same moment cannot slip between the check and the link.
  return db.transaction(async (tx) => {
    const user = await lockUserById(tx, params.userId);
    if (!user) throw new AppError('not_found', 'No user with this id exists.');
    if (user.status !== 'approved') {
      throw new AppError('conflict', `This account is ${user.status}: only an active account can get a set-password link.`);
    }
    const asDb = tx as unknown as Db;
    await revokePasswordTokens(asDb, user.id);
    const token = await issuePasswordToken(asDb, { userId: user.id, purpose: 'set-password' });
    await writeAudit(asDb, {
      action: 'user.password_link_issued',
      actor: params.actor,
      target: { type: 'user', id: user.id },
      detail: { username: user.username },
      ip: params.ip,
    });
    return { user: toUserView(user), link: passwordLink(config.PUBLIC_URL ?? params.origin, token) };
  });
}

export async function rejectAccount(db: Db, params: { userId: number; actor: Actor; ip?: string }): Promise<UserView> {
  const row = await decidePending(db, params.userId, { status: 'rejected' });
  await revokePasswordTokens(db, row.id);
  await writeAudit(db, {
    action: 'user.rejected',
    actor: params.actor,
    target: { type: 'user', id: row.id },
    detail: { username: row.username },
    ip: params.ip,
  });
  return toUserView(row);
}

/**
 * Changes an account's role and/or status (approved ⇄ deactivated). Deactivating ends every
 * session of the account and withdraws its links. Nobody changes their own account here, and the
 * last active admin stays one, so the firm cannot lock itself out.
 */
export async function updateAccount(
  db: Db,
  params: { userId: number; actor: Actor; role?: Role; status?: Extract<AccountStatus, 'approved' | 'deactivated'>; ip?: string },
): Promise<UserView> {
  if (params.userId === params.actor.id) {
    throw new AppError('conflict', 'You cannot change your own role or status. Ask another administrator.');
  }
  // Check and write in one transaction, with the active admins' rows and the account's row locked:
  // two admins demoting each other at once are taken one after the other, and the second sees
  // the first's change (it is no longer an admin, or the other is the last one).
  return db.transaction(async (tx) => {
    const admins = await lockActiveAdminIds(tx);
    if (!admins.includes(params.actor.id)) {
      throw new AppError('forbidden', 'Your account is no longer an active administrator.');
    }
    const user = await lockUserById(tx, params.userId);
    if (!user) throw new AppError('not_found', 'No user with this id exists.');
    if (params.status && user.status !== 'approved' && user.status !== 'deactivated') {
      throw new AppError('conflict', `This account is ${user.status}: approve or reject the request first.`);
    }
    const losesAdmin = user.role === 'admin' && user.status === 'approved' && ((params.role && params.role !== 'admin') || params.status === 'deactivated');
    if (losesAdmin && admins.filter((id) => id !== user.id).length === 0) {
      throw new AppError('conflict', 'This is the last active administrator; make someone else an admin first.');
    }
    const set: UserChanges = { updatedAt: new Date() };
    if (params.role) set.role = params.role;
    if (params.status) set.status = params.status;
    const row = await updateUser(tx, user.id, set);
    const asDb = tx as unknown as Db;
    const target = { type: 'user', id: user.id };
    if (params.role && params.role !== user.role) {
      await writeAudit(asDb, {
        action: 'user.role_changed',
        actor: params.actor,
        target,
        detail: { username: user.username, from: user.role, to: params.role },
        ip: params.ip,
      });
    }
    if (params.status && params.status !== user.status) {
      if (params.status === 'deactivated') {
        await deleteUserSessions(asDb, user.id);
        await revokePasswordTokens(asDb, user.id);
      }
      await writeAudit(asDb, {
        action: params.status === 'deactivated' ? 'user.deactivated' : 'user.reactivated',
        actor: params.actor,
        target,
        detail: { username: user.username },
        ip: params.ip,
      });
    }
    return toUserView(row);
  });
}
