import type { FastifyInstance } from 'fastify';
import { HealthAnswerSchema } from '../shared/contracts/misc.js';
import { resolveSession, SESSION_COOKIE } from './auth/session.js';
import { isStaffUser } from './claims/claim-access.js';

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/healthz',
    { config: { public: true }, logLevel: 'warn', schema: { response: { 200: HealthAnswerSchema, 503: HealthAnswerSchema } } },
    async (request, reply) => {
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
      const status = ok ? 'ok' : 'degraded';
      // Anyone (a load balancer) learns up or down; what runs underneath only staff.
      const user = ok ? await resolveSession(app.deps.db, request.cookies[SESSION_COOKIE]).catch(() => null) : null;
      if (!user || !isStaffUser(user)) return reply.status(ok ? 200 : 503).send({ status });
      return reply
        .status(ok ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send({ status, ...checks });
    },
  );
}
