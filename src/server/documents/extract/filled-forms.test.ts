/**
 * Golden tests of filled forms (AcroForm fields, as a loss notice is filled): small forms written
 * here with other labels and layouts than any real form's, one cause each, read whole by analyzeFile.
 * Every value is invented.
 */
import { describe, expect, it } from 'vitest';
import { FormPdf } from '../../../../tests/fixtures/documents/form-pdf';
import { analyzeFile } from '../analyze-file';

/** A form's heading and claim line, printed (not fields). */
async function form(): Promise<FormPdf> {
  const f = await FormPdf.create();
  f.text(220, 40, 'AUTO LOSS REPORT', 12);
  f.text(40, 60, 'Claim No: WX-44120', 8);
  f.text(300, 60, 'Date of Loss: 03/02/2025', 8);
  return f;
}

const read = async (f: FormPdf) => (await analyzeFile(await f.bytes(), { ocr: false })).fields;

describe('filled forms', () => {
  it("reads a phone stored as its ten digits alone ('5551234567') in the field beside or under its label", async () => {
    const beside = await form();
    beside.text(40, 100, 'INSURED PHONE:');
    beside.field(42 + beside.width('INSURED PHONE:'), 92, 150, 16, '5551234567');
    const under = await form();
    under.box(36, 80, 200, 26);
    under.text(38, 87, 'HOME PHONE');
    under.field(38, 92, 196, 13, '9375550142');
    expect((await read(beside)).phone?.value).toBe('(555) 123-4567');
    expect((await read(under)).phone?.value).toBe('(937) 555-0142');
  });

  it('keeps the lines of a long field value inside its box, off the labels and values under it', async () => {
    const f = await form();
    const narrative = Array.from({ length: 9 }, (_, i) => `Line ${i + 1} of the narrative: the insured was parked when struck`).join('\n');
    f.box(36, 80, 540, 40);
    f.text(38, 87, 'DESCRIPTION OF ACCIDENT');
    f.field(38, 89, 536, 30, narrative);
    for (const [x, w, label, value] of [
      [36, 60, 'YEAR', '2019'],
      [96, 120, 'MAKE', 'Subaru'],
      [216, 140, 'MODEL', 'Outback'],
      [356, 220, 'VIN', '4S4BSANC2K3312345'],
    ] as const) {
      f.box(x, 120, w, 24);
      f.text(x + 2, 127, label);
      f.field(x + 2, 130, w - 4, 13, value);
    }
    f.box(36, 144, 270, 24);
    f.text(38, 151, 'NAME OF INSURED');
    f.field(38, 154, 266, 13, 'Dana Kowalski');
    const a = await analyzeFile(await f.bytes(), { ocr: false });
    const lines = a.text.split('\n');
    expect(lines.indexOf('YEAR  MAKE  MODEL  VIN')).toBeGreaterThan(lines.findIndex((l) => l.startsWith('Line 9 of')));
    expect(a.fields.insuredName?.value).toBe('Dana Kowalski');
    expect(a.fields.vehicleModel?.value).toBe('Outback');
  });

  it('reads no value for a field left blank from the printed heading under it', async () => {
    // The heading row under the blank fields alone, and with more of the form's words beside it.
    for (const beside of [[], ['(check if same)', 'HOME', 'BUS', 'CELL']]) {
      const f = await form();
      for (const [x, label, value] of [
        [40, 'YEAR:', '2020'],
        [130, 'MAKE:', 'Ford'],
        [250, 'MODEL:', ''],
        [400, 'SERIAL #:', ''],
      ] as const) {
        f.text(x, 100, label);
        f.field(x + 2 + f.width(label), 92, 90, 11, value);
      }
      f.text(40, 112, 'DRIVER INFORMATION AND LICENSE');
      f.text(250, 112, 'PASSENGERS INJURED');
      for (const [i, word] of beside.entries()) f.text(i === 0 ? 330 : 440 + 40 * i, 112, word);
      const fields = await read(f);
      expect(fields.vehicleMake?.value).toBe('Ford');
      expect(fields.vehicleModel, beside.join(' ')).toBeUndefined();
      expect(fields.vehicleTrim).toBeUndefined();
    }
  });

  it("reads a role's name under 'NAME OF <role>' ('NAME OF POLICYHOLDER', 'Name of Owner')", async () => {
    for (const label of ['NAME OF POLICYHOLDER', 'Name of Owner']) {
      const f = await form();
      f.box(36, 80, 270, 24);
      f.text(38, 87, label);
      f.field(38, 90, 266, 13, 'Dana Kowalski');
      f.box(306, 80, 270, 24);
      f.text(308, 87, 'MAILING ADDRESS');
      f.field(308, 90, 266, 13, '88 Birch Hollow Rd, Dayton, OH 45402');
      expect((await read(f)).insuredName?.value, label).toBe('Dana Kowalski');
    }
  });

  it('reads a yes/no question answered on a form by a check box (before or after its answer) or a radio button', async () => {
    for (const yes of [true, false]) {
      const before = await form();
      before.text(40, 100, 'INSPECTION REQUIRED:', 7);
      before.check(130, 93, yes);
      before.text(141, 100, 'YES', 7);
      before.check(165, 93, !yes);
      before.text(176, 100, 'NO', 7);
      const after = await form();
      after.text(40, 100, 'Field Inspection', 7);
      after.text(130, 100, 'Yes', 7);
      after.check(146, 93, yes);
      after.text(165, 100, 'No', 7);
      after.check(178, 93, !yes);
      const radio = await form();
      radio.text(40, 100, 'INSPECTION REQUIRED:', 7);
      radio.text(141, 100, 'YES', 7);
      radio.text(176, 100, 'NO', 7);
      radio.radio(
        [
          ['Yes', 130, 93],
          ['No', 165, 93],
        ],
        yes ? 'Yes' : 'No',
      );
      for (const f of [before, after, radio]) expect((await read(f)).inspectionRequired?.value).toBe(yes ? 'Yes' : 'No');
    }
  });

  it("reads a label printed over two lines of its box ('CELL' over 'PHONE') with its value under both", async () => {
    const f = await form();
    f.box(36, 90, 200, 34);
    f.text(38, 97, 'CELL');
    f.text(38, 104, 'PHONE');
    f.field(38, 109, 196, 13, '(555) 201-3344');
    f.box(236, 90, 200, 34);
    f.text(238, 97, 'E-MAIL');
    f.field(238, 109, 196, 13, 'dana.k@example.com');
    expect((await read(f)).phone?.value).toBe('(555) 201-3344');
  });
});
