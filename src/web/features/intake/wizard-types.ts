import type { AppraisalSubType, ClaimForm, ClaimFormField, ClaimType } from '../../../shared/claim';
import type { FailureCode } from '../../../shared/analysis-failures';
import type { WizardCategory } from '../../../shared/categories';

export type Stage = 'intro' | 'transitioning' | 'upload' | 'form';
export type WizardStep = 1 | 2 | 3 | 4 | 5;
export type AppraiserStatus = 'pending' | 'completed';
export type LockableField = 'vehicleLocation' | 'phone' | 'email';

/** A file picked by the user (spec section 3 "Uploaded file entry"). */
export interface UploadedFileEntry {
  id: string;
  file: File;
  category: WizardCategory;
  confidence?: number;
  analyzed: boolean;
  /** The user moved the file or confirmed its step: no longer listed as a doubtful sort. */
  categoryConfirmed?: boolean;
  previewUrl: string;
  /** The server's upload id once the file is sent: the draft keeps it, so a reload restores the file. */
  uploadId?: string;
  /** Still being sent: leaving the page now would lose it. */
  uploading?: boolean;
  /** Why the server could not analyse it (shared/analysis-failures.ts): its sentence is shown with the file. */
  failure?: FailureCode;
}

/** A sent file as the draft keeps it (its bytes stay on the server, GET /api/uploads/{id}/file). */
export interface SavedFile {
  uploadId: string;
  name: string;
  size: number;
  category: WizardCategory;
  confidence?: number;
  analyzed: boolean;
  categoryConfirmed?: boolean;
}

export interface FieldSource {
  file: string;
  page?: number;
  confidence?: number;
  /** Set when the value came from decoding the VIN rather than from a document. */
  from?: 'vin';
}

/** The answer of POST /api/analyze-documents (spec section 7). */
export interface AnalysisResult {
  claimData: Record<string, unknown>;
  opposingAppraiserInfo?: Record<string, unknown>;
  extractedText?: string;
  gaps?: { field: string; note: string }[];
  sources?: Record<string, FieldSource>;
  [key: string]: unknown;
}

/** Values of the sub-type upload forms, stored with the claim as typeDetails. */
export interface TypeDetails {
  vehicleAccessible: boolean | null;
  amountPaidByInsurer: string;
  paymentDate: string;
}

export interface WizardState {
  step: WizardStep;
  /** The furthest step reached: the progress bar jumps only up to it. */
  maxStep: WizardStep;
  stage: Stage;
  subTypeMode: boolean;
  claimType: ClaimType;
  claimSubType: AppraisalSubType | null;
  inspectionNeeded: boolean;
  files: UploadedFileEntry[];
  notAvailable: Record<WizardCategory, boolean>;
  uploadIndex: number;
  analysis: AnalysisResult | null;
  /** Fields the analysis filled, with the document they came from (if known). */
  prefilled: Partial<Record<ClaimFormField, FieldSource | null>>;
  values: ClaimForm;
  opposingAppraiserStatus: AppraiserStatus;
  locks: Record<LockableField, boolean>;
  typeDetails: TypeDetails;
  filedFor: { name: string; email: string };
  /** The earlier claim the person said this one is separate from (the duplicate notice's second choice). */
  separateFrom: string | null;
  /** Files listed in a restored draft: the browser cannot keep File objects over a reload. */
  lostFiles: { name: string; category: WizardCategory; size: number }[];
  /** Files of a restored draft still to be fetched back from the server (cleared once restored). */
  savedFiles: SavedFile[];
}
