/**
 * Golden tests of values as claim forms and letters print them under their labels (issue 33), one
 * construct each in a letter written here (tests/fixtures/documents/letter-fields.ts, every value invented): a policy number
 * of a letter prefix and one group of digits, the odometer under a label never seen, and the insured's
 * name under a label with a bracketed hint or after a "Dr.", and a carrier's letter addressed to
 * "Mr. and Mrs." or through a "c/o" line.
 */
import { describe, expect, it } from 'vitest';
import { letterFields } from '../../../../tests/fixtures/documents/letter-fields';

describe('a number printed as a letter prefix and one group of digits', () => {
  it('reads "NHA 5521093" whole', async () => {
    const f = await letterFields([
      [
        [50, 'Policy #:'],
        [170, 'NHA 5521093'],
      ],
    ]);
    expect(f.policyNumber?.value).toBe('NHA 5521093');
  });
});

describe('the odometer under a label never seen', () => {
  it.each([['Vehicle Mileage:'], ['Current Mileage:'], ['Odometer Miles:']])('reads the miles under "%s"', async (label) => {
    const f = await letterFields([
      [
        [50, label],
        [170, '48,211'],
      ],
    ]);
    expect(f.mileage?.value).toBe('48211');
  });

  it('reads a shop\'s "Mileage In", never its "Mileage Out" (the odometer when the car left)', async () => {
    const f = await letterFields([
      [
        [50, 'Mileage Out:'],
        [170, '48,230'],
        [300, 'Mileage In:'],
        [420, '48,211'],
      ],
    ]);
    expect(f.mileage?.value).toBe('48211');
  });
});

describe("the insured's name as a form asks for it", () => {
  it('reads a label whose bracketed hint holds commas ("Insured Name (Last, First):")', async () => {
    const f = await letterFields([
      [
        [50, 'Insured Name (Last, First):'],
        [200, 'Finch, Harold'],
      ],
    ]);
    expect(f.insuredName?.value).toBe('Harold Finch');
  });

  it('drops a "Dr." before the name', async () => {
    const f = await letterFields([
      [
        [50, 'Insured:'],
        [170, 'Dr. Harold Finch'],
      ],
    ]);
    expect(f.insuredName?.value).toBe('Harold Finch');
  });
});

describe("a carrier's letter addressed to its insured", () => {
  const addressed = (block: string[]) =>
    letterFields([...block.map((t): Array<[number, string]> => [[50, t]]), [[50, 'Dear Mr. Finch:']], [[50, 'We have reviewed the damage to your vehicle.']]]);

  it('reads "Mr. and Mrs. Harold Finch" as Harold Finch', async () => {
    const f = await addressed(['Mr. and Mrs. Harold Finch', '2217 Alder Court', 'Nashua, NH 03060']);
    expect(f.insuredName?.value).toBe('Harold Finch');
  });

  it('reads the addressee with a "c/o" line between his name and his street', async () => {
    const f = await addressed(['Harold Finch', 'c/o Baxter Law Group', '12 Main Street, Suite 400', 'Nashua, NH 03060']);
    expect(f.insuredName?.value).toBe('Harold Finch');
  });
});
