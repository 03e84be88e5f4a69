import type { WizardCategory } from './categories';
import type { AppraisalSubType, ClaimType } from './claim-kinds';

/**
 * Which upload steps a claim type requires and how many files satisfy each: one rule the wizard's
 * cards and the server's submit check (422 missing_documents) both read (claim-intake.md section 3
 * "Per-type upload rules"; DESIGN.md "Upload cards").
 */
export interface UploadRequirement {
  key: WizardCategory;
  required: boolean;
  /** Fewest files that satisfy the step. */
  minFiles: number;
  /** What the step asks for, in words a claimant reads (used in the refusal's message). */
  name: string;
}

const KEYS: WizardCategory[] = ['progressive-estimate', 'shop-estimate', 'photos', 'other-documents'];

/** What each step holds, by claim type (the insurer's name comes from the firm's content). */
function namesFor(claimType: ClaimType, subType: AppraisalSubType | null, insurer: string): Record<WizardCategory, string> {
  if (claimType === 'glass') {
    return {
      'progressive-estimate': `the payment proof or EOB from ${insurer}`,
      'shop-estimate': "the glass shop's invoice or the other appraiser's estimate",
      photos: 'photos of the glass damage',
      'other-documents': 'other documents',
    };
  }
  if (claimType === 'total-loss') {
    return {
      'progressive-estimate': `${insurer}'s total-loss valuation`,
      'shop-estimate': "the other appraiser's valuation",
      photos: 'photos of the vehicle',
      'other-documents': 'other documents',
    };
  }
  return {
    'progressive-estimate': `${insurer}'s estimate`,
    'shop-estimate':
      subType === 'appraisal-post-repair' ? "the shop's final repair invoice or the opposing estimate" : "the shop's or the other appraiser's estimate",
    photos: subType === 'appraisal-post-repair' ? 'photos of the completed repair' : 'photos of the damage',
    'other-documents': 'other documents',
  };
}

export function uploadRequirementsFor(claimType: ClaimType, subType: AppraisalSubType | null, insurer = 'your insurer'): UploadRequirement[] {
  const sub = claimType === 'appraisal' ? subType : null;
  const names = namesFor(claimType, sub, insurer);
  return KEYS.map((key) => ({
    key,
    name: names[key],
    required: isRequired(key, claimType, sub),
    // "Photo fields: at least 3 files" and "Minimum photos 3" (claim-intake.md sections 3 and 6) hold
    // for every claim type, as the Assignment Bot asks; "I don't have more photos" lets a claimant on.
    minFiles: key === 'photos' ? 3 : 1,
  }));
}

function isRequired(key: WizardCategory, claimType: ClaimType, sub: AppraisalSubType | null): boolean {
  if (key === 'other-documents') return false;
  // Comparative Estimate Only: the opposing estimate is optional.
  if (key === 'shop-estimate' && sub === 'appraisal-only') return false;
  // Auto: the spec's uploads are the shop estimate, photos and inspection details; the insurer's
  // estimate is welcome but not required (the card said "if you have it" under a Required badge).
  if (key === 'progressive-estimate' && claimType === 'auto') return false;
  return true;
}

export interface MissingDocument {
  key: WizardCategory;
  name: string;
  have: number;
  need: number;
}

/**
 * The required steps a submission leaves unsatisfied: fewer files than the step needs and not
 * marked Not Available. `counts` is the number of files per step.
 */
export function missingDocuments(
  requirements: UploadRequirement[],
  counts: Partial<Record<WizardCategory, number>>,
  notAvailable: Partial<Record<string, boolean>> | undefined,
): MissingDocument[] {
  return requirements
    .filter((r) => r.required && !notAvailable?.[r.key] && (counts[r.key] ?? 0) < r.minFiles)
    .map((r) => ({ key: r.key, name: r.name, have: counts[r.key] ?? 0, need: r.minFiles }));
}

/** "Add photos of the damage (1 of 3)…" — one sentence a claimant can act on. */
export function missingDocumentsMessage(missing: MissingDocument[]): string {
  const parts = missing.map((m) => (m.need > 1 ? `${m.name} (${m.have} of ${m.need})` : m.name));
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return `The claim is missing ${list}. Upload ${missing.length > 1 ? 'them' : 'it'}, or mark the step as not available if you do not have ${missing.length > 1 ? 'them' : 'it'}.`;
}
