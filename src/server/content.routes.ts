import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PublicContentSchema, toPublicContent } from '../shared/content.js';
import { errorResponses } from '../shared/contracts/errors.js';

/**
 * GET /api/content: the firm's content for the web (public: the sign-in page shows the firm's
 * name). Only PublicContentSchema's keys go out (src/shared/content.ts), and the serializer holds
 * the answer to the same schema.
 */
export default async function contentRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const body = toPublicContent(app.deps.content);
  app.get(
    '/api/content',
    { config: { public: true }, schema: { summary: "The firm's public content", response: { 200: PublicContentSchema, ...errorResponses } } },
    async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(body),
  );
}
