import type { FastifyInstance } from 'fastify';

/** auth calls; built by the auth issue. */
export default async function authRoutes(_app: FastifyInstance): Promise<void> {}
