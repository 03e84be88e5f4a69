import type { z } from 'zod';
import type { AnalyzeDocumentsAnswerSchema } from '../../../shared/contracts/documents';
import { apiRequest, readAnswer } from '../../lib/api-request';

/** POST /api/analyze-documents: merges the staged uploads' analyses, each file named by its upload id and step. */
export type AnalyzeDocumentsAnswer = z.infer<typeof AnalyzeDocumentsAnswerSchema>;

const answerSchema = import.meta.env.DEV ? async () => (await import('../../../shared/contracts/documents')).AnalyzeDocumentsAnswerSchema : undefined;

export async function analyzeDocuments(files: Array<{ uploadId: string; category: string }>): Promise<AnalyzeDocumentsAnswer> {
  const body = new FormData();
  for (const f of files) {
    body.append('uploadIds', f.uploadId);
    body.append('categories', f.category);
  }
  return readAnswer(await apiRequest('POST', '/api/analyze-documents', body), answerSchema);
}
