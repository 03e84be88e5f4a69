import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HAS_REPLICAS, NO_REPLICAS, REPLICAS_DIR } from '../fixtures/paths.js';
import { JOURNEY, valuationReportPdf } from './documents.js';
import { setupE2E } from './harness.js';
import { analyzeAndOpenForm, chooseClaimType, field, openWizard, PHOTOS, smartUpload, walkUploadSteps } from './intake-support.js';

/**
 * A Total Loss claim whose packet holds a carrier's market valuation report: the form is pre-filled
 * from the report's loss vehicle and claim block, never from one of its comparable vehicles or a
 * dealer. Once with a valuation report the test builds (tests/e2e/documents.ts: loss vehicle, three
 * comparables each with its VIN, base value, settlement), which runs in any clone; once with the
 * replica of a real CCC ONE print, whose point is that print (skipped without the replicas).
 */
describe('valuation report pre-fill', () => {
  const e2e = setupE2E();

  for (const width of [1366, 375]) {
    it(`pre-fills the Total Loss form from the loss vehicle of a built valuation report at ${width} px`, async () => {
      const page = await e2e.newPage();
      await page.setViewportSize({ width, height: 900 });
      await e2e.signIn(page.context(), 'claimant');
      await openWizard(page);
      await chooseClaimType(page, 'Total Loss ACV');
      const report = await valuationReportPdf();
      expect(report.comparableVins.length).toBeGreaterThanOrEqual(3);
      await smartUpload(page, [report.file, ...PHOTOS.slice(0, 1)]);
      await walkUploadSteps(page);
      await analyzeAndOpenForm(page);
      await e2e.screenshot(page, `valuation-prefill-built-${width}`);
      // The loss vehicle the report describes, not one of its comparables.
      const vin = await field(page, 'VIN').inputValue();
      expect(report.comparableVins).not.toContain(vin);
      expect(vin).toBe(JOURNEY.vin);
      expect(await field(page, 'Year').inputValue()).toBe(JOURNEY.year);
      expect(await field(page, 'Make').inputValue()).toBe(JOURNEY.make);
      expect(await field(page, 'Model').inputValue()).toBe(JOURNEY.model);
      expect(await field(page, 'Claim Number').inputValue()).toBe(JOURNEY.claimNumber);
      expect(await field(page, 'Insured Name').inputValue()).toBe(JOURNEY.insuredName);
      expect(await field(page, 'Date of Loss').inputValue()).toBe(JOURNEY.dateOfLoss);
    });

    it.skipIf(!HAS_REPLICAS)(
      `pre-fills the Total Loss form from the loss vehicle of the replica CCC ONE print at ${width} px${HAS_REPLICAS ? '' : ` (${NO_REPLICAS})`}`,
      async () => {
        const page = await e2e.newPage();
        await page.setViewportSize({ width, height: 900 });
        await e2e.signIn(page.context(), 'claimant');
        await openWizard(page);
        await chooseClaimType(page, 'Total Loss ACV');
        const report = path.join(REPLICAS_DIR, 'docs', 'Valuation Report.pdf');
        await smartUpload(page, [{ name: 'Valuation Report.pdf', mimeType: 'application/pdf', buffer: fs.readFileSync(report) }, ...PHOTOS.slice(0, 1)]);
        await walkUploadSteps(page);
        await analyzeAndOpenForm(page);
        await e2e.screenshot(page, `valuation-prefill-${width}`);
        // The truth of the replica (its truth.json): the loss vehicle, not a comparable.
        expect(await field(page, 'VIN').inputValue()).toBe('2T3W1RFV8NW600556');
        expect(await field(page, 'Year').inputValue()).toBe('2022');
        expect(await field(page, 'Make').inputValue()).toBe('Toyota');
        expect(await field(page, 'Model').inputValue()).toBe('RAV4');
        expect(await field(page, 'Claim Number').inputValue()).toBe('35-13G6-42T08');
        expect((await field(page, 'Insured Name').inputValue()).toLowerCase()).toContain('montague');
        expect(await field(page, 'Date of Loss').inputValue()).toBe('2024-08-08');
      },
    );
  }
});
