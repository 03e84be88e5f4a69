import type { AppraisalSubType, ClaimType } from '../../../shared/claim';
import type { WizardCategory } from '../../../shared/categories';
import { translateText } from '../../lib/i18n';
import { uploadRequirementsFor } from '../../../shared/upload-rules';

/** One card of the upload wizard (spec section 3 "Step definition"). */
export interface UploadStepDef {
  key: WizardCategory;
  title: string;
  required: boolean;
  description: string;
  /** Fewest files that satisfy the step (photos of the appraisal sub-type forms need 3). */
  minFiles: number;
  imagesOnly: boolean;
}

type Titles = [string, string, string, string, string, string, string, string];

/**
 * Titles and descriptions follow the claim type's upload rules (DESIGN.md "Upload cards"); the
 * insurer is the firm's content's (useContent()).
 */
export const titlesFor = (insurer: string): Record<ClaimType | AppraisalSubType, Titles> => ({
  appraisal: [
    `Appraisal from ${insurer}`,
    `${insurer}'s estimate of the damage`,
    'Other Appraiser/Shop',
    "The shop's or the other appraiser's estimate",
    'Photos',
    'Supporting photos of the damage',
    'Other Documents',
    'Anything else that supports the claim',
  ],
  'appraisal-inspection': [
    `Appraisal from ${insurer}`,
    `${insurer}'s estimate of the damage`,
    'Other Appraiser/Shop',
    "The shop's or the other appraiser's estimate",
    'Photos',
    'At least 3 photos of the damage',
    'Other Documents',
    'Vehicle location details or anything else that helps',
  ],
  'appraisal-post-repair': [
    `Appraisal from ${insurer}`,
    `${insurer}'s estimate of the damage`,
    'Other Appraiser/Shop',
    "The shop's final repair invoice or bill, or the opposing estimate",
    'Photos',
    'At least 3 photos of the completed repair',
    'Other Documents',
    `Payment documentation (what ${insurer} paid)`,
  ],
  'appraisal-only': [
    `Appraisal from ${insurer}`,
    `${insurer}'s estimate of the damage`,
    'Other Appraiser/Shop (Optional)',
    'The opposing estimate, if you have one. You can continue without it.',
    'Photos',
    'At least 3 photos of the damage',
    'Other Documents',
    'Anything else that supports the claim',
  ],
  'total-loss': [
    `Appraisal from ${insurer}`,
    `${insurer}'s total-loss valuation`,
    'Other Appraiser/Shop',
    "The other appraiser's valuation",
    'Photos',
    'Photos of the vehicle',
    'Other Documents',
    'Anything else that supports the value',
  ],
  glass: [
    `Payment from ${insurer}`,
    `Payment proof or EOB (explanation of benefits) from ${insurer}`,
    'Other Appraiser/Shop',
    "The glass shop's invoice or the other appraiser's estimate",
    'Photos',
    'Photos of the glass damage',
    'Other Documents',
    'Anything else that supports the claim',
  ],
  auto: [
    `Estimate from ${insurer} (Optional)`,
    `${insurer}'s estimate, if you have it. You can continue without it.`,
    'Other Appraiser/Shop',
    "The shop's estimate",
    'Photos',
    'Photos or supporting documents',
    'Other Documents',
    'Inspection location or contact details',
  ],
});

export function uploadStepsFor(claimType: ClaimType, subType: AppraisalSubType | null, insurer: string): UploadStepDef[] {
  const key = claimType === 'appraisal' && subType ? subType : claimType;
  // English templates ("{insurer}'s estimate") in the reader's language, then filled in.
  const t = titlesFor('{insurer}')[key].map((text) => translateText(text, { insurer }));
  // Required steps and photo counts are the shared rule the server enforces on submit.
  return uploadRequirementsFor(claimType, subType, insurer).map((r, i) => ({
    key: r.key,
    title: t[i * 2],
    description: t[i * 2 + 1],
    required: r.required,
    minFiles: r.minFiles,
    imagesOnly: r.key === 'photos',
  }));
}

export const CLAIM_DESCRIPTIONS: Record<ClaimType, string> = {
  appraisal: "You and the insurer disagree on the repair cost and the policy's appraisal clause applies.",
  'total-loss': 'The vehicle was declared a total loss and you dispute its actual cash value.',
  glass: 'A windshield or glass repair was underpaid or disputed.',
  auto: 'An independent appraisal of vehicle damage for any other auto claim.',
};

/** The upload rules listed on the Claim Menu cards (spec section 3 table). */
export const claimMenu = (insurer: string): { type: ClaimType; rules: string[]; description: string }[] =>
  claimMenuTemplates('{insurer}').map((m) => ({
    ...m,
    description: translateText(m.description),
    rules: m.rules.map((r) => translateText(r, { insurer })),
  }));

/** The Claim Menu's English texts with "{insurer}" left as a placeholder (scripts/check-i18n.ts lists them). */
export const claimMenuTemplates = (insurer: string): { type: ClaimType; rules: string[]; description: string }[] => [
  {
    type: 'appraisal',
    description: CLAIM_DESCRIPTIONS.appraisal,
    rules: [`${insurer} estimate`, 'Shop or other appraiser estimate', 'Supporting photos or documents'],
  },
  { type: 'total-loss', description: CLAIM_DESCRIPTIONS['total-loss'], rules: [`${insurer} valuation`, 'Other appraiser valuation', 'Vehicle photos'] },
  // The rules name the same documents, in the same order, as the type's upload cards (issue 25).
  {
    type: 'glass',
    description: CLAIM_DESCRIPTIONS.glass,
    rules: [`Payment proof or EOB from ${insurer}`, 'Glass shop invoice or other appraiser estimate', 'Photos of the glass damage'],
  },
  {
    type: 'auto',
    description: CLAIM_DESCRIPTIONS.auto,
    rules: [`${insurer} estimate, if you have it (optional)`, 'Shop estimate', 'Photos or supporting documents', 'Inspection location or contact (optional)'],
  },
];

export const SUB_TYPE_DESCRIPTIONS: Record<AppraisalSubType, string> = {
  'appraisal-inspection': 'The vehicle has not been repaired yet and an appraiser must inspect it.',
  'appraisal-post-repair': 'The vehicle is repaired and the final bill exceeds what the insurer paid.',
  'appraisal-only': 'Compare the estimates without an inspection.',
};
