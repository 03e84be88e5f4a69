import type { FastifyInstance } from 'fastify';

/** claims calls; built by the claims issue. */
export default async function claimsRoutes(_app: FastifyInstance): Promise<void> {}
