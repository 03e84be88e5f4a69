/**
 * Memory of one big multipart request: the process's peak RSS while a request of N files of M MB
 * goes through upload-multiple over a real socket (the body is generated as it is sent, so the sender
 * holds one chunk). The server and the analysis threads are this process: their memory is counted.
 * Usage: tsx bench/upload-memory.bench.ts [files=5] [mb=45] [url=/api/upload-multiple] (BENCH_FIELD=file for /api/upload)
 * (/api/uploads answers once the files are stored: the figure is then the upload path's alone.)
 * Issue 26 measured 20 × 45 MB at 333 → 1,747 MB before uploads were streamed.
 */
import http from 'node:http';
import { Readable } from 'node:stream';
import { createTestApp, signInAs } from '../src/server/testing/test-app.js';

const files = Number(process.argv[2] ?? 5);
const mb = Number(process.argv[3] ?? 45);
const url = process.argv[4] ?? '/api/upload-multiple';
const boundary = '----bench-upload-memory';

function* body(): Generator<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024, 0x61);
  for (let i = 0; i < files; i++) {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${process.env.BENCH_FIELD ?? 'files'}"; filename="big-${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%${i}\n`,
    );
    for (let m = 0; m < mb; m++) yield chunk;
    yield Buffer.from('\r\n');
  }
  yield Buffer.from(`--${boundary}--\r\n`);
}

const t = await createTestApp({ env: { DOCUMENT_TIMEOUT_MS: '20000' } });
const { cookie } = await signInAs(t.app, 'claimant');
global.gc?.();
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 10);
const started = Date.now();
// Over a real socket (port 5104), so the body arrives at the pace the server reads it.
await t.app.listen({ port: Number(process.env.BENCH_PORT ?? 5104), host: '127.0.0.1' });
const address = t.app.server.address() as { port: number };
const res = await new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
  const req = http.request(
    { host: '127.0.0.1', port: address.port, method: 'POST', path: url, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie } },
    (answer) => {
      let text = '';
      answer.on('data', (c) => (text += c));
      answer.on('end', () => resolve({ statusCode: answer.statusCode ?? 0, body: text }));
    },
  );
  req.on('error', (err) => (err.message.includes('EPIPE') || err.message.includes('ECONNRESET') ? undefined : reject(err)));
  Readable.from(body()).pipe(req);
});
clearInterval(sampler);
const MB = (n: number) => Math.round(n / 1024 / 1024);
console.log(
  `${files} × ${mb} MB through ${url}: ${res.statusCode} in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
    `RSS ${MB(before)} → peak ${MB(peak)} MB (+${MB(peak - before)} MB)${res.statusCode >= 400 ? `; ${JSON.parse(res.body).message}` : ''}`,
);
await t.close();
