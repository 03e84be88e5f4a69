/**
 * Upload once, analyze once: a 5-PDF + 10-photo packet through upload-multiple, then the same
 * packet through analyze-documents (answered from the stored analyses), then analyze-documents by
 * upload ids (no bytes sent again). Prints each call's time and the second call's against the first.
 * Run: npm exec -- tsx bench/uploads.bench.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { analyses } from '../src/server/db/schema';
import { createTestApp, multipartBody, signInAs } from '../src/server/testing/test-app';
import { generateCorpus } from '../tests/fixtures/documents/generate';
import { renderTextPdf } from '../tests/fixtures/documents/render';
import { KIND_BUILDERS } from '../tests/fixtures/documents/kinds';
import { REAL_DOCS_DIR } from '../tests/fixtures/paths';
import { makeClaim, makeRng } from '../tests/fixtures/documents/pools';

const CORPUS = path.join(REAL_DOCS_DIR, '..');

async function main() {
  const docs = await generateCorpus({ split: 'train', seed: 4242, perLayout: 1, scanned: 0, photosOfDocs: 0, carPhotos: 4 });
  const pdfs = docs.filter((d) => d.variant === 'text').slice(0, 5);
  const photoDir = path.join(CORPUS, 'real-photos');
  const real = fs.readdirSync(photoDir).map((f) => fs.readFileSync(path.join(photoDir, f)));
  const photos = [...real, ...docs.filter((d) => d.variant === 'photo').map((d) => d.bytes)].slice(0, 10);
  const parts = [
    ...pdfs.map((d, i) => ({ name: 'files', filename: `doc${i}.pdf`, content: d.bytes })),
    ...photos.map((p, i) => ({ name: 'files', filename: `photo${i}.jpg`, content: p })),
  ];
  const t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  try {
    const { cookie } = await signInAs(t.app, 'claimant');
    const post = async (url: string, body: ReturnType<typeof multipartBody>) => {
      const s = process.hrtime.bigint();
      const res = await t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, cookie } });
      if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return { ms: Number(process.hrtime.bigint() - s) / 1e6, json: res.json() };
    };
    // Load the document threads first (module load is not what this bench measures).
    const rng = makeRng(1);
    const warmPdf = await renderTextPdf(KIND_BUILDERS[0]!.build(makeClaim(rng, 'train'), rng, 0), rng);
    await post('/api/upload-multiple', multipartBody([{ name: 'files', filename: 'warm.pdf', content: warmPdf }]));
    const analyzedBefore = (await t.app.deps.db.select({ n: count() }).from(analyses))[0]!.n;

    const sort = await post('/api/upload-multiple', multipartBody(parts));
    const analyzedAfterSort = (await t.app.deps.db.select({ n: count() }).from(analyses))[0]!.n;
    const again = await post('/api/analyze-documents', multipartBody(parts));
    const staged = await post('/api/uploads', multipartBody(parts));
    const ids = (staged.json.uploads as Array<{ id: string }>).map((u) => ({ name: 'uploadIds', value: u.id }));
    const byId = await post('/api/analyze-documents', multipartBody(ids));
    const analyzedAtEnd = (await t.app.deps.db.select({ n: count() }).from(analyses))[0]!.n;

    console.log(`## Upload once, analyze once: ${pdfs.length} text PDFs + ${photos.length} photos (in-process queue, PGlite)`);
    console.log(`upload-multiple (analyses the packet): ${sort.ms.toFixed(0)} ms`);
    console.log(`analyze-documents, same packet sent again: ${again.ms.toFixed(0)} ms = **${((again.ms / sort.ms) * 100).toFixed(0)}%** of the first call`);
    console.log(`POST /api/uploads, same packet (answers before analysis): ${staged.ms.toFixed(0)} ms`);
    console.log(`analyze-documents by upload ids (no bytes sent): ${byId.ms.toFixed(0)} ms = ${((byId.ms / sort.ms) * 100).toFixed(0)}% of the first call`);
    console.log(`analyses stored: ${analyzedAfterSort - analyzedBefore} by upload-multiple, ${analyzedAtEnd - analyzedAfterSort} more by the later calls`);
  } finally {
    await t.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
