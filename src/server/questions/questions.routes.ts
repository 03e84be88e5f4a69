import type { FastifyInstance } from 'fastify';

/** questions calls; built by the questions issue. */
export default async function questionsRoutes(_app: FastifyInstance): Promise<void> {}
