/**
 * Golden cause (issue 33, class 8): a shop's estimate of record filed as the carrier's. Both prints
 * carry the title "Estimate of Record" and a licensed "Written By"; what tells them apart is general
 * evidence: a letterhead with facility ids, an RO number under the title and in every page header,
 * the facility as inspection location, who the counterparty block is (`Insurance Company:` on the
 * shop's, `Repair Facility:` on the insurer's), a closing page in the shop's voice.
 */
import { describe, expect, it } from 'vitest';
import { renderTextPdf } from '../../../../tests/fixtures/blind/render';
import { insurerEstimateOfRecord, shopEstimateOfRecord } from '../../../../tests/fixtures/estimates/estimate-of-record';
import { extractDocumentText } from '../text/extract-text';
import { classifyText } from './classify';
import { estimateAuthorEvidence, isShopOfRecord } from './estimate-author';

const SEEDS = [3, 17, 41, 58, 90, 123];
const read = async (doc: Parameters<typeof renderTextPdf>[0]) => extractDocumentText(await renderTextPdf(doc), { ocr: false });

describe('an estimate of record: whose it is', () => {
  it.each(SEEDS)("files a repair facility's estimate of record as the shop's (seed %i)", async (seed) => {
    const text = await read(shopEstimateOfRecord(seed));
    const evidence = estimateAuthorEvidence(text);
    expect(evidence.insurer).toEqual([]);
    expect(evidence.shop).toEqual(expect.arrayContaining(['facility_ids', 'repair_order_header', 'counterparty_insurer', 'inspection_at_self', 'shop_voice']));
    const c = classifyText(text);
    expect(c.kind, c.reasons.join(', ')).toBe('shop_estimate');
  });

  it.each(SEEDS)("files an insurer appraiser's estimate of record (Repair Facility: block) as the carrier's (seed %i)", async (seed) => {
    const text = await read(insurerEstimateOfRecord(seed));
    const evidence = estimateAuthorEvidence(text);
    expect(evidence.insurer).toContain('counterparty_facility');
    expect(evidence.shop).not.toContain('facility_ids');
    expect(evidence.shop).not.toContain('repair_order_header');
    const c = classifyText(text);
    expect(c.kind, c.reasons.join(', ')).toBe('carrier_estimate');
  });
});

describe('the evidence, not the title or one sign, decides', () => {
  it("is not a facility's estimate on the signs insurers print too (counterparty, mileage out, pay split)", () => {
    expect(isShopOfRecord({ shop: ['counterparty_insurer', 'vehicle_out', 'pay_split'], insurer: [] })).toBe(false);
  });
  it("is a facility's on its ids and its repair-order header, or one of them with two weaker signs", () => {
    expect(isShopOfRecord({ shop: ['facility_ids', 'repair_order_header'], insurer: [] })).toBe(true);
    expect(isShopOfRecord({ shop: ['facility_ids', 'counterparty_insurer', 'pay_split'], insurer: [] })).toBe(true);
    expect(isShopOfRecord({ shop: ['facility_ids', 'pay_split'], insurer: [] })).toBe(false);
  });
  it("is never a facility's where the repair facility is the counterparty block", () => {
    expect(isShopOfRecord({ shop: ['facility_ids', 'repair_order_header', 'shop_voice'], insurer: ['counterparty_facility'] })).toBe(false);
  });
});
