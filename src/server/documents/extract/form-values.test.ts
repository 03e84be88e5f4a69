/**
 * Golden tests of values as claim forms and letters print them under their labels (issue 33), one
 * construct each in a letter written here (letter-fixture.ts, every value invented): a policy number
 * of a letter prefix and one group of digits.
 */
import { describe, expect, it } from 'vitest';
import { letterFields } from './letter-fixture';

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
