/**
 * Document categories: one canonical kind, four vocabularies (DESIGN.md "Document categories").
 * Inside the code the firm's assignment letter is always the kind `firm_assignment`; the spec's
 * names stay only on the wire: generator type `frontier_assignment` (staff-portal.md) and the
 * form key `frontier_file` (the firm's file number, `firmFileNumber` among extracted fields).
 */
export const DOCUMENT_KINDS = ['carrier_estimate', 'shop_estimate', 'opposing_appraiser', 'firm_assignment', 'photo', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Upload wizard (upload-multiple) vocabulary. */
export const WIZARD_CATEGORIES = ['progressive-estimate', 'shop-estimate', 'photos', 'other-documents'] as const;
export type WizardCategory = (typeof WIZARD_CATEGORIES)[number];

/** Document list (form, assignment view) vocabulary with its labels. */
export const LIST_CATEGORIES = ['carrier_estimate', 'shop_estimate', 'opposing_appraiser', 'photos', 'other'] as const;
export type ListCategory = (typeof LIST_CATEGORIES)[number];
export const LIST_CATEGORY_LABELS: Record<ListCategory, string> = {
  carrier_estimate: 'Carrier Estimate',
  shop_estimate: 'Shop Estimate',
  opposing_appraiser: 'Opposing Appraiser Documents',
  photos: 'Photos & Images',
  other: 'Other Supporting Documents',
};

/** Generic uploader (categorize-files) vocabulary with its labels. */
export const UPLOADER_CATEGORIES = ['carrier-estimate', 'shop-estimate', 'opposing-appraiser-estimate', 'photos', 'other'] as const;
export type UploaderCategory = (typeof UPLOADER_CATEGORIES)[number];
export const UPLOADER_CATEGORY_LABELS: Record<UploaderCategory, string> = {
  'carrier-estimate': 'Carrier Estimate',
  'shop-estimate': 'Shop Estimate',
  'opposing-appraiser-estimate': 'Opposing Appraiser',
  photos: 'Photos',
  other: 'Other',
};

/** Assignment generator document types. */
export const GENERATOR_TYPES = ['unknown', 'frontier_assignment', 'progressive_estimate', 'appraiser_aob_letter', 'merged_claim'] as const;
export type GeneratorType = (typeof GENERATOR_TYPES)[number];

const TABLE: Record<DocumentKind, { wizard: WizardCategory; list: ListCategory; uploader: UploaderCategory; generator: GeneratorType }> = {
  carrier_estimate: { wizard: 'progressive-estimate', list: 'carrier_estimate', uploader: 'carrier-estimate', generator: 'progressive_estimate' },
  shop_estimate: { wizard: 'shop-estimate', list: 'shop_estimate', uploader: 'shop-estimate', generator: 'unknown' },
  opposing_appraiser: { wizard: 'shop-estimate', list: 'opposing_appraiser', uploader: 'opposing-appraiser-estimate', generator: 'appraiser_aob_letter' },
  firm_assignment: { wizard: 'other-documents', list: 'other', uploader: 'other', generator: 'frontier_assignment' },
  photo: { wizard: 'photos', list: 'photos', uploader: 'photos', generator: 'unknown' },
  other: { wizard: 'other-documents', list: 'other', uploader: 'other', generator: 'unknown' },
};

export const toWizardCategory = (k: DocumentKind): WizardCategory => TABLE[k].wizard;
export const toListCategory = (k: DocumentKind): ListCategory => TABLE[k].list;
export const toUploaderCategory = (k: DocumentKind): UploaderCategory => TABLE[k].uploader;
export const toGeneratorType = (k: DocumentKind): GeneratorType => TABLE[k].generator;

const ALIASES: Record<string, DocumentKind> = {
  progressive_estimate: 'carrier_estimate',
  carrier_estimate: 'carrier_estimate',
  carrier: 'carrier_estimate',
  shop_estimate: 'shop_estimate',
  opposing_appraiser: 'opposing_appraiser',
  opposing_appraiser_estimate: 'opposing_appraiser',
  appraiser_aob_letter: 'opposing_appraiser',
  frontier_assignment: 'firm_assignment',
  firm_assignment: 'firm_assignment',
  photos: 'photo',
  photo: 'photo',
  other_documents: 'other',
  other: 'other',
  unknown: 'other',
};

/** Accepts any of the four vocabularies, with '-' or '_', in any case; null when unknown. */
export function normalizeCategory(input: string | null | undefined): DocumentKind | null {
  if (!input) return null;
  const key = input
    .trim()
    .toLowerCase()
    .replace(/[-\s]+/g, '_');
  return ALIASES[key] ?? null;
}
