import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DisputeLetter, LetterKind } from '../../../shared/contracts/reviews';
import { apiRequest } from '../../lib/api-request';

/** GET /api/claims/{ref}/dispute-letters (versions), …/draft?kind= (generated now), POST a version. */
export const disputeLettersKey = (ref: string) => ['/api/claims', encodeURIComponent(ref), 'dispute-letters'] as const;
export const letterDraftKey = (ref: string, kind: LetterKind) => [...disputeLettersKey(ref), `draft?kind=${kind}`] as const;

export function useLetterVersions(ref: string) {
  return useQuery<{ letters: DisputeLetter[] }>({ queryKey: disputeLettersKey(ref) });
}

export function useLetterDraft(ref: string, kind: LetterKind, enabled: boolean) {
  return useQuery<DisputeLetter>({ queryKey: letterDraftKey(ref, kind), enabled, staleTime: 0 });
}

export function useStoreLetter(ref: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { kind: LetterKind; paragraphs: string[] }) =>
      (await (await apiRequest('POST', `/api/claims/${encodeURIComponent(ref)}/dispute-letters`, body)).json()) as DisputeLetter,
    onSuccess: (letter) => {
      client.setQueryData<{ letters: DisputeLetter[] }>(disputeLettersKey(ref), (old) => ({ letters: [letter, ...(old?.letters ?? [])] }));
    },
  });
}

export const letterDownloadUrl = (ref: string, id: number, format: 'docx' | 'pdf') => `/api/claims/${encodeURIComponent(ref)}/dispute-letters/${id}.${format}`;
