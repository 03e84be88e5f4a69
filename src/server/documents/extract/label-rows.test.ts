/**
 * Golden tests of class 7, labels in a row over their values in the row below, one construct each in
 * a PDF written here (every value invented) and read through the real text stage and `extractFields`:
 * a carrier's header grid whose Insured cell runs on with the address, a vehicle grid whose Model cell
 * wraps over three lines, a state crash report's fields among coded option legends, and an owner
 * printed "LAST, FIRST, M" under a label that says so.
 */
import { describe, expect, it } from 'vitest';
import { extractDocumentText } from '../text/extract-text';
import type { DocumentText } from '../text/types';
import { findLabels } from './cells';
import { extractFields } from './fields';
import { isKnownLabel } from './labels';
import { GoldenPdf } from './valuation/golden-pdf';

type Run = [x: number, text: string];
/** Labels (bold, small) at `top`, then value lines 10 pt apart under them. */
function grid(pdf: GoldenPdf, top: number, labels: Run[], values: Run[][]) {
  for (const [x, t] of labels) pdf.text(1, x, top, t, { size: 7, bold: true });
  values.forEach((line, i) => {
    for (const [x, t] of line) pdf.text(1, x, top + 12 + i * 10, t, { size: 9 });
  });
}

async function read(draw: (pdf: GoldenPdf) => void): Promise<DocumentText> {
  const pdf = await GoldenPdf.create(1);
  draw(pdf);
  return extractDocumentText(await pdf.bytes(), { fileType: 'pdf', ocr: false });
}

describe('labels over values (class 7)', () => {
  it("reads a carrier's header grid, the insured's address running on in its cell", async () => {
    const text = await read((pdf) => {
      pdf.text(1, 40, 50, 'VEHICLE VALUATION REPORT', { size: 14, bold: true });
      grid(
        pdf,
        90,
        [
          [40, 'Claim Number'],
          [170, 'Policy Number'],
          [300, 'Loss Type'],
          [420, 'Insured'],
        ],
        [
          [
            [40, 'CL-2024-118834'],
            [170, 'PA7731902'],
            [300, 'Collision'],
            [420, 'Denise Holloway'],
          ],
          [[420, '4417 Larkspur Ln']],
          [[420, 'Tulsa, OK 74105']],
        ],
      );
      grid(
        pdf,
        150,
        [
          [40, 'Loss Date'],
          [170, 'Reported Date'],
          [300, 'Valuation Date'],
          [420, 'Adjuster'],
        ],
        [
          [
            [40, '03/14/2024'],
            [170, '03/16/2024'],
            [300, '03/20/2024'],
            [420, 'Marcus Webb'],
          ],
        ],
      );
    });
    const f = extractFields(text, 'carrier_estimate');
    expect(f.claimNumber?.value).toBe('CL-2024-118834');
    expect(f.policyNumber?.value).toBe('PA7731902');
    expect(f.insuredName?.value).toBe('Denise Holloway');
    expect(f.dateOfLoss?.value).toBe('2024-03-14');
    const insured = findLabels(text.pages[0] as DocumentText['pages'][number], isKnownLabel).find((h) => h.layout === 'column' && h.label === 'Insured');
    expect(insured?.rest).toBe('Denise Holloway  4417 Larkspur Ln  Tulsa, OK 74105');
  });

  it('reads a vehicle grid whose Model cell wraps model, trim, body and engine over three lines', async () => {
    const text = await read((pdf) => {
      pdf.text(1, 40, 50, 'LOSS VEHICLE', { size: 12, bold: true });
      grid(
        pdf,
        80,
        [
          [40, 'Year'],
          [90, 'Make'],
          [160, 'Model'],
          [330, 'VIN'],
          [480, 'Mileage'],
        ],
        [
          [
            [40, '2021'],
            [90, 'Honda'],
            [160, 'Accord'],
            [330, '1HGCV1F37MA010001'],
            [480, '38,955'],
          ],
          [[160, 'EX-L 4D Sedan']],
          [[160, '1.5L 4 Cyl Gas Turbo FWD']],
        ],
      );
    });
    const f = extractFields(text, 'carrier_estimate');
    expect(f.vehicleYear?.value).toBe('2021');
    expect(f.vehicleMake?.value).toBe('Honda');
    expect(f.vehicleModel?.value).toMatch(/^Accord\b/);
    expect(f.vehicleVin?.value).toBe('1HGCV1F37MA010001');
    expect(f.mileage?.value).toBe('38955');
    const model = findLabels(text.pages[0] as DocumentText['pages'][number], isKnownLabel).find((h) => h.layout === 'column' && h.label === 'Model');
    expect(model?.rest).toBe('Accord  EX-L 4D Sedan  1.5L 4 Cyl Gas Turbo FWD');
  });

  it("reads a crash report's report number and crash date among coded option legends, and its owner printed LAST, FIRST, M", async () => {
    const text = await read((pdf) => {
      pdf.text(1, 40, 40, 'STATE TRAFFIC CRASH REPORT', { size: 12, bold: true });
      grid(
        pdf,
        70,
        [
          [40, 'LOCAL REPORT NUMBER'],
          [200, 'CRASH SEVERITY'],
          [380, 'CRASH DATE / TIME'],
        ],
        [
          [
            [40, '24-0012345'],
            [200, '2'],
            [215, '1 - FATAL'],
            [380, '03/14/2024 17:45'],
          ],
          [[215, '2 - SERIOUS INJURY']],
          [[215, '3 - MINOR INJURY']],
        ],
      );
      // A field left blank with its legend beside it: the legend is no value.
      grid(
        pdf,
        120,
        [
          [40, 'UNIT NUMBER'],
          [200, 'UNIT IN ERROR'],
          [380, 'VEHICLE YEAR'],
        ],
        [
          [
            [40, '1'],
            [215, '98 - ANIMAL'],
            [380, '2019'],
          ],
          [[215, '99 - UNKNOWN']],
        ],
      );
      grid(
        pdf,
        160,
        [
          [40, 'OWNER NAME: LAST, FIRST, MIDDLE'],
          [250, 'OWNER ADDRESS'],
          [450, 'OWNER PHONE'],
        ],
        [
          [
            [40, 'HOLLOWAY, DENISE, R'],
            [250, '4417 LARKSPUR LN, TULSA OK 74105'],
            [450, '(918) 555-0142'],
          ],
        ],
      );
    });
    const f = extractFields(text, 'other');
    expect(f.dateOfLoss?.value).toBe('2024-03-14');
    expect(f.insuredName?.value).toBe('Denise R Holloway');
    expect(f.vehicleYear?.value).toBe('2019');
    const hits = findLabels(text.pages[0] as DocumentText['pages'][number], isKnownLabel).filter((h) => h.layout === 'column');
    expect(hits.find((h) => h.label === 'LOCAL REPORT NUMBER')?.value).toBe('24-0012345');
    expect(hits.find((h) => h.label === 'CRASH SEVERITY')?.value).toBe('2');
    expect(hits.find((h) => h.label === 'UNIT IN ERROR')).toBeUndefined();
  });
});

describe("a crash report's numbered boxes and bracketed hints", () => {
  it('reads a label printed after its box number ("2. CRASH DATE / TIME")', async () => {
    const text = await read((pdf) => {
      pdf.text(1, 40, 40, 'STATE TRAFFIC CRASH REPORT', { size: 12, bold: true });
      grid(
        pdf,
        70,
        [
          [40, '1. LOCAL REPORT NUMBER'],
          [200, '2. CRASH DATE / TIME'],
          [380, '3. COUNTY'],
        ],
        [
          [
            [40, '26-0088120'],
            [200, '02/14/2026 14:32'],
            [380, 'FRANKLIN'],
          ],
        ],
      );
    });
    expect(extractFields(text, 'other').dateOfLoss?.value).toBe('2026-02-14');
  });

  it('reads a row of labels one of which carries a hint with a figure ("TIME (24 HR)"), values centred under them', async () => {
    const text = await read((pdf) => {
      pdf.text(1, 40, 40, 'TRAFFIC COLLISION REPORT', { size: 12, bold: true });
      grid(
        pdf,
        70,
        [
          [40, 'REPORT NUMBER'],
          [160, 'DATE OF CRASH'],
          [280, 'TIME (24 HR)'],
        ],
        [
          [
            [60, '26-0088120'],
            [180, '02/14/2026'],
            [290, '1432'],
          ],
        ],
      );
    });
    expect(extractFields(text, 'other').dateOfLoss?.value).toBe('2026-02-14');
  });
});
