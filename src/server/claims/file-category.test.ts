import { describe, expect, it } from 'vitest';
import { fileCategory } from './file-category.js';

const upload = (category: string | null, contentType = 'application/pdf') => ({ category, contentType });

describe('fileCategory', () => {
  it("keeps the analysis's finer kind inside the step the user chose", () => {
    expect(fileCategory(upload('shop-estimate'), 'opposing_appraiser')).toBe('opposing_appraiser');
  });

  it("follows the user's step when it differs from the analysis", () => {
    expect(fileCategory(upload('progressive-estimate'), 'opposing_appraiser')).toBe('carrier_estimate');
    expect(fileCategory(upload('other-documents'), 'opposing_appraiser')).toBe('other');
  });

  it('falls back to the analysis, then to the file type', () => {
    expect(fileCategory(upload(null), 'opposing_appraiser')).toBe('opposing_appraiser');
    expect(fileCategory(upload(null, 'image/jpeg'), null)).toBe('photos');
    expect(fileCategory(upload(null), null)).toBe('other');
  });
});
