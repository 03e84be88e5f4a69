import type { GENERATOR_DOCUMENT_TYPES, ProcessDocumentsAnswer } from '../../../shared/contracts/documents';
import { apiRequest, readAnswer } from '../../lib/api-request';

const answerSchema = import.meta.env.DEV ? async () => (await import('../../../shared/contracts/documents')).ProcessDocumentsAnswerSchema : undefined;

/** Kinds the generator shows (spec section 3, "Uploaded document item"). */
export type DocumentType = (typeof GENERATOR_DOCUMENT_TYPES)[number];
export type ExtractedData = ProcessDocumentsAnswer['mergedData'];
export type ProcessedDocument = ProcessDocumentsAnswer['documents'][number];
export type { ProcessDocumentsAnswer };

/** One merge over staged uploads (POST /api/uploads), named by id in the order of the answer's documents. */
export async function processDocuments(uploadIds: string[]): Promise<ProcessDocumentsAnswer> {
  const body = new FormData();
  body.append('uploadIds', uploadIds.join(','));
  return readAnswer(await apiRequest('POST', '/api/admin/process-documents', body), answerSchema);
}

/** The staff member confirms a staged document of another vehicle belongs with the others (its next merge takes it). */
export async function confirmUploadVehicle(uploadId: string): Promise<void> {
  await apiRequest('POST', `/api/uploads/${encodeURIComponent(uploadId)}/vehicle-confirmation`);
}

export type GenerateFormat = 'word' | 'pdf';
const GENERATE_URL: Record<GenerateFormat, string> = {
  word: '/api/admin/generate-assignment-form',
  pdf: '/api/admin/generate-assignment-form-pdf',
};

/** Asks the server for the document and hands it to the browser as a download. */
export async function generateAndDownload(format: GenerateFormat, payload: Record<string, unknown>): Promise<string> {
  const res = await apiRequest('POST', GENERATE_URL[format], payload);
  const blob = await res.blob();
  const match = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '');
  const name = match?.[1] ?? `Assignment_${Date.now()}.${format === 'word' ? 'docx' : 'pdf'}`;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser time to start the download before the blob goes away.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return name;
}

/** Session-storage hand-off from the generator to the preview (spec section 4). */
export const PREVIEW_STORAGE_KEY = 'assignmentPreviewData';

export function storePreviewHandOff(data: Record<string, unknown>): void {
  sessionStorage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(data));
}

/** Reads the hand-off without deleting it (the caller deletes it once the page has it). */
export function readPreviewHandOff(): { data: Record<string, unknown> | null; failed: boolean } {
  const raw = sessionStorage.getItem(PREVIEW_STORAGE_KEY);
  if (raw === null) return { data: null, failed: false };
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { data: null, failed: true };
    return { data: parsed as Record<string, unknown>, failed: false };
  } catch {
    return { data: null, failed: true };
  }
}
