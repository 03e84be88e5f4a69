import { normalizeCategory, toWizardCategory, type WizardCategory } from '../../shared/categories.js';
import type { ClaimSubmission } from '../../shared/claim.js';
import { missingDocuments, missingDocumentsMessage, uploadRequirementsFor } from '../../shared/upload-rules.js';
import { AppError } from '../errors.js';

/**
 * The claim type's required-document rules, enforced whatever the browser sends: every required
 * upload step holds enough files (by the step each file was filed under, else its stored
 * category) or is marked Not Available. Refused with 422 missing_documents naming the step.
 */
export function checkRequiredDocuments(data: ClaimSubmission, files: { category: string }[], insurer: string): void {
  const counts: Partial<Record<WizardCategory, number>> = {};
  for (const f of files) {
    const kind = normalizeCategory(f.category);
    const step = kind ? toWizardCategory(kind) : 'other-documents';
    counts[step] = (counts[step] ?? 0) + 1;
  }
  const missing = missingDocuments(uploadRequirementsFor(data.claimType, data.claimSubType ?? null, insurer), counts, data.notAvailable);
  if (missing.length === 0) return;
  throw new AppError('missing_documents', missingDocumentsMessage(missing), {
    fields: missing.map((m) => ({ field: `notAvailable.${m.key}`, message: missingDocumentsMessage([m]) })),
  });
}
