import { i18n, intlLocale } from './i18n';
import type { ClaimFileView, ClaimView, StatusEventView, StoredAnswer } from '../../shared/contracts/claims';

/** The claim as GET /api/claims/{ref} answers it: the server's contract (shared/contracts/claims.ts). */
export type ClaimDetail = ClaimView;
export type ClaimFileInfo = ClaimFileView;
export type StatusEvent = StatusEventView;
export type { StoredAnswer };

/** The thank-you page's session-storage hand-off, written by the wizard on submit (spec section 7). */
export interface ClaimHandOff {
  claimData: Record<string, unknown>;
  analysisResult: Record<string, unknown> | null;
  uploadedFiles: Array<{ name: string; category: string; size: number }>;
  referenceNumber: string;
}

export const HAND_OFF_KEY = 'claimSubmission';

/** The hand-off for this reference, or null when it is gone (reload in a new tab) or another claim's. */
export function readClaimHandOff(referenceNumber: string): ClaimHandOff | null {
  try {
    const raw = sessionStorage.getItem(HAND_OFF_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as ClaimHandOff;
    if (!parsed || parsed.referenceNumber !== referenceNumber || typeof parsed.claimData !== 'object') return null;
    return { ...parsed, uploadedFiles: Array.isArray(parsed.uploadedFiles) ? parsed.uploadedFiles : [] };
  } catch {
    return null;
  }
}

/** The same shape rebuilt from the stored claim, so every view works after a reload. */
export function handOffFromClaim(claim: ClaimDetail): ClaimHandOff {
  const { files, statusHistory: _h, analysisResult, ...fields } = claim;
  return {
    claimData: { ...fields, vehicleYear: claim.vehicleYear },
    analysisResult: analysisResult ?? null,
    uploadedFiles: files.map((f) => ({ name: f.fileName, category: f.category, size: f.size })),
    referenceNumber: claim.referenceNumber,
  };
}

export const STATUS_LABELS: Record<string, string> = {
  submitted: 'Submitted',
  processing: 'Processing',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** A status in the reader's language (the staff side reads STATUS_LABELS, English). */
export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ? i18n.t(`status.value.${status}`) : status;
}

/** A calendar date ("2024-03-14", as the forms store it) written for the reader: "Mar 14, 2024", "14 mar 2024". */
export function formatDay(value: unknown): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value == null ? '' : String(value);
  const d = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? value : d.toLocaleDateString(intlLocale(), { dateStyle: 'medium', timeZone: 'UTC' });
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' });
}
