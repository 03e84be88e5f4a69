import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProcessDocumentsAnswer } from '../../shared/contracts/documents.js';
import type { VehicleCheck } from '../../shared/contracts/vehicle-check.js';
import { buildFixturePair } from '../../../tests/fixtures/estimates/estimate-spec.js';
import { renderEstimatePdf } from '../../../tests/fixtures/estimates/render-estimate.js';
import { estimateReaderOf } from '../analysis/estimate-reader.js';
import { claimEstimateSource } from '../analysis/estimate-sources.js';
import { computeClaimEstimateComparison } from '../estimates/claim-comparison.js';
import { postClaim, validClaimData } from '../testing/claims-test-kit.js';
import { createTestApp, multipartBody, signInAs, type TestApp } from '../testing/test-app.js';
import { findClaimByReference } from './claims.queries.js';

/** Another car: a valid VIN (its check digit holds) that is not the claim's Accord. */
const F150 = { name: '2019 FORD F-150 XLT 4D CREW', vin: '1FTEW1EP2KFA00002' };

describe('one vehicle per claim (real server, documents built here)', () => {
  let t: TestApp;
  let carrierPdf: Buffer;
  let otherCarPdf: Buffer;
  const pair = buildFixturePair(4242, 'ccc', 'appraiser', ['price', 'hours']);

  beforeAll(async () => {
    t = await createTestApp();
    carrierPdf = await renderEstimatePdf(pair.carrier);
    otherCarPdf = await renderEstimatePdf(pair.other, F150);
  }, 120_000);
  afterAll(async () => t?.close());

  const compare = async (claimId: number) => {
    const { deps } = t.app;
    const sourceOf = claimEstimateSource({ db: deps.db, blobs: deps.blobs, maxFileBytes: deps.config.multipart.fileBytes, queue: deps.analysis.queue });
    return computeClaimEstimateComparison({ db: deps.db, sourceOf, readEstimate: estimateReaderOf(deps.documentPool), log: t.app.log }, claimId);
  };

  it('flags the other car’s estimate, keeps it out of the comparison, the review and the letter until the claimant confirms it', {
    timeout: 240_000,
  }, async () => {
    const owner = await signInAs(t.app, 'claimant', { fullName: 'Jordan Avery' });
    const res = await postClaim(t.app, owner.cookie, validClaimData(), [
      { filename: 'carrier.pdf', content: carrierPdf, contentType: 'application/pdf', category: 'progressive-estimate' },
      { filename: 'appraiser.pdf', content: otherCarPdf, contentType: 'application/pdf', category: 'shop-estimate' },
    ]);
    expect(res.statusCode, res.body).toBeLessThan(300);
    const ref = res.json().referenceNumber as string;
    const claimId = (await findClaimByReference(t.app.deps.db, ref))?.id as number;
    const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
    const confirm = (cookie: string, fileId: string) =>
      t.app.inject({ method: 'POST', url: `/api/claims/${ref}/files/${fileId}/vehicle-confirmation`, headers: { cookie } });

    // The files are read after the claim commits: ask until both are read (the other car's shows).
    let check = (await get(owner.cookie, `/api/claims/${ref}/vehicle-check`)).json() as VehicleCheck;
    for (let i = 0; i < 120 && check.files.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 500));
      check = (await get(owner.cookie, `/api/claims/${ref}/vehicle-check`)).json() as VehicleCheck;
    }
    expect(check.vehicle).toMatch(/2003 Honda Accord, VIN 1HGCM82633A004352/);
    expect(check.files).toEqual([
      { fileId: expect.any(String), fileName: 'appraiser.pdf', vehicle: expect.stringContaining('VIN 1FTEW1EP2KFA00002'), confirmed: false },
    ]);

    // Kept out: no comparison, so no repair review and no repair letter.
    expect(await compare(claimId)).toBe(false);
    expect((await get(owner.cookie, `/api/claims/${ref}/repair-review`)).json().available).toBe(false);
    expect((await get(owner.cookie, `/api/claims/${ref}/dispute-letters/draft?kind=repair`)).statusCode).toBe(409);

    // Only the claim's own people may confirm: a stranger gets the claim's 404.
    const stranger = await signInAs(t.app, 'claimant');
    expect((await confirm(stranger.cookie, check.files[0].fileId)).statusCode).toBe(404);
    expect((await confirm(owner.cookie, 'no-such-file')).statusCode).toBe(404);
    const confirmed = await confirm(owner.cookie, check.files[0].fileId);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((confirmed.json() as VehicleCheck).files[0].confirmed).toBe(true);

    // Confirmed, it counts again: the comparison and the repair review are built with it.
    expect(await compare(claimId)).toBe(true);
    const review = (await get(owner.cookie, `/api/claims/${ref}/repair-review`)).json();
    expect(review.available).toBe(true);
    expect(review.otherTotal).toBe(pair.other.totals.gross);
  });

  it('staff may confirm on any claim; the generator leaves the other car out of its merge until its owner confirms the upload', async () => {
    const staff = await signInAs(t.app, 'staff');
    const stage = async (filename: string, content: Buffer) => {
      const body = multipartBody([{ name: 'files', filename, content, contentType: 'application/pdf' }]);
      const r = await t.app.inject({ method: 'POST', url: '/api/uploads', headers: { ...body.headers, cookie: staff.cookie }, payload: body.payload });
      expect(r.statusCode, r.body).toBeLessThan(300);
      return (r.json().uploads?.[0]?.id ?? r.json().files?.[0]?.id ?? r.json().id) as string;
    };
    const ids = [await stage('carrier.pdf', carrierPdf), await stage('other-car.pdf', otherCarPdf)];
    const processPacket = async () => {
      const body = multipartBody([{ name: 'uploadIds', value: ids.join(',') }]);
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/admin/process-documents',
        headers: { ...body.headers, cookie: staff.cookie },
        payload: body.payload,
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as ProcessDocumentsAnswer;
    };
    const before = await processPacket();
    expect(before.vehicle).toMatch(/VIN 1HGCM82633A004352/);
    expect(before.documents.map((d) => [d.filename, d.otherVehicle != null, d.vehicleConfirmed])).toEqual([
      ['carrier.pdf', false, false],
      ['other-car.pdf', true, false],
    ]);
    // The other car's own data is still shown for the document, not merged.
    expect(before.documents[1].extractedData.vin).toBe(F150.vin);
    const merged = JSON.stringify(before.mergedData);
    expect(merged).not.toContain(F150.vin);

    // Someone else's upload cannot be confirmed by this account.
    const other = await signInAs(t.app, 'staff');
    expect((await t.app.inject({ method: 'POST', url: `/api/uploads/${ids[1]}/vehicle-confirmation`, headers: { cookie: other.cookie } })).statusCode).toBe(
      404,
    );
    const ok = await t.app.inject({ method: 'POST', url: `/api/uploads/${ids[1]}/vehicle-confirmation`, headers: { cookie: staff.cookie } });
    expect(ok.statusCode, ok.body).toBe(204);
    const after = await processPacket();
    expect(after.documents[1]).toMatchObject({ vehicleConfirmed: true });
    expect(after.documents[1].otherVehicle).toMatch(/F-150|FORD|Ford/);
  });
});
