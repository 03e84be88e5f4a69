import type { FastifyInstance } from 'fastify';
import { toPublicContent } from '../shared/content.js';

/**
 * GET /api/content: the firm's content for the web (public: the sign-in page shows the firm's
 * name). Only PublicContentSchema's keys go out (src/shared/content.ts).
 */
export default async function contentRoutes(app: FastifyInstance): Promise<void> {
  const body = toPublicContent(app.deps.content);
  app.get('/api/content', { config: { public: true } }, async (_request, reply) => {
    return reply.header('Cache-Control', 'no-cache').send(body);
  });
}
