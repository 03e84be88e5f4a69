import { useQuery } from '@tanstack/react-query';
import type { PublicContent } from '../../shared/content';
import { DEFAULT_CONTENT } from '../../shared/content-defaults';

/**
 * The firm's content as the server loaded it (GET /api/content: FIRM_NAME, INSURER_NAME and the
 * content file over the defaults). Until it arrives, or if it cannot be read, the built-in defaults.
 */
export function useContent(): PublicContent {
  // The server answers with exactly PublicContentSchema's keys (its serializer strips the rest).
  const { data } = useQuery<PublicContent>({ queryKey: ['/api/content'] });
  return data ?? DEFAULT_CONTENT;
}
