import { describe, expect, it } from 'vitest';
import { pageFromLines } from '../text/lines';
import type { DocumentText, TextLine } from '../text/types';
import { hasAddressShape, isPersonName } from './address-shape';
import { isOrgName } from './blocks';
import { extractFields } from './fields';

/** One page of rows; each row holds [x, text] cells (5 pt per character); null is a blank line. */
function page(rows: Array<Array<[number, string]> | null>): DocumentText {
  const lines: TextLine[] = [];
  rows.forEach((cells, i) => {
    if (!cells) return;
    const y = 40 + i * 14;
    lines.push({ y, text: cells.map(([, t]) => t).join('  '), items: cells.map(([x, str]) => ({ str, x, y, width: str.length * 5 })) });
  });
  return { fileType: 'pdf', pages: [pageFromLines(1, lines, false)] };
}

describe('a place is an address', () => {
  it('knows an address by its shape: number and street word, P.O. box, ZIP, or City, ST', () => {
    for (const place of ['1423 NE Alberta St', '88 Dock St.', 'P.O. Box 44', 'Mobile, AL 36604', 'Tacoma, WA', '12 W 4th Ave, Suite 3'])
      expect(hasAddressShape(place), place).toBe(true);
    for (const name of ['Jordan Peotter', 'PEOTTER, JORDAN', 'Rolling Hills Collision', 'Unit 4', 'Insured']) expect(hasAddressShape(name), name).toBe(false);
  });

  it("tells a person's name from a place's name", () => {
    expect(isPersonName('Jordan Peotter', isOrgName)).toBe(true);
    expect(isPersonName('PEOTTER, JORDAN', isOrgName)).toBe(true);
    expect(isPersonName('Pine Street Storage', isOrgName)).toBe(false);
    expect(isPersonName('Rolling Hills Collision', isOrgName)).toBe(false);
    expect(isPersonName('Copart Tacoma', isOrgName)).toBe(false);
    // A name that looks like a place's is a person's when the document gives it as the insured's.
    expect(isPersonName('Rosa Garage', isOrgName, ['GARAGE, ROSA'])).toBe(true);
  });

  it("an inspection-location block whose first line is the owner's name gives the address lines", () => {
    const f = extractFields(
      page([
        [[50, 'Preliminary Estimate']],
        [
          [50, 'Owner:'],
          [300, 'Inspection Location:'],
        ],
        [
          [50, 'Jordan Peotter'],
          [300, 'Jordan Peotter'],
        ],
        [
          [50, '1423 NE Alberta St'],
          [300, '1423 NE Alberta St'],
        ],
        [
          [50, 'Portland, OR 97211'],
          [300, 'Portland, OR 97211'],
        ],
        null,
        null,
        [[50, 'Claim #: 24-8812345-01']],
      ]),
      'carrier_estimate',
    );
    expect(f.vehicleLocation?.value).toBe('1423 NE Alberta St, Portland, OR 97211');
  });

  it("a location label followed by a person's name alone gives no location; a place's name alone is kept", () => {
    const f = extractFields(
      page([
        [[50, 'Estimate of Record']],
        [
          [50, 'Vehicle Location:'],
          [200, 'Jordan Peotter'],
        ],
        null,
        null,
        [[50, 'Claim #: 24-8812345-01']],
      ]),
      'carrier_estimate',
    );
    expect(f.vehicleLocation).toBeUndefined();
    expect(f.claimNumber?.value).toBe('24-8812345-01');
    const shop = extractFields(
      page([
        [[50, 'Estimate of Record']],
        [
          [50, 'Vehicle Location:'],
          [200, 'Harbor Auto Body'],
        ],
      ]),
      'carrier_estimate',
    );
    expect(shop.vehicleLocation?.value).toBe('Harbor Auto Body');
  });
});
