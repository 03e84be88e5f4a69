import type { ClaimFileView, StatusEventView } from '../../shared/claim-views';

/** The claim as GET /api/claims/{ref} answers it (claims issue), for the pages that show one. */
export type ClaimFileInfo = ClaimFileView;
export type StatusEvent = StatusEventView;

export interface StoredAnswer {
  question: string;
  category: string | null;
  answer: string | number | boolean | null;
  answeredAt: string;
}

export interface ClaimDetail {
  id: number;
  referenceNumber: string;
  claimType: string;
  claimSubType: string | null;
  inspectionNeeded: boolean;
  typeDetails: Record<string, unknown> | null;
  status: string;
  insuredName: string | null;
  claimNumber: string | null;
  policyNumber: string | null;
  dateOfLoss: string | null;
  vehicleYear: number | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  vehicleTrim: string | null;
  vehicleVin: string | null;
  vehicleLocation: string | null;
  email: string | null;
  phone: string | null;
  repairShopName: string | null;
  notes: string | null;
  uploadedFiles: string[];
  clientAddress: string | null;
  clientCity: string | null;
  clientState: string | null;
  clientZip: string | null;
  driverLicenseNumber: string | null;
  insuranceCompany: string | null;
  deductibleAmount: string | null;
  opposingAppraiserName: string | null;
  opposingAppraiserCompany: string | null;
  opposingAppraiserPhone: string | null;
  opposingAppraiserEmail: string | null;
  opposingAppraiserAddress: string | null;
  opposingAppraiserStatus: string;
  opposingEstimateAmount: string | null;
  opposingEstimateDate: string | null;
  analysisResult: Record<string, unknown> | null;
  analysisConfidence: number | null;
  extractedText: string | null;
  answers: Record<string, StoredAnswer> | null;
  estimateComparison: Record<string, unknown> | null;
  submittedBy: number | null;
  filedForName: string | null;
  filedForEmail: string | null;
  createdAt: string;
  updatedAt: string;
  files: ClaimFileInfo[];
  statusHistory: StatusEvent[];
}

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

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

