import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LoginSchema, ResetRequestSchema, ResetSchema, SignupSchema, VerifyEmailSchema } from '../../shared/account.js';
import {
  AccountPreferencesSchema,
  MessageAnswerSchema as MessageAnswer,
  SignupAnswerSchema,
  UserAnswerSchema as UserAnswer,
} from '../../shared/contracts/accounts.js';
import { errorResponses } from '../../shared/contracts/errors.js';
import { RESET_REQUEST_ANSWER, RESET_WITHOUT_MAIL_ANSWER, requestPasswordReset, setPasswordWithToken, signIn, toAccountUser } from './auth.service.js';
import { requestAccount, SIGNUP_ANSWER } from './account-request.js';
import { requestEmailVerification, VERIFY_SENT_ANSWER, verifyEmail } from './email-verification.js';
import { currentUser } from './guards.js';
import { schedulePruning } from './housekeeping.js';
import { DEVICE_COOKIE, rememberDevice } from './known-devices.js';
import { updateUser } from './users.queries.js';
import { createSession, deleteSession, SESSION_COOKIE } from './session.js';
import { deleteUserSessions } from './sessions.queries.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';

/** Sign-in, sign-out, the session's user, account requests and password links. */
export default async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app.deps;
  schedulePruning(app);

  /** Starts a fresh session (a new id: any session the browser held before is ended). */
  const startSession = async (request: FastifyRequest, reply: FastifyReply, userId: number) => {
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await deleteSession(db, previous);
    const { token, expiresAt } = await createSession(db, {
      userId,
      ttlHours: config.SESSION_TTL_HOURS,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    setSessionCookie(request, reply, token, expiresAt);
  };

  app.post(
    '/api/auth/login',
    { config: { public: true }, schema: { body: LoginSchema, response: { 200: UserAnswer, ...errorResponses } } },
    async (request, reply) => {
      const user = await signIn(db, { ...request.body, ip: request.ip, deviceToken: request.cookies[DEVICE_COOKIE] });
      await startSession(request, reply, user.id);
      await rememberDevice(db, request, reply, user.id);
      request.log.info({ userId: user.id }, 'signed in');
      return { user: toAccountUser(config, user) };
    },
  );

  app.post('/api/auth/logout', { schema: { response: { 200: MessageAnswer, ...errorResponses } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(db, token);
    clearSessionCookie(request, reply);
    return { message: 'You have been signed out.' };
  });

  app.get('/api/auth/me', { schema: { response: { 200: UserAnswer, ...errorResponses } } }, async (request) => {
    return { user: toAccountUser(config, currentUser(request)) };
  });

  app.patch('/api/auth/me', { schema: { body: AccountPreferencesSchema, response: { 200: UserAnswer, ...errorResponses } } }, async (request) => {
    const row = await updateUser(db, currentUser(request).id, { locale: request.body.locale, updatedAt: new Date() });
    return { user: toAccountUser(config, row) };
  });

  app.post(
    '/api/auth/signup',
    {
      config: { public: true },
      schema: { body: SignupSchema, response: { 201: SignupAnswerSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const user = await requestAccount(app.deps, request.body, request.ip);
      request.log.info({ userId: user?.id ?? null }, user ? 'account requested' : 'account requested for a known e-mail');
      return reply.status(201).send({ message: SIGNUP_ANSWER });
    },
  );

  app.post(
    '/api/auth/reset-request',
    { config: { public: true }, schema: { body: ResetRequestSchema, response: { 200: MessageAnswer, ...errorResponses } } },
    async (request) => {
      await requestPasswordReset({ ...app.deps, log: request.log }, request.body);
      // The same answer whether or not the account exists; only the server's mail setup changes it.
      return { message: app.deps.mailer && app.deps.config.PUBLIC_URL ? RESET_REQUEST_ANSWER : RESET_WITHOUT_MAIL_ANSWER };
    },
  );

  app.post('/api/auth/verify-email-request', { schema: { response: { 200: MessageAnswer, ...errorResponses } } }, async (request) => {
    await requestEmailVerification(app.deps, { user: currentUser(request), ip: request.ip });
    return { message: VERIFY_SENT_ANSWER };
  });

  app.post(
    '/api/auth/verify-email',
    { config: { public: true }, schema: { body: VerifyEmailSchema, response: { 200: MessageAnswer, ...errorResponses } } },
    async (request) => {
      await verifyEmail(db, { token: request.body.token, ip: request.ip });
      return { message: 'Your e-mail address is confirmed. Claims filed for it now appear in your claims.' };
    },
  );

  app.post(
    '/api/auth/reset',
    { config: { public: true }, schema: { body: ResetSchema, response: { 200: UserAnswer, ...errorResponses } } },
    async (request, reply) => {
      const user = await setPasswordWithToken(db, { ...request.body, ip: request.ip });
      // A new password ends every other sign-in of the account, then signs this browser in.
      await deleteUserSessions(db, user.id);
      await startSession(request, reply, user.id);
      await rememberDevice(db, request, reply, user.id);
      request.log.info({ userId: user.id }, 'password set');
      return { user: toAccountUser(config, user) };
    },
  );
}
