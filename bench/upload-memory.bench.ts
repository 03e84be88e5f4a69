/**
 * Memory of one big multipart request: the process's peak RSS while a request of N files of M MB
 * goes through upload-multiple (the body is generated as it is sent, so the sender holds one chunk).
 * Usage: tsx bench/upload-memory.bench.ts [files=5] [mb=45] [url=/api/upload-multiple]
 * (/api/uploads answers once the files are stored: the figure is then the upload path's alone.)
 * Issue 26 measured 20 × 45 MB at 333 → 1,747 MB before uploads were streamed.
 */
import { Readable } from 'node:stream';
import { createTestApp, signInAs } from '../src/server/testing/test-app.js';

const files = Number(process.argv[2] ?? 5);
const mb = Number(process.argv[3] ?? 45);
const url = process.argv[4] ?? '/api/upload-multiple';
const boundary = '----bench-upload-memory';

function* body(): Generator<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024, 0x61);
  for (let i = 0; i < files; i++) {
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big-${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%${i}\n`);
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
const res = await t.app.inject({
  method: 'POST',
  url,
  headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
  payload: Readable.from(body()),
});
clearInterval(sampler);
const MB = (n: number) => Math.round(n / 1024 / 1024);
console.log(
  `${files} × ${mb} MB through ${url}: ${res.statusCode} in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
    `RSS ${MB(before)} → peak ${MB(peak)} MB (+${MB(peak - before)} MB)${res.statusCode >= 400 ? `; ${res.json().message}` : ''}`,
);
await t.close();
