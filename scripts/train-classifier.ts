/**
 * Learns the classifier's feature weights from the team's labelled corpora and writes
 * src/server/documents/classify/model.json. Trained on: the generated corpus' train split
 * (tests/fixtures/documents, text PDFs), the tuned part of tests/fixtures/independent, and the
 * blind corpus's tuning parts: its dev packets (text layers) and the scan stress set's scans-dev
 * packets (read with OCR, as the portal reads them). Never on held-out parts: the blind holdout and
 * scans-holdout are only scored. Run: npx tsx scripts/train-classifier.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { FEATURE_NAMES, featureVector, TEXT_KINDS } from '../src/server/documents/classify/features';
import { type Sample, trainModel } from '../src/server/documents/learn/logistic';
import { extractDocumentText } from '../src/server/documents/text/extract-text';
import { generateCorpus } from '../tests/fixtures/documents/generate';
import { buildCorpus } from '../tests/fixtures/independent/corpus';
import { type BlindPacket, buildBlindCorpus } from '../tests/fixtures/blind';
import { FIRM } from '../tests/fixtures/blind/pools';
import { buildScanStressCorpus, SCAN_STRESS_PACKETS, SCAN_STRESS_DEV } from '../tests/fixtures/blind/scans';

const OUT = path.resolve(import.meta.dirname, '../src/server/documents/classify/model.json');
// The corpora's firm letters are written for the default firm name.
const ctx = { firmName: 'Frontier' };

async function main() {
  const samples: Sample[] = [];
  const add = async (bytes: Buffer, kind: string, opts: { ocr?: boolean; firmName?: string; fileName?: string } = {}) => {
    const y = TEXT_KINDS.indexOf(kind as (typeof TEXT_KINDS)[number]);
    if (y < 0) return;
    const text = await extractDocumentText(bytes, { ocr: opts.ocr ?? false, fileName: opts.fileName });
    // A file with no readable text is classified without the model (classify.ts): nothing to learn from it.
    if (
      text.pages
        .map((p) => p.text)
        .join('')
        .replace(/\s/g, '').length < 40
    )
      return;
    samples.push({ x: featureVector(text, { firmName: opts.firmName ?? ctx.firmName }), y });
    // The firm's own letter is known by the configured firm name, not by its wording: the same letter
    // read under another firm's name is that other appraisal firm's.
    if (kind === 'firm_assignment' && opts.firmName) {
      samples.push({ x: featureVector(text, { firmName: 'Another Appraisal Firm' }), y: TEXT_KINDS.indexOf('opposing_appraiser') });
    }
  };
  const generated = await generateCorpus({ split: 'train', perLayout: 4, scanned: 0, photosOfDocs: 0, carPhotos: 0 });
  for (const d of generated) await add(d.bytes, d.kind);
  const independent = (await buildCorpus()).filter((d) => d.part === 'tuned');
  for (const d of independent) await add(d.pdf, d.kind);
  // The blind sets' papers as the portal reads them: scans and photos of pages with OCR; damage photos carry no text.
  const addPackets = async (packets: BlindPacket[]) => {
    let n = 0;
    for (const f of packets.flatMap((p) => p.files)) {
      if (f.render === 'photo') continue;
      await add(Buffer.from(f.bytes), f.kind, { firmName: FIRM, fileName: f.filename, ocr: f.render !== 'text' && f.render !== 'docx' });
      n++;
    }
    return n;
  };
  const blindDev = await addPackets((await buildBlindCorpus()).filter((p) => p.part === 'dev'));
  const scansDev = await addPackets((await buildScanStressCorpus(SCAN_STRESS_PACKETS)).slice(0, SCAN_STRESS_DEV));
  const model = trainModel(samples, TEXT_KINDS, FEATURE_NAMES);
  const trainedOn = `${generated.length} generated (train split) + ${independent.length} independent (tuned part) + ${blindDev} blind dev + ${scansDev} scans-dev documents`;
  fs.writeFileSync(OUT, `${JSON.stringify({ trainedOn, ...model })}\n`);
  const counts = TEXT_KINDS.map((k, i) => `${k} ${samples.filter((s) => s.y === i).length}`).join(', ');
  console.log(`wrote ${path.relative(process.cwd(), OUT)} from ${samples.length} samples (${counts})`);
}

await main();
