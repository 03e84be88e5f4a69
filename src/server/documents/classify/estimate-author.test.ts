/**
 * Golden cause: who wrote an estimate of record decides its kind, not which insurer it names. A repair
 * shop's print on an insurer's claim (the shop's letterhead, "Written By" its estimator, the insurer only
 * as payer) is the shop's; an independent appraiser's for a carrier is the carrier's.
 */
import { describe, expect, it } from 'vitest';
import { pageFromPlainText } from '../text/lines';
import type { DocumentText } from '../text/types';
import { classifyText } from './classify';

const plain = (text: string): DocumentText => ({ fileType: 'pdf', pages: [pageFromPlainText(1, text)] });
const BODY = `Insured:  Quill, Norah  Policy #:  4477120  Claim #:  88-1020-33
Date of Loss:  3/2/2024
VEHICLE
2019 HOND Civic EX 4D SED 4-1.5L Gasoline
VIN:  2HGFC1F39KH650123  Mileage In:  44,210
Line  Oper  Description  Part Number  Qty  Extended Price $  Labor  Paint
1  Repl  Bumper cover  04711TBAA00ZZ  1  412.00  2.5  3.0
2  Rpr  Fender  0  1  0.00  1.5  2.0
Parts  412.00
Body Labor  4.0 hrs @ $ 58.00 /hr  232.00
Paint Labor  5.0 hrs @ $ 58.00 /hr  290.00
Sales Tax  $ 412.00 @ 7.0000 %  28.84
Grand Total  962.84
Deductible  500.00
CUSTOMER PAY  500.00
INSURANCE PAY  462.84
Estimate based on MOTOR CRASH ESTIMATING GUIDE. CCC ONE Estimating - A product of CCC Intelligent Solutions Inc.`;

describe('who wrote an estimate of record', () => {
  it("files a repair shop's estimate of record on an insurer's claim as the shop's", () => {
    const shop = plain(`MAPLE RIDGE COLLISION & PAINT  Workfile ID:  a81c
4410 Orchard Way, Salem, OR 97301
Phone: (503) 555-0142
Estimate of Record
Written By: Dorian Vale, 4/18/2024 5:30:09 PM
Owner:  Inspection Location:  Insurance Company:
Quill, Norah  MAPLE RIDGE COLLISION & PAINT  HARBOR MUTUAL INSURANCE COMPANY
${BODY}`);
    expect(classifyText(shop).kind).toBe('shop_estimate');
  });

  it("files an independent appraiser's estimate of record for a carrier as the carrier's", () => {
    const ia = plain(`BLUE TERN APPRAISAL GROUP  Workfile ID:  4303a489
219 FERRYMAN WAY, ERIE, PA 16505
For:
HARBOR MUTUAL INSURANCE COMPANY
Estimate of Record
Written By: Corinne Halvorsen
${BODY}`);
    expect(classifyText(ia).kind).toBe('carrier_estimate');
  });
});

describe('an estimate written for an insurer', () => {
  it('is the carrier\'s when a claims firm nobody knows wrote it "For:" the insurer', () => {
    const ia = plain(`LANTERN ROCK CLAIM SERVICES
Workfile ID:  b413baa8
FOR ALL SUPPLEMENTS CONTACT lanternrock.example/supp
PO Box 70418
Macon, GA 31208
For:
LANTERN ROCK CLAIM SERVICES
HARBOR MUTUAL INSURANCE COMPANY
Preliminary Estimate
Written By: Saoirse Halvorsen
${BODY}
Work order authorization: the repairer is to call for supplements before work order changes.`);
    expect(classifyText(ia).kind).toBe('carrier_estimate');
  });
});
