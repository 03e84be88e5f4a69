import type { FastifyInstance } from 'fastify';

/** estimates calls; built by the estimates issue. */
export default async function estimatesRoutes(_app: FastifyInstance): Promise<void> {}
