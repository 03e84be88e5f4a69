/** The generic uploader's two calls (spec section 7): /api/upload and /api/categorize-files. */

import type { CategorizeAnswer, GenericUploadAnswer } from '../../../shared/contracts/documents';

/** The answer of POST /api/upload, or an error's `{ message }`: read as untrusted until checked. */
export type UploadAnswer = Partial<GenericUploadAnswer>;

/**
 * Uploads one file with XMLHttpRequest, because fetch reports no upload progress. Resolves with
 * the file's url; rejects with the server's message (or 'Upload failed').
 */
export function uploadWithProgress(file: File, onProgress: (percent: number) => void): { promise: Promise<string>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<string>((resolve, reject) => {
    xhr.open('POST', '/api/upload');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: UploadAnswer & { message?: string } = { success: false };
      try {
        body = JSON.parse(xhr.responseText) as UploadAnswer;
      } catch {
        // not JSON: fall through to the generic message
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.success && body.file?.url) {
        onProgress(100);
        resolve(body.file.url);
      } else {
        reject(new Error(body.message || 'Upload failed'));
      }
    };
    xhr.onerror = () => reject(new Error('Upload failed'));
    xhr.onabort = () => reject(new Error('Upload cancelled'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}

export type CategoryGuess = Pick<CategorizeAnswer['categories'][number], 'category' | 'confidence'>;

/** First category of one file; null on any failure (categorisation fails silently). */
export async function categorizeFile(file: File): Promise<CategoryGuess | null> {
  try {
    const form = new FormData();
    form.append('files', file, file.name);
    const res = await fetch('/api/categorize-files', { method: 'POST', body: form, credentials: 'include' });
    if (!res.ok) return null;
    const body = (await res.json()) as Partial<CategorizeAnswer>;
    const first = body.categories?.[0];
    if (!body.success || !first || typeof first.category !== 'string' || typeof first.confidence !== 'number') return null;
    return first;
  } catch {
    return null;
  }
}
