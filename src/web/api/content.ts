import { useQuery } from '@tanstack/react-query';
import type { PublicContent } from '../../shared/content';
import { DEFAULT_CONTENT } from '../../shared/content-defaults';
import { apiRequest, readAnswer } from '../lib/api-request';

/** GET /api/content: the firm's content as the server loaded it (FIRM_NAME, INSURER_NAME and the content file over the defaults). */
export const contentKey = ['/api/content'] as const;

const contentSchema = import.meta.env.DEV ? async () => (await import('../../shared/content')).PublicContentSchema : undefined;

export async function fetchContent(signal?: AbortSignal): Promise<PublicContent> {
  // The server answers with exactly PublicContentSchema's keys (its serializer strips the rest).
  return readAnswer(await apiRequest('GET', '/api/content', undefined, { signal }), contentSchema);
}

/** The firm's content; until it arrives, or if it cannot be read, the built-in defaults. */
export function useContent(): PublicContent {
  const { data } = useQuery({ queryKey: contentKey, queryFn: ({ signal }) => fetchContent(signal) });
  return data ?? DEFAULT_CONTENT;
}
