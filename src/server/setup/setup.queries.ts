import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users, type UserRow } from '../db/schema.js';

/** Someone can sign in and approve accounts: an approved admin. */
const activeAdmin = and(eq(users.role, 'admin'), eq(users.status, 'approved'));

/**
 * An approved admin exists (the first-run page is gone once one does). A stranger's pending account
 * request is a user row too, but nobody could approve it: it does not close the first run.
 */
export async function activeAdminExists(db: Db | Parameters<Parameters<Db['transaction']>[0]>[0]): Promise<boolean> {
  const rows = await db.select({ one: sql<number>`1` }).from(users).where(activeAdmin).limit(1);
  return rows.length > 0;
}

/**
 * Inserts the first admin only while no approved admin exists, under a transaction-scoped advisory
 * lock so two setup requests racing cannot both create one. Answers the row, 'gone' when an admin
 * already exists, or 'taken' when an account request already holds the username.
 */
export async function insertFirstAdmin(db: Db, params: { username: string; passwordHash: string; fullName: string }): Promise<UserRow | 'gone' | 'taken'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
    if (await activeAdminExists(tx)) return 'gone';
    const holder = await tx.select({ one: sql<number>`1` }).from(users).where(eq(users.username, params.username)).limit(1);
    if (holder.length > 0) return 'taken';
    const [row] = await tx
      .insert(users)
      .values({
        username: params.username,
        password: params.passwordHash,
        role: 'admin',
        status: 'approved',
        fullName: params.fullName,
        approvedAt: new Date(),
      })
      .returning();
    return row;
  });
}
