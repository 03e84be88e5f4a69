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

/**
 * Entries of a claim's history that are no status: staff's internal note, and files staff added.
 * They sit in the status history for staff and never reach the claimant.
 */
export const INTERNAL_HISTORY = { note: 'internal_note', filesAdded: 'files_added' } as const;
export const isInternalHistory = (status: string): boolean => status === INTERNAL_HISTORY.note || status === INTERNAL_HISTORY.filesAdded;
