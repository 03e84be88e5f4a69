import { describe, expect, it } from 'vitest';
import { fileCategory } from './submit-claim.js';

const upload = (category: string | null, contentType = 'application/pdf') => ({
  blobKey: 'claims/x',
  fileName: 'letter.pdf',
  contentType,
  size: 10,
  sha256: 'abc',
  category,
});

describe('fileCategory', () => {
  const analysis = { documents: [{ filename: 'letter.pdf', sha256: 'abc', category: 'opposing_appraiser' }] };

  it("keeps the analysis's finer kind inside the step the user chose", () => {
    expect(fileCategory(upload('shop-estimate'), analysis)).toBe('opposing_appraiser');
  });

  it("follows the user's step when it differs from the analysis", () => {
    expect(fileCategory(upload('progressive-estimate'), analysis)).toBe('carrier_estimate');
    expect(fileCategory(upload('other-documents'), analysis)).toBe('other');
  });

  it('falls back to the analysis, then to the file type', () => {
    expect(fileCategory(upload(null), analysis)).toBe('opposing_appraiser');
    expect(fileCategory(upload(null, 'image/jpeg'), null)).toBe('photos');
    expect(fileCategory(upload(null), null)).toBe('other');
  });
});
