// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { editsOf, readLetterEdits, storeLetterEdits, withEdits } from './letter-edits';

afterEach(() => sessionStorage.clear());

describe("the letter editor's unsaved edits", () => {
  it('keeps the paragraph the person edited and lets the others follow a letter generated again', () => {
    const first = ['Dear Carrier:', 'We demand an appraisal.', 'On the 12 comparables the value is $20,009.83.'];
    const typed = [first[0] as string, 'We demand an appraisal. Edited by the owner.', first[2] as string];
    storeLetterEdits('FR-1', 'total-loss', editsOf(typed, first));
    // A comparable is kept again: the letter is generated with new figures.
    const again = ['Dear Carrier:', 'We demand an appraisal.', 'On the 13 comparables the value is $20,124.00.'];
    expect(withEdits(again, readLetterEdits('FR-1', 'total-loss'))).toEqual([
      'Dear Carrier:',
      'We demand an appraisal. Edited by the owner.',
      'On the 13 comparables the value is $20,124.00.',
    ]);
  });

  it('keeps nothing when no paragraph differs from the generated letter', () => {
    storeLetterEdits('FR-1', 'repair', editsOf(['a', 'b'], ['a', 'b']));
    expect(readLetterEdits('FR-1', 'repair')).toBeNull();
  });
});
