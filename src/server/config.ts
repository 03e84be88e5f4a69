import path from 'node:path';
import { z } from 'zod';
import type { MultipartLimits } from './plugins/multipart-reader.js';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

/** Environment variables the server reads. Every one is optional; see README "Configuration". */
export const ConfigSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(5000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.string().url('S3_ENDPOINT must be a URL').optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('true')),
  S3_PREFIX: z.preprocess(emptyToUndefined, z.string().default('')),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
  ),
  SMTP_FROM: z.preprocess(emptyToUndefined, z.string().default('Frontier Claims <no-reply@localhost>')),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.string().url('PUBLIC_URL must be a URL').optional()),
  // Over the content defaults and CONTENT_FILE (src/server/content.ts); unset: the content's names.
  INSURER_NAME: optionalString,
  FIRM_NAME: optionalString,
  /** A JSON file with the firm's content (names, contacts, default shop, carrier options). */
  CONTENT_FILE: optionalString,
  BOOTSTRAP_ADMIN_USERNAME: optionalString,
  BOOTSTRAP_ADMIN_PASSWORD: optionalString,
  /** `npm run create-admin`'s password; unset, the command asks for it. The server does not read it. */
  ADMIN_PASSWORD: optionalString,
  ADMIN_NEW_CLAIM_USERNAMES: z.preprocess(emptyToUndefined, z.string().default('')),
  /** Caps of one multipart request: bytes a file, bytes in all, files, form fields, bytes a field. */
  MAX_UPLOAD_MB: z.preprocess(emptyToUndefined, z.coerce.number().positive().max(1024).default(50)),
  MAX_REQUEST_MB: z.preprocess(emptyToUndefined, z.coerce.number().positive().max(4096).default(256)),
  MAX_UPLOAD_FILES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(500).default(50)),
  MAX_FORM_FIELDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).default(120)),
  MAX_FIELD_KB: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65_536).default(1024)),
  /** Per-account quotas of claimant accounts (quotas/account-quotas.ts): stored MB, uploads at once, claims and letters a day. */
  QUOTA_STORED_MB: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1_048_576).default(2048)),
  QUOTA_OPEN_UPLOADS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).default(4)),
  QUOTA_CLAIMS_PER_DAY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(20)),
  QUOTA_LETTERS_PER_DAY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(50)),
  SESSION_TTL_HOURS: z.preprocess(emptyToUndefined, z.coerce.number().positive().default(12)),
  /** Audit-log rows older than this are deleted (at start, then every few hours). */
  AUDIT_RETENTION_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(36_500).default(180)),
  /**
   * Which reverse proxies in front of the portal may speak for the client (X-Forwarded-For, -Proto,
   * -Host). `false` (the default): none, the socket's address is the client. A number: that many
   * proxies in front (1 for one nginx or load balancer); the client is the address that many hops
   * from the right of X-Forwarded-For, so what a client writes at the left counts for nothing. A
   * comma-separated list of addresses or CIDR ranges (or `loopback`, `linklocal`, `uniquelocal`):
   * the proxies' own addresses; the client is the rightmost address not in the list. This is
   * @fastify/proxy-addr's rule; `true` (trust every hop, so the client-written leftmost address)
   * is refused. The origin check and HTTPS detection read X-Forwarded-Host/-Proto only from a
   * trusted proxy.
   */
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().default('false')),
  // 0: this web instance analyses nothing itself and leaves the jobs to `npm run worker` (PostgreSQL only).
  DOCUMENT_WORKERS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(16).optional()),
  DOCUMENT_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1000).max(600_000).default(60_000)),
  // The per-document budget (documents/budget.ts): what one file's streams and zip parts may
  // decompress to, and how many pages and objects a PDF may hold, before it is "too large to analyse".
  DOCUMENT_MAX_DECOMPRESSED_MB: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1024).default(64)),
  DOCUMENT_MAX_PAGES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(1000)),
  DOCUMENT_MAX_OBJECTS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(10_000_000).default(250_000)),
  // The V8 heap limit of each document thread: a file that needs more ends its own thread, which is replaced.
  DOCUMENT_THREAD_MEMORY_MB: z.preprocess(emptyToUndefined, z.coerce.number().int().min(64).max(8192).default(320)),
  // The nice value of document threads (default workers/priority.ts): below the event loop, so readers are answered
  // while files are read. 0 where nothing else in the process needs the CPU first (the tests' servers, whose
  // threads would otherwise wait behind every other test file running beside them).
  DOCUMENT_THREAD_NICE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(19).optional()),
  // How long a claim submit waits for its files' analyses; what is not finished by then is filled
  // into the stored claim by a job when it is (claims/claim-jobs.ts, 'claim.analysis').
  CLAIM_ANALYSIS_WAIT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(100_000).default(250)),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  /** auto: readable lines in a terminal, JSON lines otherwise; json: one object a line for log collectors; pretty: readable lines. */
  LOG_FORMAT: z.preprocess(emptyToUndefined, z.enum(['auto', 'json', 'pretty']).default('auto')),
  NODE_ENV: z.preprocess(emptyToUndefined, z.string().default('development')),
});

export type RawConfig = z.infer<typeof ConfigSchema>;

export interface Config extends RawConfig {
  dataDir: string;
  maxUploadBytes: number;
  /** The caps every multipart call reads its body under (plugins/multipart-reader.ts). */
  multipart: MultipartLimits;
  adminNewClaimUsernames: string[];
  /** TRUST_PROXY as Fastify's `trustProxy` takes it: false, a hop count or the proxies' addresses. */
  trustProxy: false | number | string[];
}

export class ConfigError extends Error {}

/** Validates the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const raw = parsed.data;
  if (raw.S3_BUCKET && !raw.S3_ACCESS_KEY_ID !== !raw.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  if ((raw.BOOTSTRAP_ADMIN_USERNAME && !raw.BOOTSTRAP_ADMIN_PASSWORD) || (!raw.BOOTSTRAP_ADMIN_USERNAME && raw.BOOTSTRAP_ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  BOOTSTRAP_ADMIN_USERNAME and BOOTSTRAP_ADMIN_PASSWORD must be set together');
  }
  if (raw.DOCUMENT_WORKERS === 0 && !raw.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  DOCUMENT_WORKERS=0 needs DATABASE_URL: without PostgreSQL there is no shared queue for `npm run worker` to take jobs from',
    );
  }
  return {
    ...raw,
    trustProxy: parseTrustProxy(raw.TRUST_PROXY),
    dataDir: path.resolve(raw.DATA_DIR),
    maxUploadBytes: Math.round(raw.MAX_UPLOAD_MB * 1024 * 1024),
    multipart: {
      fileBytes: Math.round(raw.MAX_UPLOAD_MB * 1024 * 1024),
      requestBytes: Math.round(raw.MAX_REQUEST_MB * 1024 * 1024),
      files: raw.MAX_UPLOAD_FILES,
      fields: raw.MAX_FORM_FIELDS,
      fieldBytes: raw.MAX_FIELD_KB * 1024,
    },
    adminNewClaimUsernames: raw.ADMIN_NEW_CLAIM_USERNAMES.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  };
}

const PROXY_ADDRESS = /^(loopback|linklocal|uniquelocal|[0-9a-f.:]+(\/\d{1,3})?)$/i;

function parseTrustProxy(value: string): false | number | string[] {
  const v = value.trim();
  if (v === 'false' || v === '0') return false;
  if (v === 'true') {
    throw new ConfigError(
      'Invalid configuration:\n  TRUST_PROXY=true would take the client address from the left of X-Forwarded-For, which the client writes. ' +
        'Set the number of proxies in front of the portal (TRUST_PROXY=1 for one) or their addresses (TRUST_PROXY=10.0.0.0/8).',
    );
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 10) throw new ConfigError('Invalid configuration:\n  TRUST_PROXY: at most 10 proxy hops');
    return hops;
  }
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = list.find((s) => !PROXY_ADDRESS.test(s));
  if (list.length === 0 || bad) {
    throw new ConfigError(`Invalid configuration:\n  TRUST_PROXY: "${bad ?? v}" is not false, a number of proxies, or a proxy address or CIDR range`);
  }
  return list;
}

/** For the process entry points (server, worker): a configuration error is printed for the operator and ends the process. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/**
 * Settings read by modules that run outside a request's config (document threads, the VIN cache,
 * the static web folder): the same environment, validated here, once per process.
 */
const ProcessSettingsSchema = z.object({
  /** The built web app (tests point it at a scratch build). */
  WEB_DIST_DIR: optionalString,
  /** Where the unpacked vPIC database is kept (default node_modules/.cache/vpic). */
  VIN_DB_DIR: optionalString,
  /** How long an idle OCR engine stays loaded in a document thread. */
  OCR_IDLE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(20_000)),
  ESTIMATE_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(120_000)),
});
export type ProcessSettings = z.infer<typeof ProcessSettingsSchema>;
let settings: ProcessSettings | null = null;
export function processSettings(): ProcessSettings {
  settings ??= ProcessSettingsSchema.parse(process.env);
  return settings;
}
