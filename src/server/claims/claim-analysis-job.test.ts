/**
 * A claim submitted while its files are still being analyzed is stored at once; the
 * 'claim.analysis' job fills the files' analysis into it when they finish.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIND_BUILDERS } from '../../../tests/fixtures/documents/kinds';
import { makeClaim, makeRng } from '../../../tests/fixtures/documents/pools';
import { renderScannedPdf, renderTextPdf } from '../../../tests/fixtures/documents/render';
import { claimFiles, claims } from '../db/schema.js';
import { createTestApp, signInAs, type TestApp } from '../testing/test-app.js';
import { postClaim, validClaimData } from './claims-test-kit.js';

describe('claim submitted before its files are analyzed', () => {
  let t: TestApp;
  let scan: Buffer;

  beforeAll(async () => {
    // No wait at all: whatever is not analyzed when the claim commits is left to the job.
    t = await createTestApp({ env: { CLAIM_ANALYSIS_WAIT_MS: '0' } });
    const rng = makeRng(11);
    const carrier = KIND_BUILDERS.find((k) => k.name === 'carrier-estimate');
    if (!carrier) throw new Error('no carrier-estimate builder');
    // A scanned page: OCR takes seconds, so its analysis cannot be done when the claim commits.
    scan = await renderScannedPdf(await renderTextPdf(carrier.build(makeClaim(rng, 'train'), rng, 0), rng), rng);
  }, 60_000);
  afterAll(() => t?.close());

  it('answers at once, then stores the analysis, category and confidence when the file is read', async () => {
    const me = await signInAs(t.app, 'claimant');
    const res = await postClaim(t.app, me.cookie, validClaimData(), [{ filename: 'scan.pdf', content: scan, contentType: 'application/pdf' }]);
    expect(res.statusCode).toBe(201);
    const ref = res.json().referenceNumber as string;
    const [claim] = await t.app.deps.db.select().from(claims).where(eq(claims.referenceNumber, ref));
    const [before] = await t.app.deps.db.select().from(claimFiles).where(eq(claimFiles.claimId, claim!.id));
    // Stored before the analysis: no confidence, and the category a PDF gets without one.
    expect(before?.confidence).toBeNull();
    expect(before?.category).toBe('other');

    let after = before;
    for (let i = 0; i < 240 && after?.confidence === null; i++) {
      await new Promise((r) => setTimeout(r, 250));
      [after] = await t.app.deps.db.select().from(claimFiles).where(eq(claimFiles.claimId, claim!.id));
    }
    expect(after?.confidence).not.toBeNull();
    expect(after?.category).toBe('carrier_estimate');
    const [filled] = await t.app.deps.db.select().from(claims).where(eq(claims.id, claim!.id));
    expect(filled?.analysisConfidence).not.toBeNull();
    expect(filled?.extractedText?.length ?? 0).toBeGreaterThan(100);
    const docs = (filled?.analysisResult as { documents?: Array<{ filename: string; category: string }> } | undefined)?.documents ?? [];
    expect(docs[0]?.filename).toBe('scan.pdf');
  }, 90_000);
});
