import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression.js';
import { registerSpa } from './spa.js';

describe('SPA pages preload their own chunks', () => {
  let dir: string;
  let app: FastifyInstance;
  const manifest = {
    'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_react-r1.js'] },
    '_react-r1.js': { file: 'assets/react-r1.js' },
    '_button-b1.js': { file: 'assets/button-b1.js', imports: ['_react-r1.js'] },
    'features/my-claims/my-claims-page.tsx': { file: 'assets/my-claims-page-m1.js', imports: ['_button-b1.js', '_react-r1.js'] },
    'features/auth/login-page.tsx': { file: 'assets/login-page-l1.js', imports: ['_react-r1.js'] },
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-preload-'));
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
    app = Fastify();
    await registerCompression(app);
    await registerSpa(app, dir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const preloads = (html: string) => [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

  it("a first page gets its chunk and the chunks it imports, not the entry's", async () => {
    const res = await app.inject({ url: '/my-claims?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(preloads(res.body).sort()).toEqual(['/assets/button-b1.js', '/assets/my-claims-page-m1.js']);
    expect(res.body).toMatch(/<\/head>/);
    expect(preloads((await app.inject({ url: '/login' })).body)).toEqual(['/assets/login-page-l1.js']);
  });

  it('the page comes compressed by Accept-Encoding, once', async () => {
    const plain = await app.inject({ url: '/my-claims', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app.inject({ url: '/my-claims', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await app.inject({ url: '/my-claims', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('other paths, and pages missing from the manifest, get index.html as built', async () => {
    for (const url of ['/admin/claims', '/no/such/page', '/']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(preloads(res.body)).toEqual([]);
    }
  });
});
