import { type DocumentKind, normalizeCategory, toListCategory, toWizardCategory } from '../../shared/categories.js';

/**
 * The category stored for a file, in the document-list vocabulary: the user's card choice (any
 * vocabulary), where the server's analysis of the same bytes gives a finer kind within that card;
 * else the analysis's kind; else photo for an image and other for the rest.
 */
export function fileCategory(upload: { category: string | null; contentType: string }, analyzedKind: DocumentKind | null): string {
  const chosen = normalizeCategory(upload.category);
  // The wizard's vocabulary folds the other appraiser's documents into 'shop-estimate'; when the
  // analysis read the same file as a finer kind within the user's choice, keep the finer kind.
  if (chosen && analyzedKind && toWizardCategory(chosen) === toWizardCategory(analyzedKind)) {
    return toListCategory(analyzedKind);
  }
  if (chosen) return toListCategory(chosen);
  if (analyzedKind) return toListCategory(analyzedKind);
  return upload.contentType.startsWith('image/') ? 'photos' : 'other';
}
