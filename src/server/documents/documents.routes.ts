import type { FastifyInstance } from 'fastify';

/** documents calls; built by the documents issue. */
export default async function documentsRoutes(_app: FastifyInstance): Promise<void> {}
