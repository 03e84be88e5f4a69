import type { FastifyInstance } from 'fastify';

/** autocomplete calls; built by the autocomplete issue. */
export default async function autocompleteRoutes(_app: FastifyInstance): Promise<void> {}
