import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { MINIMAL_PDF, postClaim, validClaimData } from './testing/claims-test-kit.js';
import { loadConfig } from './config.js';
import { LocalBlobStore } from './storage/local-blob-store.js';
import { createTestApp, signInAs, type TestApp } from './testing/test-app.js';
import { NO_POSTGRES } from './testing/scratch-database.js';

/** Every file under a folder (relative paths), temp files included. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** A TCP proxy in front of PostgreSQL that the test can stop and start (the shared server never stops). */
async function startProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      if (server) return resolve();
      const created = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server = created;
      created.listen(port, '127.0.0.1', () => {
        port = (created.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    stop: async () => {
      await new Promise<void>((resolve) => {
        server?.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
      server = null;
    },
    start: listen,
  };
}

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const t0 = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - t0 };
}

async function until(fn: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await fn()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

describe.skipIf(!process.env.DATABASE_URL)(`PostgreSQL stops and comes back${NO_POSTGRES}`, () => {
  const base = new URL(process.env.DATABASE_URL ?? 'postgres://localhost');
  const name = `t_faults_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base.toString() });
    await client.connect();
    const r = await client.query(sql);
    await client.end();
    return r;
  };
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    await admin(`create database ${name}`);
    proxy = await startProxy({ host: base.hostname, port: Number(base.port || 5432) });
    const url = new URL(base.toString());
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${name}`;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-faults-'));
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, NODE_ENV: 'test', DATABASE_URL: url.toString() });
    app = await buildApp({ config });
    await app.ready();
  });
  afterAll(async () => {
    await proxy?.start().catch(() => {});
    await app?.close();
    await admin(`drop database if exists ${name} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a clear 503 at once while it is down, writes nothing, and recovers without a restart', async () => {
    const user = await signInAs(app, 'claimant');
    const first = await postClaim(app, user.cookie, validClaimData(), [{ filename: 'a.pdf', content: MINIMAL_PDF, contentType: 'application/pdf' }]);
    expect(first.statusCode).toBe(201);
    const ref = first.json().referenceNumber as string;
    const read = () => app.inject({ method: 'GET', url: `/api/claims/${ref}`, headers: { cookie: user.cookie } });
    expect((await read()).statusCode).toBe(200);
    const blobsBefore = filesUnder(path.join(dataDir, 'files'));

    await proxy.stop();
    // The read path notices within a moment (cached reads stop as the change channel drops).
    expect(await until(async () => (await read()).statusCode === 503, 3_000)).toBe(true);
    const down = await timed(read);
    expect(down.value.statusCode).toBe(503);
    expect(down.value.json()).toEqual({ code: 'unavailable', message: expect.stringMatching(/database cannot be reached/) });
    expect(down.ms).toBeLessThan(3_500);
    const submit = await timed(() =>
      postClaim(app, user.cookie, validClaimData({ insuredName: 'Written While Down' }), [
        { filename: 'b.pdf', content: MINIMAL_PDF, contentType: 'application/pdf' },
      ]),
    );
    expect(submit.value.statusCode).toBe(503);
    expect(submit.ms).toBeLessThan(3_500);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password: 'whatever-passphrase-1' } });
    expect(login.statusCode).toBe(503);
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);

    await proxy.start();
    expect(await until(async () => (await read()).statusCode === 200, 10_000)).toBe(true);
    const direct = new URL(base.toString());
    direct.pathname = `/${name}`;
    const c = new pg.Client({ connectionString: direct.toString() });
    await c.connect();
    const rows = await c.query('select insured_name from claims');
    await c.end();
    expect(rows.rows.map((r) => r.insured_name)).toEqual(['Jordan Avery']);
    expect(filesUnder(path.join(dataDir, 'files'))).toEqual(blobsBefore);
    const again = await postClaim(app, user.cookie, validClaimData(), [{ filename: 'c.pdf', content: MINIMAL_PDF, contentType: 'application/pdf' }]);
    expect(again.statusCode).toBe(201);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

/** A local store that fails with an I/O error while `failing` is set. */
class FlakyStore extends LocalBlobStore {
  failing = false;
  private fail(): never {
    throw Object.assign(new Error('EIO: i/o error, write'), { code: 'EIO', syscall: 'write' });
  }
  override async put(body: Buffer | Readable, options?: { prefix?: string }) {
    if (this.failing) this.fail();
    return super.put(body, options);
  }
  override async get(key: string) {
    if (this.failing) this.fail();
    return super.get(key);
  }
}

describe('the blob store fails and comes back', () => {
  let t: TestApp;
  let store: FlakyStore;
  let storeDir: string;
  beforeAll(async () => {
    storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-flaky-'));
    store = new FlakyStore(storeDir);
    t = await createTestApp({ blobs: store });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(storeDir, { recursive: true, force: true });
  });

  it('answers 503 for uploads and downloads, keeps no claim, and works again when it is back', async () => {
    const user = await signInAs(t.app, 'claimant');
    const ok = await postClaim(t.app, user.cookie, validClaimData(), [{ filename: 'a.pdf', content: MINIMAL_PDF, contentType: 'application/pdf' }]);
    expect(ok.statusCode).toBe(201);
    const fileUrl = ok.json().claim.files[0].url as string;
    const before = filesUnder(storeDir);

    store.failing = true;
    const down = await postClaim(t.app, user.cookie, validClaimData({ insuredName: 'Never Stored' }), [
      { filename: 'b.pdf', content: MINIMAL_PDF, contentType: 'application/pdf' },
    ]);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ code: 'unavailable', message: expect.stringMatching(/File storage is not available/) });
    const download = await t.app.inject({ method: 'GET', url: fileUrl, headers: { cookie: user.cookie } });
    expect(download.statusCode).toBe(503);
    const list = await t.app.inject({ method: 'GET', url: '/api/claims?q=Never', headers: { cookie: (await signInAs(t.app, 'staff')).cookie } });
    expect(list.json().total).toBe(0);
    expect(filesUnder(storeDir)).toEqual(before);

    store.failing = false;
    expect((await t.app.inject({ method: 'GET', url: fileUrl, headers: { cookie: user.cookie } })).statusCode).toBe(200);
  });
});

describe('a client that hangs up in the middle of an upload', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  for (const url of ['/api/claims', '/api/upload', '/api/analyze-documents']) {
    it(`${url}: leaves no temp file and no blob behind`, async () => {
      const user = await signInAs(t.app, 'claimant');
      const before = filesUnder(t.dataDir);
      const boundary = `----hangup${randomBytes(6).toString('hex')}`;
      const head =
        `--${boundary}\r\nContent-Disposition: form-data; name="claimData"\r\n\r\n${JSON.stringify(validClaimData())}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="analysisResult"\r\n\r\n{}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
      const declared = 40 * 1024 * 1024;
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((r) => socket.once('connect', r));
      socket.on('error', () => {});
      socket.write(
        `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${user.cookie}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${declared}\r\n\r\n`,
      );
      socket.write(head);
      // About 3 MB of the promised 40, in pieces, so the server is mid-stream when the client leaves.
      const chunk = Buffer.alloc(256 * 1024, 0x41);
      for (let i = 0; i < 12; i++) {
        socket.write(chunk);
        await new Promise((r) => setTimeout(r, 10));
      }
      socket.destroy();
      // Give the server time to notice and clean up.
      const clean = await until(async () => JSON.stringify(filesUnder(t.dataDir)) === JSON.stringify(before), 5_000);
      expect(filesUnder(t.dataDir)).toEqual(before);
      expect(clean).toBe(true);
      const staff = await signInAs(t.app, 'staff');
      expect((await t.app.inject({ method: 'GET', url: '/api/claims', headers: { cookie: staff.cookie } })).json().total).toBe(0);
    });
  }
});
