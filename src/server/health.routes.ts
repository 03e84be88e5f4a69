import type { FastifyInstance } from 'fastify';
import { HealthAnswerSchema } from '../shared/contracts/misc.js';

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/healthz',
    { config: { public: true }, logLevel: 'warn', schema: { response: { 200: HealthAnswerSchema, 503: HealthAnswerSchema } } },
    async (_request, reply) => {
      const checks: Record<string, string> = {};
      let ok = true;
      try {
        await app.deps.database.ping();
        checks.database = `ok (${app.deps.database.kind})`;
      } catch (err) {
        ok = false;
        checks.database = 'unreachable';
        app.log.error({ err }, 'health: database check failed');
      }
      try {
        await app.deps.blobs.check();
        checks.storage = `ok (${app.deps.blobs.kind})`;
      } catch (err) {
        ok = false;
        checks.storage = 'unreachable';
        app.log.error({ err }, 'health: storage check failed');
      }
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', ...checks });
    },
  );
}
