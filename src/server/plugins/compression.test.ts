import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/vite-precompress.js';
import { registerCompression } from './compression.js';
import { registerSpa } from './spa.js';

describe('compressed answers', () => {
  let dir: string;
  let app: FastifyInstance;
  const js = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: "row ${i}" }`).join(',')}];\n`;
  const big = { items: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `claim file ${i}` })) };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-compress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title><script type="module" src="/assets/index-abc.js"></script>');
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js'), js);
    precompressDir(dir);
    app = Fastify();
    await registerCompression(app);
    app.get('/api/big', async () => big);
    app.get('/api/small', async () => ({ ok: true }));
    await registerSpa(app, dir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the build writes .br and .gz beside the assets', () => {
    expect(fs.existsSync(path.join(dir, 'assets', 'index-abc.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'assets', 'index-abc.js.gz'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'index.html.gz'))).toBe(false); // under 1 KB
  });

  it('/assets/*.js comes back brotli- or gzip-encoded when asked, and raw otherwise', async () => {
    const br = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    expect(br.rawPayload.length).toBeLessThan(js.length / 3);

    const gz = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(js);

    const raw = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'identity' } });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(js);
  });

  it('API JSON over 1 KB is compressed by Accept-Encoding; small answers are not', async () => {
    const gz = await app.inject({ url: '/api/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(big);
    const plain = await app.inject({ url: '/api/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(big);
    const small = await app.inject({ url: '/api/small', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
