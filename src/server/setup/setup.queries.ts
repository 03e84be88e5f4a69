import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users, type UserRow } from '../db/schema.js';

/** Any user at all (the first-run page is gone once one exists). */
export async function anyUserExists(db: Db): Promise<boolean> {
  const rows = await db.select({ one: sql<number>`1` }).from(users).limit(1);
  return rows.length > 0;
}

/**
 * Inserts the first admin only while the user table is empty, under a transaction-scoped advisory
 * lock so two setup requests racing cannot both create one. Answers the row, or null when a user
 * already exists.
 */
export async function insertFirstAdmin(db: Db, params: { username: string; passwordHash: string; fullName: string }): Promise<UserRow | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
    const existing = await tx.select({ one: sql<number>`1` }).from(users).limit(1);
    if (existing.length > 0) return null;
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
