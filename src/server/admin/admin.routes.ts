import type { FastifyInstance } from 'fastify';

/** admin calls; built by the admin issue. */
export default async function adminRoutes(_app: FastifyInstance): Promise<void> {}
