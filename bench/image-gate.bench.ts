/**
 * The image gate (text/image.ts `looksLikeDocument`): which pictures are read with OCR as papers and
 * which are kept as damage photos without reading. A paper the gate calls a photo is lost to the
 * claim (its kind and fields); a photo the gate calls a paper costs one OCR pass, then is kept as a
 * photo when it holds no words.
 *
 *   npx tsx bench/image-gate.bench.ts [--packets N] [--show]
 *
 * Papers: every one-page paper of N blind-generator packets from their own seed (not the blind
 * corpus's, not the scan stress set's), each as a phone photo of the page and as a JPEG scan.
 * Photos: those packets' damage photos, the team generator's car photos and the real photos in
 * ../shared/corpus/real-photos. This is a tuning set: the gate may be set on it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { REAL_PHOTOS_DIR } from '../tests/fixtures/paths';
import { join } from 'node:path';

const { buildPacket, planType } = await import('../tests/fixtures/blind/packets');
const { renderPhotoOfPage, renderScan } = await import('../tests/fixtures/blind/render');
const { generateCorpus } = await import('../tests/fixtures/documents/generate');
const { imageStats, looksLikeDocument } = await import('../src/server/documents/text/image');
const { createRng } = await import('../tests/fixtures/blind/rng');
type ImageStats = import('../src/server/documents/text/image').ImageStats;

const args = process.argv.slice(2);
const count = args.includes('--packets') ? Number(args[args.indexOf('--packets') + 1]) : 24;
const show = args.includes('--show');
const SEED = 0x9a7e;

type Sample = { name: string; paper: boolean; stats: ImageStats };
const samples: Sample[] = [];
const add = async (name: string, paper: boolean, bytes: Buffer) => samples.push({ name, paper, stats: await imageStats(bytes) });

const t0 = performance.now();
for (let i = 0; i < count; i++) {
  // Papers render as text here (cheap); each one-page paper is then drawn again as a photo and a scan.
  const papers: Array<{ name: string; doc: import('../tests/fixtures/blind/layout').PageDoc }> = [];
  const packet = await buildPacket(SEED + i * 7907, i, 'dev', planType(i), (_rng, p, pages) => {
    if (pages === 1) papers.push({ name: p.name, doc: p.doc });
    return 'text';
  });
  const rng = createRng(SEED ^ (i * 31));
  for (const p of papers) {
    await add(`p${i}-${p.name} photo`, true, await renderPhotoOfPage(p.doc, rng));
    await add(`p${i}-${p.name} scan`, true, await renderScan(p.doc, rng, 'jpeg'));
  }
  for (const f of packet.files.filter((x) => x.render === 'photo')) await add(`p${i}-${f.filename}`, false, f.bytes);
}
for (const d of await generateCorpus({ split: 'train', perLayout: 0, scanned: 0, photosOfDocs: 0, carPhotos: 12 })) await add(d.id, false, d.bytes);
const REAL = REAL_PHOTOS_DIR;
for (const f of readdirSync(REAL).filter((x) => x.endsWith('.jpg'))) await add(f, false, readFileSync(join(REAL, f)));

const papers = samples.filter((s) => s.paper);
const photos = samples.filter((s) => !s.paper);
const missed = papers.filter((s) => !looksLikeDocument(s.stats));
const falseDocs = photos.filter((s) => looksLikeDocument(s.stats));
const fmt = (s: ImageStats) =>
  `paper ${s.paper.toFixed(3)} sat ${s.saturation.toFixed(3)} edges ${s.edges.toFixed(4)} ink ${s.ink.toFixed(3)} ${s.width}x${s.height}`;
console.log(
  `Image gate on ${papers.length} paper images (${count} packets' one-page papers as phone photos and JPEG scans) and ${photos.length} photos (built in ${((performance.now() - t0) / 1000).toFixed(0)} s)`,
);
console.log(
  `papers read as documents: ${papers.length - missed.length}/${papers.length} (${((100 * (papers.length - missed.length)) / papers.length).toFixed(1)}%)`,
);
console.log(`photos sent to OCR: ${falseDocs.length}/${photos.length}`);
for (const s of missed) console.log(`  missed paper ${s.name}: ${fmt(s.stats)}`);
for (const s of falseDocs) console.log(`  photo taken for paper ${s.name}: ${fmt(s.stats)}`);
if (show) for (const s of samples) console.log(`${s.paper ? 'P' : 'F'} ${s.name}: ${fmt(s.stats)}`);
