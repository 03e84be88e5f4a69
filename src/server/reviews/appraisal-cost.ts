import type { AppraisalCost } from '../../shared/contracts/reviews.js';

export interface AppraisalFees {
  firmFee: number;
  umpireFee: number;
}

/**
 * What an appraisal costs the claimant beside what it could win: the firm's fee and half an umpire's
 * (each side pays half when the two appraisers disagree). Covered only when the difference is more.
 */
export function appraisalCost(fees: AppraisalFees, difference: number | null): AppraisalCost {
  const half = Math.round(fees.umpireFee * 50) / 100;
  const total = Math.round((fees.firmFee + half) * 100) / 100;
  return { firmFee: fees.firmFee, halfUmpireFee: half, total, difference, covered: difference != null && difference > total };
}
