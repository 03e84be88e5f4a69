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
});
