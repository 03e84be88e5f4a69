/**
 * Every upload call streams its files into the blob store as they arrive and refuses, with a 413 in
 * MB and words, a file, a request, a file count or a form field past its cap; parts a call does not
 * take are refused.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderEstimatePdf } from '../../../tests/fixtures/estimates/render-estimate.js';
import { buildFixturePair } from '../../../tests/fixtures/estimates/estimate-spec.js';
import { createTestApp, multipartBody, signInAs, type TestApp } from '../testing/test-app.js';
import type { BlobStore } from '../storage/blob-store.js';
import { LocalBlobStore } from '../storage/local-blob-store.js';
import { LINGER } from '../plugins/lingering-close.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The calls that take files, each with the name its files go under. */
const CALLS = [
  { url: '/api/uploads', file: 'files', role: 'claimant' },
  { url: '/api/upload-multiple', file: 'files', role: 'claimant' },
  { url: '/api/categorize-files', file: 'files', role: 'claimant' },
  { url: '/api/analyze-documents', file: 'files', role: 'claimant' },
  { url: '/api/admin/process-documents', file: 'files', role: 'staff' },
  { url: '/api/upload', file: 'file', role: 'claimant' },
  { url: '/api/claims', file: 'files', role: 'claimant' },
  { url: '/api/estimate-comparison', file: 'carrier', role: 'claimant' },
] as const;

/** A text PDF of about `size` bytes (a comment pads it): accepted by the sniff. */
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n%'), Buffer.alloc(Math.max(0, size - 10), 0x61)]);

describe('upload caps', () => {
  let t: TestApp;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    // Small caps so the test sends little: 0.1 MB a file, 0.25 MB a request, 3 files, 6 fields, 16 KB a field.
    t = await createTestApp({ env: { MAX_UPLOAD_MB: '0.1', MAX_REQUEST_MB: '0.25', MAX_UPLOAD_FILES: '3', MAX_FORM_FIELDS: '6', MAX_FIELD_KB: '16' } });
    cookies.claimant = (await signInAs(t.app, 'claimant')).cookie;
    cookies.staff = (await signInAs(t.app, 'staff')).cookie;
  });
  afterAll(async () => t?.close());

  const post = (url: string, role: string, parts: Parameters<typeof multipartBody>[0]) => {
    const body = multipartBody(parts);
    return t.app.inject({ method: 'POST', url, headers: { ...body.headers, cookie: cookies[role] as string }, payload: body.payload });
  };

  it.each(CALLS)('$url refuses a file over the cap, and parts it does not take', async ({ url, file, role }) => {
    const big = await post(url, role, [{ name: file, filename: 'big.pdf', content: pdfOf(150 * 1024), contentType: 'application/pdf' }]);
    expect(big.statusCode, big.body).toBe(413);
    expect(big.json().message).toBe(
      '"big.pdf" is larger than 0.1 MB, the most one file may be. Send a smaller copy (a PDF print rather than a scan, or fewer pages).',
    );

    const unknown = await post(url, role, [{ name: 'junk', value: 'x' }]);
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json().message).toMatch(/^This call takes no field named "junk"\. It takes /);

    const strayFile = await post(url, role, [{ name: 'avatar', filename: 'a.pdf', content: pdfOf(100), contentType: 'application/pdf' }]);
    expect(strayFile.statusCode, strayFile.body).toBe(400);
    expect(strayFile.json().message).toMatch(/^This call takes no file named "avatar"/);
  });

  it('refuses a request over its total, too many files, too many fields and a field over its cap', async () => {
    const three = [1, 2, 3].map((i) => ({ name: 'files', filename: `f${i}.pdf`, content: pdfOf(90 * 1024), contentType: 'application/pdf' }));
    const total = await post('/api/upload-multiple', 'claimant', three);
    expect(total.statusCode).toBe(413);
    expect(total.json().message).toMatch(/more than 0\.3 MB|more than 0\.25 MB/);

    const four = [1, 2, 3, 4].map((i) => ({ name: 'files', filename: `f${i}.pdf`, content: pdfOf(1000), contentType: 'application/pdf' }));
    const many = await post('/api/uploads', 'claimant', four);
    expect(many.statusCode).toBe(413);
    expect(many.json().message).toBe('This request carries more than 3 files, the most one request may carry. Send the files in smaller groups.');

    const fields = Array.from({ length: 7 }, () => ({ name: 'categories', value: 'photos' }));
    const manyFields = await post('/api/analyze-documents', 'claimant', fields);
    expect(manyFields.statusCode).toBe(413);
    expect(manyFields.json().message).toBe('This request carries more than 6 form fields, the most one request may carry.');

    // The 95 × 8 MB fields, in small: the first field over the cap ends the request.
    const fat = Array.from({ length: 5 }, () => ({ name: 'claimData', value: 'x'.repeat(40 * 1024) }));
    const fatFields = await post('/api/claims', 'claimant', fat);
    expect(fatFields.statusCode).toBe(413);
    expect(fatFields.json().message).toBe('The field "claimData" is larger than 16 KB, the most one form field may be.');
  });

  it('stores nothing of a refused request, and analyses nothing of it', async () => {
    const dir = t.dataDir;
    const before = countFiles(dir);
    const queue = t.app.deps.analysis.queue;
    const enqueue = queue.enqueue.bind(queue);
    const queued: string[] = [];
    queue.enqueue = async (job) => {
      queued.push(job.sha256);
      return enqueue(job);
    };
    const parts = [
      { name: 'files', filename: 'ok.pdf', content: pdfOf(1000), contentType: 'application/pdf' },
      { name: 'files', filename: 'big.pdf', content: pdfOf(150 * 1024), contentType: 'application/pdf' },
    ];
    for (const url of ['/api/uploads', '/api/upload-multiple', '/api/claims']) {
      const res = await post(url, 'claimant', parts);
      expect(res.statusCode, url).toBe(413);
      expect(countFiles(dir), url).toBe(before);
    }
    expect(queued).toEqual([]);
    queue.enqueue = enqueue;
  });
});

describe('uploads stream', () => {
  it('a document call stores the first file of a request before the rest of the request has arrived', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stream-blobs-'));
    const local = new LocalBlobStore(dir);
    let stored = 0;
    let sawStream = true;
    let firstStoredNow = () => {};
    const firstStored = { promise: new Promise<void>((resolve) => (firstStoredNow = resolve)), resolve: () => firstStoredNow() };
    const blobs: BlobStore = Object.assign(Object.create(local) as BlobStore, {
      put: async (body: Parameters<BlobStore['put']>[0], options: Parameters<BlobStore['put']>[1]) => {
        if (Buffer.isBuffer(body)) sawStream = false;
        const r = await local.put(body, options);
        stored += 1;
        if (stored === 1) firstStored.resolve();
        return r;
      },
    });
    const t = await createTestApp({ blobs });
    try {
      const { cookie } = await signInAs(t.app, 'claimant');
      const pdf = await renderEstimatePdf(buildFixturePair(7, 'ccc', 'appraiser', ['price']).carrier);
      const body = multipartBody([
        { name: 'files', filename: 'one.pdf', content: pdf, contentType: 'application/pdf' },
        { name: 'files', filename: 'two.pdf', content: Buffer.concat([pdf, Buffer.from('\n%second copy\n')]), contentType: 'application/pdf' },
      ]);
      // Send the body up to the second file's part, wait until the first file is in the store, then the rest.
      const cut = body.payload.indexOf(Buffer.from('filename="two.pdf"'));
      const payload = new PassThrough();
      payload.write(body.payload.subarray(0, cut));
      const answer = t.app.inject({ method: 'POST', url: '/api/upload-multiple', headers: { ...body.headers, cookie }, payload });
      await Promise.race([
        firstStored.promise,
        new Promise((_, reject) => setTimeout(() => reject(new Error('the first file was not stored before the request ended')), 10_000)),
      ]);
      payload.end(body.payload.subarray(cut));
      const res = await answer;
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().files).toHaveLength(2);
      expect(sawStream).toBe(true);
    } finally {
      await t.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a refused upload over a real connection', () => {
  let t: TestApp;
  let port: number;
  let cookie: string;
  const MB = 1024 * 1024;

  beforeAll(async () => {
    t = await createTestApp({ env: { MAX_UPLOAD_MB: '0.1', MAX_REQUEST_MB: '0.25' } });
    cookie = (await signInAs(t.app, 'claimant')).cookie;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t?.close());

  /**
   * Sends one file part of `total` bytes a chunk at a time (waiting whenever the connection is full)
   * until the answer comes; says how much was sent by then and whether the server closed the connection.
   */
  const send = (total: number, declareLength: boolean) =>
    new Promise<{ status: number; connection?: string; sentWhenAnswered: number; closed: Promise<boolean> }>((resolve, reject) => {
      const boundary = 'capboundary';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
      );
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const headers = { cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, ...(declareLength ? { 'content-length': String(total) } : {}) };
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/upload-multiple', headers });
      let sent = 0;
      let answered = false;
      const closed = new Promise<boolean>((done) => {
        req.on('close', () => done(true));
        setTimeout(() => done(false), 5000).unref();
      });
      req.on('error', () => undefined);
      req.on('response', (res) => {
        answered = true;
        res.resume();
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, sentWhenAnswered: sent, closed });
      });
      (async () => {
        const chunk = Buffer.alloc(64 * 1024, 0x61);
        req.write(head);
        sent = head.length;
        // A client that stops sending once it has its answer (as browsers do): only a server that closes ends the exchange.
        while (!answered && !req.destroyed && sent + chunk.length + tail.length <= total) {
          sent += chunk.length;
          if (!req.write(chunk)) await new Promise((r) => setTimeout(r, 5));
        }
        if (!answered && !req.destroyed) req.end(tail);
      })().catch(reject);
    });

  it('answers 413 as soon as a file without a declared length passes its cap, before the rest arrives', async () => {
    const r = await send(32 * MB, false);
    expect(r.status).toBe(413);
    expect(r.sentWhenAnswered).toBeLessThan(16 * MB);
    expect(r.connection).toBe('close');
    expect(await r.closed).toBe(true);
  });

  it('closes the connection after refusing a declared length over the cap, so the rest is never read', async () => {
    const r = await send(900 * MB, true);
    expect(r.status).toBe(413);
    expect(r.connection).toBe('close');
    expect(await r.closed).toBe(true);
  });

  /**
   * Posts one file part of `declared` bytes over a raw socket as fast as the connection takes it, a
   * megabyte a write, reading whatever the server sends; stops writing once the answer has come unless
   * `ignoreAnswer` (a client that never stops). Resolves when the connection has closed.
   */
  const rawPost = (declared: number, ignoreAnswer = false) =>
    new Promise<{ answer: string; sent: number; error?: string; seconds: number }>((resolve) => {
      const boundary = 'rawboundary';
      const socket = net.connect(port, '127.0.0.1');
      const started = performance.now();
      let received = Buffer.alloc(0);
      let sent = 0;
      let error: string | undefined;
      const answered = () => received.includes('\r\n\r\n{') && received.toString().trimEnd().endsWith('}');
      socket.on('data', (chunk: Buffer) => {
        received = Buffer.concat([received, chunk]);
        if (answered() && !ignoreAnswer) socket.end();
      });
      socket.on('error', (err: NodeJS.ErrnoException) => {
        error = err.code;
      });
      socket.on('close', () => resolve({ answer: received.toString(), sent, error, seconds: (performance.now() - started) / 1000 }));
      (async () => {
        socket.write(
          `POST /api/upload-multiple HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\n` +
            `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${declared}\r\n\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
        );
        const chunk = Buffer.alloc(MB, 0x20);
        while (!socket.destroyed && !socket.writableEnded && sent + MB < declared) {
          socket.write(chunk);
          sent += MB;
          if (socket.writableNeedDrain) await new Promise((r) => socket.once('drain', r).once('close', r));
        }
      })();
    });

  it('the 413 and its message reach a client that is still sending a body over the cap (no reset before it is read)', async () => {
    // A reset lost the answer in a race with the client's writes: several tries so that a lost one shows.
    for (let i = 0; i < 5; i++) {
      const r = await rawPost(900 * MB);
      expect(r.answer, `try ${i + 1}: ${r.error ?? 'closed'} after ${r.sent} bytes`).toMatch(/^HTTP\/1\.1 413 /);
      expect(r.answer).toMatch(/\r\nconnection: close\r\n/i);
      expect(JSON.parse(r.answer.slice(r.answer.indexOf('\r\n\r\n') + 4)).message).toBe(
        'The files and fields of this request come to more than 0.3 MB, the most one request may carry. Send the files in smaller groups.',
      );
      expect(r.error).toBeUndefined();
      expect(r.sent).toBeLessThan(LINGER.bytes + 64 * MB);
    }
  });

  it('cuts a client that keeps sending after its 413, within the bounds of the lingering close', async () => {
    const r = await rawPost(900 * MB, true);
    expect(r.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(r.sent).toBeLessThan(LINGER.bytes + 64 * MB);
    expect(r.seconds).toBeLessThan(LINGER.ms / 1000 + 5);
  });

  it('keeps the connection of an answer whose request arrived whole', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/claims`, { headers: { cookie } });
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    expect(res.headers.get('connection')).toBe('keep-alive');
  });
});

function countFiles(dir: string): number {
  let n = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && !entry.parentPath.includes('.tmp') && !entry.parentPath.includes(`${path.sep}db`)) n += 1;
  }
  return n;
}
