import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions, type UserRow, users } from '../db/schema.js';

/** Stores a session under its token's hash (session.ts makes the token). */
export async function insertSession(db: Db, row: { id: string; userId: number; expiresAt: Date; ip?: string; userAgent?: string }): Promise<void> {
  await db.insert(sessions).values(row);
}

/** The unexpired session of this token hash with its user, or null. */
export async function findLiveSession(db: Db, id: string): Promise<{ expiresAt: Date; user: UserRow } | null> {
  const [row] = await db
    .select({ expiresAt: sessions.expiresAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

export async function deleteSessionById(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
