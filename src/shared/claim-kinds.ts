import type { ClaimForm } from './claim';

/** Claim types and appraisal sub-types (claim-intake.md section 3). */
export const CLAIM_TYPES = ['appraisal', 'total-loss', 'glass', 'auto'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];
export const APPRAISAL_SUB_TYPES = ['appraisal-inspection', 'appraisal-post-repair', 'appraisal-only'] as const;
export type AppraisalSubType = (typeof APPRAISAL_SUB_TYPES)[number];

export const CLAIM_TYPE_LABELS: Record<ClaimType, string> = {
  appraisal: 'Appraisal Clause',
  'total-loss': 'Total Loss ACV',
  glass: 'Glass Appraisal',
  auto: 'Auto Appraisal',
};
export const SUB_TYPE_LABELS: Record<AppraisalSubType, string> = {
  'appraisal-inspection': 'Inspection Required',
  'appraisal-post-repair': 'Post Repair Dispute',
  'appraisal-only': 'Comparative Estimate Only',
};

/** The wizard's starting values. */
export const EMPTY_CLAIM_FORM: ClaimForm = {
  insuredName: '',
  claimNumber: '',
  policyNumber: '',
  dateOfLoss: '',
  vehicleYear: null,
  vehicleMake: '',
  vehicleModel: '',
  vehicleVin: '',
  vehicleTrim: '',
  vehicleLocation: '',
  email: '',
  phone: '',
  repairShopName: '',
  opposingAppraiserName: '',
  opposingAppraiserCompany: '',
  opposingAppraiserPhone: '',
  opposingAppraiserEmail: '',
  opposingAppraiserAddress: '',
  opposingEstimateAmount: '',
  opposingEstimateDate: '',
  notes: '',
};
