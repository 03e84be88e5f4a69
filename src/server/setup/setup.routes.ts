import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SetupAnswerSchema, SetupBodySchema, SetupStatusSchema } from '../../shared/contracts/accounts.js';
import { errorResponses } from '../../shared/contracts/errors.js';
import { createSession } from '../auth/session.js';
import { setSessionCookie } from '../auth/session-cookie.js';
import { writeAudit } from '../audit/audit.queries.js';
import { AppError } from '../errors.js';
import { activeAdminExists } from './setup.queries.js';
import { createFirstAdmin, isLoopback, newSetupCode, SETUP_GONE_MESSAGE, type SetupOrigin, type SetupState, setupUrl } from './setup.service.js';

/**
 * First run (DESIGN.md "Calls beyond the spec"): while no user exists, GET /setup is the page that
 * creates the first admin, GET /api/setup says whether the code is needed, POST /api/setup creates
 * the admin and signs them in. From the machine itself (a loopback socket, no forwarding header) no code is needed; from elsewhere, the
 * one-time code this process printed in its log at start. Once an approved admin exists all three are 404.
 */
export default async function setupRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  // Behind any trusted proxy the loopback address proves nothing: the code is always needed.
  const trustProxy = config.trustProxy !== false;
  const state: SetupState = { code: null };
  const originOf = (request: FastifyRequest): SetupOrigin => ({ socketAddress: request.socket.remoteAddress, headers: request.headers, trustProxy });

  app.addHook('onReady', async () => {
    if (await activeAdminExists(db)) return;
    state.code = newSetupCode();
    // The code is not personal data: it opens the setup page only while no admin exists. The line
    // names the address to open, as the person reading the terminal would type it.
    app.log.warn(
      { setupCode: state.code },
      `First run, no administrator yet: open ${setupUrl(config)} in a browser on this machine to create the first admin ` +
        '(from another computer it asks for this first-run setup code), or run `npm run create-admin -- --username NAME`',
    );
  });

  const gone = async () => {
    if (await activeAdminExists(db)) throw new AppError('not_found', SETUP_GONE_MESSAGE);
  };

  app.get('/setup', { config: { public: true } }, async (_request, reply) => {
    if (await activeAdminExists(db)) return reply.status(404).type('text/plain; charset=utf-8').send(SETUP_GONE_MESSAGE);
    // Still open: the web app's page (the SPA's handler serves it).
    return reply.callNotFound();
  });

  app.get('/api/setup', { config: { public: true }, schema: { response: { 200: SetupStatusSchema, ...errorResponses } } }, async (request, reply) => {
    await gone();
    return reply.header('Cache-Control', 'no-store').send({ codeRequired: !isLoopback(originOf(request)) });
  });

  app.post(
    '/api/setup',
    { config: { public: true }, schema: { body: SetupBodySchema, response: { 201: SetupAnswerSchema, ...errorResponses } } },
    async (request, reply) => {
      const admin = await createFirstAdmin({ db, state }, { ...request.body, origin: originOf(request) });
      await writeAudit(db, {
        action: 'user.first_admin',
        actor: { id: admin.id, username: admin.username },
        target: { type: 'user', id: admin.id },
        ip: request.ip,
      });
      const { token, expiresAt } = await createSession(db, {
        userId: admin.id,
        ttlHours: config.SESSION_TTL_HOURS,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(request, reply, token, expiresAt);
      request.log.info({ userId: admin.id }, 'first admin created');
      return reply.status(201).send({ username: admin.username });
    },
  );
}
