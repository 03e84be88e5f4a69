import { and, asc, count, eq, like, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { users, type UserRow } from '../db/schema.js';
import type { Locale } from '../../shared/locale.js';
import { hashPassword } from './password.js';

export type Role = 'claimant' | 'staff' | 'admin';

export interface CreateUserOptions {
  username: string;
  password?: string;
  role?: Role;
  status?: 'pending' | 'approved' | 'rejected' | 'deactivated';
  fullName?: string;
  lastName?: string;
  email?: string;
  company?: string;
  phoneNumber?: string;
  locale?: Locale;
}

/** Inserts a user; the password, when given, is stored as an argon2id hash. */
export async function createUser(db: Db, options: CreateUserOptions): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      username: options.username.trim().toLowerCase(),
      password: options.password ? await hashPassword(options.password) : '',
      role: options.role ?? 'claimant',
      status: options.status ?? 'approved',
      fullName: options.fullName,
      lastName: options.lastName,
      email: options.email,
      company: options.company,
      phoneNumber: options.phoneNumber,
      locale: options.locale,
      approvedAt: options.status === 'approved' || !options.status ? new Date() : null,
    })
    .returning();
  return row;
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row.n);
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.username, username.trim().toLowerCase())).limit(1);
  return rows[0];
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** Users whose e-mail matches, case-insensitively (e-mail is not unique: a rejected request may be repeated). */
export async function findUsersByEmail(db: Db, email: string): Promise<UserRow[]> {
  return db.select().from(users).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`).limit(20);
}

/** `base`, or base2, base3… : the first not taken. The unique index still decides on a race. */
export async function nextFreeUsername(db: Db, base: string): Promise<string> {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(like(users.username, `${base}%`));
  const taken = new Set(rows.map((r) => r.username));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    if (!taken.has(`${base}${n}`)) return `${base}${n}`;
  }
}

/** Users waiting for approval, oldest request first. */
export async function listPendingUserRows(db: Db): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.status, 'pending')).orderBy(asc(users.requestedAt), asc(users.id));
}

/** Every user, by username. */
export async function listUserRows(db: Db): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.username));
}

export type UserChanges = Partial<typeof users.$inferInsert>;

/** Updates a user only while it is pending (one conditional update); undefined when it was not. */
export async function updatePendingUser(db: Db, userId: number, set: UserChanges): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set(set)
    .where(and(eq(users.id, userId), eq(users.status, 'pending')))
    .returning();
  return row;
}

/**
 * The active admins' ids, their rows locked (FOR UPDATE, in id order so two callers never
 * deadlock) until the transaction ends: a second change to who is admin waits for the first.
 */
export async function lockActiveAdminIds(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'approved')))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

/** One user's row, locked until the transaction ends. */
export async function lockUserById(tx: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** Updates a user's columns and answers the new row. */
export async function updateUser(db: Db | Tx, userId: number, set: UserChanges): Promise<UserRow> {
  const [row] = await db.update(users).set(set).where(eq(users.id, userId)).returning();
  return row;
}

/** Updates a user's columns without reading the row back. */
export async function touchUser(db: Db, userId: number, set: UserChanges): Promise<void> {
  await db.update(users).set(set).where(eq(users.id, userId));
}
