import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TokenStatusAnswerSchema, TokenStatusQuerySchema } from '../../shared/contracts/accounts.js';
import { errorResponses } from '../../shared/contracts/errors.js';
import { passwordTokenStatus } from './password-tokens.queries.js';

/**
 * GET /api/auth/token-status?token=: whether a set-password or reset link still works, so the page
 * says a link is used or expired when it opens, not after a password is typed. Reveals nothing
 * but the state of the token the caller already holds.
 */
export default async function tokenStatusRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/auth/token-status',
    { config: { public: true }, schema: { querystring: TokenStatusQuerySchema, response: { 200: TokenStatusAnswerSchema, ...errorResponses } } },
    async (request, reply) => {
      const answer = await passwordTokenStatus(app.deps.db, request.query.token);
      return reply.header('Cache-Control', 'no-store').send(answer);
    },
  );
}
