import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { lingerOnClose } from './lingering-close.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'", 'blob:'],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** Headers every answer has whether helmet is there or not. */
const NOT_HELMETS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * The headers helmet sets with these options, worked out once on a probe instance:
 * @fastify/helmet rebuilds helmet's middleware, CSP parsing included, on every request, which
 * cost more than the rest of a cached claim read (bench/reads.bench.ts profile).
 */
async function securityHeaders(): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, HELMET_OPTIONS);
  probe.get('/', async () => '');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (!NOT_HELMETS.has(name) && typeof value === 'string') headers[name] = value;
  }
  if (!headers['content-security-policy']) throw new Error('helmet set no Content-Security-Policy');
  return Object.freeze(headers);
}

/** Security headers with a strict CSP, and refusal of cross-origin state changes. */
export async function registerSecurity(app: FastifyInstance, options: { publicUrl?: string }): Promise<void> {
  const { 'strict-transport-security': hsts, ...headers } = await securityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // HSTS means something only over HTTPS (RFC 6797 §7.2): a TLS socket, or a trusted proxy's
    // X-Forwarded-Proto (request.protocol reads it only from a proxy TRUST_PROXY names).
    if (hsts && request.protocol === 'https') reply.header('strict-transport-security', hsts);
    done();
  });

  // An answer given before its request's body has all arrived (a 413, a 401 to an upload) closes the
  // connection once sent. Kept open, Node would read and discard the rest of the body to reuse the
  // connection: a client could keep this process parsing gigabytes it has already refused. The close
  // lingers (lingering-close.ts) so that the client reads the answer rather than a reset.
  app.addHook('onSend', (request, reply, _payload, done) => {
    const { headers } = request.raw;
    const hasBody = headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
    // `complete` is Node's own flag (undefined on an injected request, which has no connection).
    if (hasBody && request.raw.complete === false) {
      reply.header('connection', 'close');
      lingerOnClose(request.raw);
    }
    done();
  });

  const allowedOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  const crossSite = (request: FastifyRequest): boolean => {
    const site = request.headers['sec-fetch-site'];
    if (site && site !== 'same-origin' && site !== 'none') return true;
    const origin = request.headers.origin;
    if (!origin) return false; // not a browser form or fetch from another site
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return true;
    }
    // request.host reads X-Forwarded-Host only when the socket is a trusted proxy (TRUST_PROXY).
    return !(originHost === request.host || origin === allowedOrigin);
  };
  app.addHook('onRequest', (request, _reply, done) => {
    if (!UNSAFE.has(request.method) || !request.url.startsWith('/api/') || !crossSite(request)) return done();
    done(new AppError('forbidden', 'Cross-site requests are not allowed.'));
  });
}
