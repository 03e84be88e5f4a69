import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { knownDevices } from '../db/schema.js';

/** When the browser with this cookie hash last signed in to the account, or null. */
export async function findKnownDeviceSeen(db: Db, params: { tokenHash: string; userId: number }): Promise<Date | null> {
  const [row] = await db
    .select({ seen: knownDevices.lastSeenAt })
    .from(knownDevices)
    .where(and(eq(knownDevices.tokenHash, params.tokenHash), eq(knownDevices.userId, params.userId)))
    .limit(1);
  return row?.seen ?? null;
}

export async function upsertKnownDevice(db: Db, params: { tokenHash: string; userId: number; at: Date }): Promise<void> {
  await db
    .insert(knownDevices)
    .values({ tokenHash: params.tokenHash, userId: params.userId, lastSeenAt: params.at })
    .onConflictDoUpdate({ target: [knownDevices.tokenHash, knownDevices.userId], set: { lastSeenAt: params.at } });
}

/** Forgets browsers unseen since `before`; answers how many. */
export async function deleteDevicesUnseenSince(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(knownDevices).where(lt(knownDevices.lastSeenAt, before)).returning({ userId: knownDevices.userId });
  return rows.length;
}
