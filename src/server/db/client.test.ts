import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

describe('openDatabase on PGlite', () => {
  it('starts the embedded PostgreSQL with small shared buffers (they stay resident in the web process)', async () => {
    const database = await openDatabase({});
    try {
      const rows = (await database.db.execute(sql`show shared_buffers`)) as unknown as { rows: Array<{ shared_buffers: string }> };
      expect(rows.rows[0]?.shared_buffers).toBe('16MB');
    } finally {
      await database.close();
    }
  }, 60_000);
});
