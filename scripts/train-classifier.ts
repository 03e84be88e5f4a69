/**
 * Learns the classifier's feature weights from the team's labelled corpora and writes
 * src/server/documents/classify/model.json. Trained on: the generated corpus' train split
 * (tests/fixtures/documents, text PDFs) and the tuned part of tests/fixtures/independent.
 * Never on held-out parts nor on the blind corpus. Run: npx tsx scripts/train-classifier.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { FEATURE_NAMES, featureVector, TEXT_KINDS } from '../src/server/documents/classify/features';
import { type Sample, trainModel } from '../src/server/documents/classify/train';
import { extractDocumentText } from '../src/server/documents/text/extract-text';
import { generateCorpus } from '../tests/fixtures/documents/generate';
import { buildCorpus } from '../tests/fixtures/independent/corpus';

const OUT = path.resolve(import.meta.dirname, '../src/server/documents/classify/model.json');
// The corpora's firm letters are written for the default firm name.
const ctx = { firmName: 'Frontier' };

async function main() {
  const samples: Sample[] = [];
  const add = async (bytes: Buffer, kind: string) => {
    const y = TEXT_KINDS.indexOf(kind as (typeof TEXT_KINDS)[number]);
    if (y < 0) return;
    const text = await extractDocumentText(bytes, { ocr: false });
    samples.push({ x: featureVector(text, ctx), y });
  };
  const generated = await generateCorpus({ split: 'train', perLayout: 4, scanned: 0, photosOfDocs: 0, carPhotos: 0 });
  for (const d of generated) await add(d.bytes, d.kind);
  const independent = (await buildCorpus()).filter((d) => d.part === 'tuned');
  for (const d of independent) await add(d.pdf, d.kind);
  const model = trainModel(samples, TEXT_KINDS, FEATURE_NAMES);
  const trainedOn = `${generated.length} generated (train split) + ${independent.length} independent (tuned part) documents`;
  fs.writeFileSync(OUT, `${JSON.stringify({ trainedOn, ...model })}\n`);
  const counts = TEXT_KINDS.map((k, i) => `${k} ${samples.filter((s) => s.y === i).length}`).join(', ');
  console.log(`wrote ${path.relative(process.cwd(), OUT)} from ${samples.length} samples (${counts})`);
}

await main();
