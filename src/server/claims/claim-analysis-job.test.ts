/**
 * A claim submitted while its files are still being analyzed is stored at once; the
 * 'claim.analysis' job fills the files' analysis into it when they finish.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIND_BUILDERS } from '../../../tests/fixtures/documents/kinds';
import { makeClaim, makeRng } from '../../../tests/fixtures/documents/pools';
import { renderScannedPdf, renderTextPdf } from '../../../tests/fixtures/documents/render';
import { claimFiles, claims } from '../db/schema.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { pgliteDirFromTemplate } from '../testing/database-template.js';
import { createTestApp, sharedDocumentThreads, signInAs, type TestApp } from '../testing/test-app.js';
import { postClaim, validClaimData } from '../testing/claims-test-kit.js';

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

  it('gets its analysis after a restart that came before the files were read (PGlite: the in-process queue)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claim-analysis-restart-'));
    // Threads at the process's priority, as in every test server (testing/test-app.ts).
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, NODE_ENV: 'test', CLAIM_ANALYSIS_WAIT_MS: '0', DOCUMENT_THREAD_NICE: '0' });
    // The test process's document threads: closing an app ends its running tasks on them, as a process that stops would.
    const documentThreads = sharedDocumentThreads(config);
    try {
      await pgliteDirFromTemplate(path.join(dataDir, 'db'));
      const first = await buildApp({ config, documentThreads });
      await first.ready();
      const me = await signInAs(first, 'claimant');
      const res = await postClaim(first, me.cookie, validClaimData(), [{ filename: 'scan.pdf', content: scan, contentType: 'application/pdf' }]);
      expect(res.statusCode).toBe(201);
      // A claimant's answer carries the reference, never the row id.
      const [row] = await first.deps.db.select().from(claims).where(eq(claims.referenceNumber, res.json().referenceNumber));
      const claimId = row!.id;
      const [stored] = await first.deps.db.select().from(claimFiles).where(eq(claimFiles.claimId, claimId));
      expect(stored?.confidence).toBeNull();
      // Stopped while the scan is being read: its job and the claim's job die with the process.
      await first.close();

      const second = await buildApp({ config, documentThreads });
      await second.ready();
      try {
        let after = stored;
        // Up to 150 s: a cold document thread loads pdf.js and OCR before it reads the scan, slow on two busy cores.
        for (let i = 0; i < 600 && after?.confidence === null; i++) {
          await new Promise((r) => setTimeout(r, 250));
          [after] = await second.deps.db.select().from(claimFiles).where(eq(claimFiles.claimId, claimId));
        }
        expect(after?.confidence).not.toBeNull();
        const [claim] = await second.deps.db.select().from(claims).where(eq(claims.id, claimId));
        expect(claim?.extractedText?.length ?? 0).toBeGreaterThan(100);
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 200_000);
});
