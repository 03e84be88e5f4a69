import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../errors.js';

/** Serves the built React app; every non-API GET that is not a file gets index.html. */
export async function registerSpa(app: FastifyInstance, webDir: string): Promise<void> {
  const indexFile = path.join(webDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
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
      return reply.status(404).send(errorBody('NOT_FOUND', `No such API call: ${request.method} ${request.url.split('?')[0]}`));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send(errorBody('NOT_FOUND', 'Not found'));
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` (npm start does it for you).');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webDir);
  });
}
