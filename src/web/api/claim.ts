import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ClaimAnswersBodySchema,
  ClaimList,
  ClaimStatusBodySchema,
  ClaimView,
  DuplicateCheckAnswer,
  SubmitClaimAnswer,
} from '../../shared/contracts/claims';
import type { StoredComparisonAnswerSchema } from '../../shared/contracts/misc';
import { apiRequest, readAnswer } from '../lib/api-request';

/**
 * The claim as one resource, shared by the features that show or change it (status, success,
 * claims-desk, intake): POST /api/claims, GET /api/claims/{ref}, its stored estimate comparison, PATCH …/status and
 * POST …/answers. This module owns the keys; nothing else spells them.
 */
export type ClaimStatusBody = z.input<typeof ClaimStatusBodySchema>;
export type ClaimAnswersBody = z.input<typeof ClaimAnswersBodySchema>;
export type StoredComparisonAnswer = z.infer<typeof StoredComparisonAnswerSchema>;

const path = (ref: string) => `/api/claims/${encodeURIComponent(ref)}`;
const claimSchema = import.meta.env.DEV ? async () => (await import('../../shared/contracts/claims')).ClaimViewSchema : undefined;
const submitSchema = import.meta.env.DEV ? async () => (await import('../../shared/contracts/claims')).SubmitClaimAnswerSchema : undefined;
const listSchema = import.meta.env.DEV ? async () => (await import('../../shared/contracts/claims')).ClaimListSchema : undefined;
const comparisonSchema = import.meta.env.DEV ? async () => (await import('../../shared/contracts/misc')).StoredComparisonAnswerSchema : undefined;

export const claimKeys = {
  /** Every query of one claim (detail, comparison, reviews…) starts with this. */
  all: (ref: string) => ['/api/claims', ref] as const,
  detail: (ref: string) => ['/api/claims', ref] as const,
  comparison: (ref: string) => ['/api/claims', ref, 'estimate-comparison'] as const,
  /** One page of the staff list; every list key starts with '/api/claims?', which a change marks stale. */
  list: (query: URLSearchParams) => [`/api/claims?${query.toString()}`] as const,
  isList: (key: readonly unknown[]) => String(key[0]).startsWith('/api/claims?'),
};

export async function fetchClaim(ref: string, signal?: AbortSignal): Promise<ClaimView> {
  return readAnswer(await apiRequest('GET', path(ref), undefined, { signal }), claimSchema);
}

export async function fetchClaimComparison(ref: string, signal?: AbortSignal): Promise<StoredComparisonAnswer> {
  return readAnswer(await apiRequest('GET', `${path(ref)}/estimate-comparison`, undefined, { signal }), comparisonSchema);
}

/**
 * POST /api/claims (multipart: a `claimData` JSON part naming the staged uploads). One
 * Idempotency-Key per call, so a retried request files the claim once.
 */
export async function submitClaim(claimData: Record<string, unknown>): Promise<SubmitClaimAnswer> {
  const body = new FormData();
  body.append('claimData', JSON.stringify(claimData));
  const res = await apiRequest('POST', '/api/claims', body, { headers: { 'Idempotency-Key': crypto.randomUUID() } });
  return readAnswer(res, submitSchema);
}

/** GET /api/claims?…: the staff list, one page, filtered and sorted by the query. */
export function useClaimList(query: URLSearchParams) {
  return useQuery({
    queryKey: claimKeys.list(query),
    queryFn: async ({ signal }): Promise<ClaimList> =>
      readAnswer(await apiRequest('GET', `/api/claims?${query.toString()}`, undefined, { signal }), listSchema),
  });
}

export function useClaim(ref: string) {
  return useQuery({ queryKey: claimKeys.detail(ref), queryFn: ({ signal }) => fetchClaim(ref, signal) });
}

/** How long a caller may keep asking for a comparison the after-commit job may still be storing. */
export function useClaimComparison(ref: string, options: { pollMs?: number; polls?: number } = {}) {
  const { pollMs, polls = 0 } = options;
  return useQuery({
    queryKey: claimKeys.comparison(ref),
    queryFn: ({ signal }) => fetchClaimComparison(ref, signal),
    refetchInterval: (query) => (pollMs && query.state.data?.comparison === null && query.state.dataUpdateCount < polls ? pollMs : false),
  });
}

/** After a claim changed: its detail is the answer, and the lists (keys '/api/claims?…') are stale. */
function claimChanged(client: QueryClient, ref: string, updated: ClaimView): void {
  client.setQueryData(claimKeys.detail(ref), updated);
  void client.invalidateQueries({ predicate: (q) => claimKeys.isList(q.queryKey) });
}

/** PATCH /api/claims/{ref}/status (staff): the answer is the claim, put straight into the cache. */
export function useChangeClaimStatus(ref: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ClaimStatusBody) => readAnswer(await apiRequest('PATCH', `${path(ref)}/status`, body), claimSchema),
    onSuccess: (updated) => claimChanged(client, ref, updated),
  });
}

/** POST /api/claims/{ref}/answers: the assignment questions' answers; the claim is read again. */
export function useSaveClaimAnswers(ref: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ClaimAnswersBody) => readAnswer(await apiRequest('POST', `${path(ref)}/answers`, body), claimSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: claimKeys.all(ref) }),
  });
}

/**
 * POST /api/claims/{ref}/files (staff): files added to a filed claim; the answer is the claim. Its
 * analysis runs afterwards, so the claim is read again a little later for what the files say.
 */
export function useAddClaimFiles(ref: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (files: File[]) => {
      const body = new FormData();
      for (const f of files) body.append('files', f, f.name);
      return readAnswer(await apiRequest('POST', `${path(ref)}/files`, body), claimSchema);
    },
    onSuccess: (updated) => {
      claimChanged(client, ref, updated);
      setTimeout(() => void client.invalidateQueries({ queryKey: claimKeys.all(ref) }), 5_000);
    },
  });
}

/** POST /api/claims/{ref}/notes (staff): an internal note on its own; the answer is the claim. */
export function useAddClaimNote(ref: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => readAnswer(await apiRequest('POST', `${path(ref)}/notes`, { text }), claimSchema),
    onSuccess: (updated) => claimChanged(client, ref, updated),
  });
}

/** POST /api/claims/duplicate-check: the caller's own earlier claim this one may duplicate, or null. */
export async function checkPossibleDuplicate(facts: { claimNumber: string; vehicleVin: string; dateOfLoss: string }): Promise<DuplicateCheckAnswer> {
  return readAnswer<DuplicateCheckAnswer>(await apiRequest('POST', '/api/claims/duplicate-check', facts));
}
