import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateLetterBodySchema, DisputeLetter, DisputeLetterListSchema, LetterDetails, LetterKind } from '../../../shared/contracts/reviews';
import { apiRequest, readAnswer } from '../../lib/api-request';

export type DisputeLetterList = z.infer<typeof DisputeLetterListSchema>;
export type CreateLetterBody = z.input<typeof CreateLetterBodySchema>;
const letterSchema = import.meta.env.DEV ? async () => (await import('../../../shared/contracts/reviews')).DisputeLetterSchema : undefined;
const listSchema = import.meta.env.DEV ? async () => (await import('../../../shared/contracts/reviews')).DisputeLetterListSchema : undefined;
const lettersUrl = (ref: string) => `/api/claims/${encodeURIComponent(ref)}/dispute-letters`;

/**
 * GET /api/claims/{ref}/dispute-letters (versions), …/draft?kind= (generated now), POST …/draft (generated
 * with the particulars typed: in the body, never in a URL a log keeps), POST a version.
 */
export const disputeLettersKey = (ref: string) => ['/api/claims', encodeURIComponent(ref), 'dispute-letters'] as const;
export const letterDraftKey = (ref: string, kind: LetterKind) => [...disputeLettersKey(ref), `draft?kind=${kind}`] as const;

export function useLetterVersions(ref: string) {
  return useQuery({
    queryKey: disputeLettersKey(ref),
    queryFn: async ({ signal }): Promise<DisputeLetterList> => readAnswer(await apiRequest('GET', lettersUrl(ref), undefined, { signal }), listSchema),
  });
}

/**
 * The letter as generated now; with `details`, as it would be made with the particulars the person typed
 * (the caller debounces them). While a new one loads, the last one stays on the page.
 */
export function useLetterDraft(ref: string, kind: LetterKind, enabled: boolean, details: LetterDetails = {}) {
  const entered = Object.fromEntries(Object.entries(details).filter(([, v]) => v?.trim())) as LetterDetails;
  const typed = Object.keys(entered).length > 0;
  return useQuery({
    queryKey: typed ? [...letterDraftKey(ref, kind), entered] : letterDraftKey(ref, kind),
    queryFn: async ({ signal }): Promise<DisputeLetter> =>
      readAnswer(
        typed
          ? await apiRequest('POST', `${lettersUrl(ref)}/draft`, { kind, details: entered }, { signal })
          : await apiRequest('GET', `${lettersUrl(ref)}/draft?kind=${kind}`, undefined, { signal }),
        letterSchema,
      ),
    enabled,
    staleTime: 0,
    // The last letter of this kind stays on the page (and its fields keep their focus) while the next loads.
    placeholderData: (previous) => (previous?.kind === kind ? previous : undefined),
  });
}

export function useStoreLetter(ref: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateLetterBody): Promise<DisputeLetter> => readAnswer(await apiRequest('POST', lettersUrl(ref), body), letterSchema),
    onSuccess: (letter) => {
      client.setQueryData<DisputeLetterList>(disputeLettersKey(ref), (old) => ({ letters: [letter, ...(old?.letters ?? [])] }));
    },
  });
}

export const letterDownloadUrl = (ref: string, id: number, format: 'docx' | 'pdf') => `/api/claims/${encodeURIComponent(ref)}/dispute-letters/${id}.${format}`;
