import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../errors.js';

/** First pages a visit may open on, and the page's chunk (its key in the Vite manifest). */
const PAGE_CHUNKS: Array<[RegExp, string]> = [
  [/^\/login$/, 'features/auth/login-page.tsx'],
  [/^\/reset$/, 'features/auth/reset-page.tsx'],
  [/^\/verify-email$/, 'features/auth/verify-email-page.tsx'],
  [/^\/$/, 'features/intake/intake-page.tsx'],
  [/^\/my-claims$/, 'features/my-claims/my-claims-page.tsx'],
  [/^\/success\/[^/]+$/, 'features/success/success-page.tsx'],
  [/^\/claim-status\/[^/]+$/, 'features/status/status-page.tsx'],
];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * index.html with a modulepreload link for each chunk the page at `path` loads beyond the entry's,
 * so the browser fetches the page's code alongside the entry instead of after running it. The
 * app's CSP allows no inline script, so the server says what to preload, from the Vite manifest.
 */
export function pageHtmlFor(webDir: string): (urlPath: string) => PageBody {
  const html = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const plain = compressPage(html);
  const manifestFile = path.join(webDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return () => plain;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, seen: Set<string>): Set<string> => {
    if (!manifest[key] || seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const loaded = entry ? closure(entry, new Set()) : new Set<string>();
  const pages = PAGE_CHUNKS.filter(([, key]) => manifest[key]).map(([pattern, key]): [RegExp, PageBody] => {
    const extra = [...closure(key, new Set())].filter((k) => !loaded.has(k));
    const links = extra.map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k].file}">`).join('');
    return [pattern, compressPage(html.replace('</head>', `${links}</head>`))];
  });
  return (urlPath) => pages.find(([pattern]) => pattern.test(urlPath))?.[1] ?? plain;
}

interface PageBody {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

const compressPage = (html: string): PageBody => ({
  html,
  br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: gzipSync(html, { level: 9 }),
});

/** The page compressed once at start (it carries the app's inline CSS), chosen by Accept-Encoding. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageBody) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepts)) return reply.header('Content-Encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

/** Serves the built React app; every non-API GET that is not a file gets index.html. */
export async function registerSpa(app: FastifyInstance, webDir: string): Promise<void> {
  const indexFile = path.join(webDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const pageFor = hasBuild ? pageHtmlFor(webDir) : null;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/vite-precompress.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.status(404).send(errorBody('not_found', `No such API call: ${request.method} ${request.url.split('?')[0]}`));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send(errorBody('not_found', 'Not found'));
    }
    if (!pageFor) {
      return reply.status(503).type('text/plain').send('The web app is not built. Run `npm run build` (npm start does it for you).');
    }
    return sendPage(request, reply, pageFor(request.url.split('?')[0]));
  });
}
