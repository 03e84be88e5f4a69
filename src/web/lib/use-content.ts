import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CONTENT, type PublicContent, PublicContentSchema } from '../../shared/content';

/**
 * The firm's content as the server loaded it (GET /api/content: FIRM_NAME, INSURER_NAME and the
 * content file over the defaults). Until it arrives, or if it cannot be read, the built-in defaults.
 */
export function useContent(): PublicContent {
  const { data } = useQuery({
    queryKey: ['/api/content'],
    select: (body: unknown) => PublicContentSchema.parse(body),
  });
  return data ?? DEFAULT_CONTENT;
}
