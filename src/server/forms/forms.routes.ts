import type { FastifyInstance } from 'fastify';

/** forms calls; built by the forms issue. */
export default async function formsRoutes(_app: FastifyInstance): Promise<void> {}
