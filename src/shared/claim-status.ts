import type { ClaimStatus } from './claim';

/** submitted → processing → approved | rejected, and a decided claim may go back to processing. */
export const STATUS_TRANSITIONS: Record<ClaimStatus, ClaimStatus[]> = {
  submitted: ['processing'],
  processing: ['approved', 'rejected'],
  approved: ['processing'],
  rejected: ['processing'],
};

/** Where a claim in `current` may move next (an unknown stored status may go to processing). */
export function allowedNextStatuses(current: string): ClaimStatus[] {
  return STATUS_TRANSITIONS[current as ClaimStatus] ?? ['processing'];
}
