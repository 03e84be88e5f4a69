import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createDocumentPool } from './pool';

const CCC = '/work/shared/corpus/real-docs/ccc-preliminary-estimate-peotters-tesla-modelx.pdf';

describe('document pool', () => {
  it('analyses in a worker thread', async () => {
    const pool = createDocumentPool({ threads: 1, timeoutMs: 60_000 });
    try {
      const r = await pool.analyze({ bytes: fs.readFileSync(CCC) });
      expect(r).toMatchObject({ kind: 'shop_estimate', analysed: true });
    } finally {
      await pool.close();
    }
  }, 90_000);

  it('ends a file that takes longer than the limit as "not analysed"', async () => {
    const pool = createDocumentPool({ threads: 1, timeoutMs: 50 });
    try {
      const r = await pool.analyze({ bytes: fs.readFileSync(CCC) });
      expect(r).toMatchObject({ kind: 'other', analysed: false });
      expect(r.note).toMatch(/longer than/);
    } finally {
      await pool.close();
    }
  }, 30_000);
});
