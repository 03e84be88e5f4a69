import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Mailer } from '../mail.js';
import { createTestApp, signInAs, type TestApp } from '../testing/test-app.js';
import { postClaim, validClaimData } from '../testing/claims-test-kit.js';

import { HAS_REAL_DOCS, NO_REAL_DOCS, realDoc } from '../../../tests/fixtures/paths.js';

const BMS_DIR = realDoc('bms');

describe('claims: after the commit', () => {
  let t: TestApp;
  const sent: Array<{ to: string; subject: string; text: string }> = [];
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://claims.example.com' } });
    const mailer: Mailer = {
      send: async (m) => {
        sent.push(m);
        return true;
      },
    };
    t.app.deps.mailer = mailer;
  });
  afterAll(async () => {
    await t.close();
  });

  it('e-mails the claimant on submit and on each status change', async () => {
    const me = await signInAs(t.app, 'claimant', { email: 'riley@example.com' });
    const staff = await signInAs(t.app, 'staff');
    const { referenceNumber } = (await postClaim(t.app, me.cookie, validClaimData())).json();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].to).toBe('riley@example.com');
    expect(sent[0].subject).toBe(`Frontier: claim ${referenceNumber} received`);
    expect(sent[0].text).toContain('We will respond within 24 hours.');
    expect(sent[0].text).toContain(`https://claims.example.com/claim-status/${referenceNumber}`);

    await t.app.inject({
      method: 'PATCH',
      url: `/api/claims/${referenceNumber}/status`,
      headers: { cookie: staff.cookie },
      payload: { status: 'processing', note: 'An appraiser is on it' },
    });
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].subject).toBe(`Frontier: claim ${referenceNumber} is under review`);
    expect(sent[1].text).toContain('Note from our staff: An appraiser is on it');
  });

  it.skipIf(!HAS_REAL_DOCS)(
    `stores the estimate comparison when the claim carries both estimates, another car's once confirmed (a job, polled for, not a timer)${HAS_REAL_DOCS ? '' : ` (${NO_REAL_DOCS})`}`,
    async () => {
      const me = await signInAs(t.app, 'claimant');
      const files = ['mitchell-bms-redacted-sample1.xml', 'mitchell-bms-redacted-sample2.xml'].map((name, i) => ({
        filename: name,
        content: fs.readFileSync(path.join(BMS_DIR, name)),
        category: i === 0 ? 'progressive-estimate' : 'shop-estimate',
      }));
      const res = await postClaim(t.app, me.cookie, validClaimData(), files);
      expect(res.statusCode).toBe(201);
      const { referenceNumber, claim } = res.json();
      expect(claim.files.map((f: { category: string }) => f.category)).toEqual(['carrier_estimate', 'shop_estimate']);
      const stored = async () => {
        const cmp = await t.app.inject({ method: 'GET', url: `/api/claims/${referenceNumber}/estimate-comparison`, headers: { cookie: me.cookie } });
        expect(cmp.statusCode).toBe(200);
        return cmp.json().comparison;
      };
      // The claim names a 2003 Honda Accord and the two Mitchell samples are a 2001 Toyota Camry and a 1996
      // Toyota Corolla: one vehicle per claim keeps both estimates out of the comparison until the
      // claimant confirms they belong (DESIGN.md, fourth wave).
      const check = async () =>
        (await t.app.inject({ method: 'GET', url: `/api/claims/${referenceNumber}/vehicle-check`, headers: { cookie: me.cookie } })).json() as {
          files: Array<{ fileId: string; vehicle: string }>;
        };
      const flagged = await vi.waitFor(
        async () => {
          const c = await check();
          expect(c.files).toHaveLength(2);
          return c.files;
        },
        { timeout: 30_000, interval: 200 },
      );
      expect(flagged.map((f) => f.vehicle)).toEqual([expect.stringContaining('2001 Toyota'), expect.stringContaining('1996 Toyota')]);
      expect(await stored()).toBeNull();
      for (const f of flagged) {
        const confirmed = await t.app.inject({
          method: 'POST',
          url: `/api/claims/${referenceNumber}/files/${f.fileId}/vehicle-confirmation`,
          headers: { cookie: me.cookie },
        });
        expect(confirmed.statusCode, confirmed.body).toBe(200);
      }
      // The 'claim.compare-estimates' job stores it after the confirmation; wait for the stored result.
      const comparison = await vi.waitFor(
        async () => {
          const c = await stored();
          expect(c).not.toBeNull();
          return c;
        },
        { timeout: 60_000, interval: 200 },
      );
      // The two Mitchell samples' gross totals as their BMS files state them (estimates-parse.test.ts).
      expect(comparison.totalsDifference).toMatchObject({ carrierTotal: 1125.63, otherTotal: 962.54, total: -163.09 });
    },
  );

  it('retries the claim e-mail when the mail server refuses it', async () => {
    const me = await signInAs(t.app, 'claimant', { email: 'retry@example.com' });
    const attempts: string[] = [];
    const original = t.app.deps.mailer;
    t.app.deps.mailer = {
      send: async (m) => {
        attempts.push(m.to);
        if (attempts.length === 1) return false; // the first attempt fails, as an SMTP outage would
        sent.push(m);
        return true;
      },
    };
    try {
      const before = sent.length;
      const { referenceNumber } = (await postClaim(t.app, me.cookie, validClaimData())).json();
      await vi.waitFor(() => expect(sent.length).toBe(before + 1), { timeout: 20_000, interval: 100 });
      expect(attempts).toEqual(['retry@example.com', 'retry@example.com']);
      expect(sent.at(-1)?.subject).toBe(`Frontier: claim ${referenceNumber} received`);
    } finally {
      t.app.deps.mailer = original;
    }
  });
});
