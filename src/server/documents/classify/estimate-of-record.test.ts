/**
 * Golden cause (issue 33, class 8): a shop's estimate of record filed as the carrier's. Both prints
 * carry the title "Estimate of Record" and a licensed "Written By"; what tells them apart is general
 * evidence: a letterhead with facility ids, an RO number under the title and in every page header,
 * the facility as inspection location, who the counterparty block is (`Insurance Company:` on the
 * shop's, `Repair Facility:` on the insurer's), a closing page in the shop's voice. Each sign is a
 * feature whose weight the classifier learns (scripts/train-classifier.ts); these prints are not trained on.
 */
import { describe, expect, it } from 'vitest';
import { renderTextPdf } from '../../../../tests/fixtures/blind/render';
import { insurerEstimateOfRecord, shopEstimateOfRecord } from '../../../../tests/fixtures/estimates/estimate-of-record';
import { extractDocumentText } from '../text/extract-text';
import { pageFromPlainText } from '../text/lines';
import type { DocumentText } from '../text/types';
import { classifyText } from './classify';
import { AUTHOR_SIGNS, estimateAuthorEvidence } from './estimate-author';
import { FEATURE_NAMES } from './features';
import model from './model.json' with { type: 'json' };

const SEEDS = [3, 17, 41, 58, 90, 123];
const plain = (text: string): DocumentText => ({ fileType: 'pdf', pages: [pageFromPlainText(1, text)] });
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
  const weight = (kind: string, feature: string) => model.weights[model.classes.indexOf(kind)]?.[model.features.indexOf(feature)] ?? Number.NaN;
  const towardShop = (sign: string) => weight('shop_estimate', `author_${sign}`) - weight('carrier_estimate', `author_${sign}`);

  it('makes every sign a feature whose weight is learned, not a hand-set rule', () => {
    for (const sign of AUTHOR_SIGNS) {
      expect(FEATURE_NAMES).toContain(`author_${sign}`);
      expect(model.features).toContain(`author_${sign}`);
    }
  });
  it("has learned that a facility's ids, its repair-order header and its own closing are the shop's signs", () => {
    for (const sign of ['facility_ids', 'repair_order_header', 'shop_voice']) expect(towardShop(sign), sign).toBeGreaterThan(0);
  });
  it("has learned that the repair facility as counterparty and staff words are the insurer's", () => {
    for (const sign of ['counterparty_facility', 'staff_words']) expect(towardShop(sign), sign).toBeLessThan(0);
  });
  it("files an insurer's print with only the signs insurers print too (counterparty, mileage out, pay split) as the carrier's", () => {
    const text = plain(`HARBOR MUTUAL INSURANCE COMPANY
Claims Office  P.O. Box 4410  Erie, PA 16505
Estimate of Record
Written By: Corinne Halvorsen  Workfile ID: 7781a2
Owner:  Inspection Location:  Insurance Company:
Okafor, Ada  88 Ferry Rd  HARBOR MUTUAL INSURANCE COMPANY
VIN: 2HGFC1F39KH650123  Mileage In: 44,210  Mileage Out: 44,216
Line  Oper  Description  Part Number  Qty  Extended Price $  Labor  Paint
1  Repl  Bumper cover  04711TBAA00ZZ  1  412.00  2.5  3.0
Grand Total  962.84
Deductible  500.00
CUSTOMER PAY  500.00
INSURANCE PAY  462.84`);
    expect(estimateAuthorEvidence(text).shop).toEqual(expect.arrayContaining(['counterparty_insurer', 'vehicle_out', 'pay_split']));
    expect(classifyText(text).kind).toBe('carrier_estimate');
  });
});
