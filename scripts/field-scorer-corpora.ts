/**
 * The field scorer's corpora, shared by its trainer (train-field-scorer.ts) and its measure
 * (measure-field-scorer.ts): the generated corpus' train split, the tuned part of the independent
 * corpus, the blind corpus's dev packets and the replicas' dev part, or (heldOut) only the replicas
 * held out of all tuning, which no trainer reads. Layouts are cached in $TMPDIR/field-scorer-layouts.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LAYOUT_MAX_OCR_PAGES } from '../src/server/documents/analyze-file';
import type { FieldName } from '../src/server/documents/extract/field-spec';
import { extractDocumentText } from '../src/server/documents/text/extract-text';
import type { DocumentText } from '../src/server/documents/text/types';
import { HELD_OUT } from '../bench/replicas-held-out';
import { buildBlindCorpus } from '../tests/fixtures/blind';
import { generateCorpus } from '../tests/fixtures/documents/generate';
import { buildCorpus } from '../tests/fixtures/independent/corpus';
import { REPLICAS_DIR } from '../tests/fixtures/paths';

const CACHE = path.join(os.tmpdir(), 'field-scorer-layouts');

export type Labelled = { id: string; bytes: Buffer; truth: Partial<Record<FieldName, string>> };

const NUMERIC = new Set<FieldName>(['grossTotal', 'netTotal', 'deductible', 'estimateAmount', 'mileage', 'vehicleYear']);
const collapse = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
const toNumber = (s: string) => Number(s.replace(/[$,()\s]/g, ''));
const isoDate = (s: string) => {
  const us = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(s.trim());
  return us ? `${us[3]}-${us[1]?.padStart(2, '0')}-${us[2]?.padStart(2, '0')}` : s.trim();
};
/** Whether a read value is the truth's, compared as the benches compare them (money and numbers by value, dates as ISO). */
export function isRight(field: FieldName, want: string, got: string): boolean {
  if (NUMERIC.has(field)) return Math.abs(toNumber(want) - toNumber(got)) < 0.005;
  if (field === 'dateOfLoss' || field === 'estimateDate') return isoDate(want) === isoDate(got);
  return collapse(want) === collapse(got);
}

/** The replicas' truth keys as fields (the replicas bench scores the same ones). */
const REPLICA_FIELDS: Record<string, FieldName> = {
  vin: 'vehicleVin',
  year: 'vehicleYear',
  make: 'vehicleMake',
  model: 'vehicleModel',
  trim: 'vehicleTrim',
  insured: 'insuredName',
  claim_number: 'claimNumber',
  policy_number: 'policyNumber',
  date_of_loss: 'dateOfLoss',
  insurance_company: 'insuranceCompany',
  repair_shop: 'repairShopName',
  mileage: 'mileage',
  deductible: 'deductible',
  gross_total: 'grossTotal',
  net_total: 'netTotal',
};

export async function corpora(heldOut: boolean): Promise<Labelled[]> {
  const out: Labelled[] = [];
  if (!heldOut) {
    const generated = await generateCorpus({ split: 'train', perLayout: 4, scanned: 10, photosOfDocs: 6, carPhotos: 0 });
    for (const d of generated) out.push({ id: `generated/${d.id}`, bytes: d.bytes, truth: d.truth as Labelled['truth'] });
    for (const d of (await buildCorpus()).filter((c) => c.part === 'tuned'))
      out.push({ id: `independent/${d.id}`, bytes: d.pdf, truth: d.truth as Labelled['truth'] });
    for (const p of (await buildBlindCorpus()).filter((b) => b.part === 'dev'))
      for (const f of p.files) if (f.render !== 'photo') out.push({ id: `blind/${f.id}`, bytes: Buffer.from(f.bytes), truth: f.fields });
  }
  const truthFile = path.join(REPLICAS_DIR, 'truth.json');
  if (fs.existsSync(truthFile)) {
    const truth = JSON.parse(fs.readFileSync(truthFile, 'utf8')) as Array<{ file: string; fields: Record<string, string | number | null> }>;
    for (const t of truth.filter((r) => HELD_OUT.has(r.file) === heldOut)) {
      const want: Labelled['truth'] = {};
      const fields: Record<string, string | number | null> = { ...t.fields, insured: t.fields.insured_name ?? t.fields.owner_name ?? null };
      for (const [key, field] of Object.entries(REPLICA_FIELDS)) if (fields[key] != null) want[field] = String(fields[key]);
      out.push({ id: `replicas/${t.file}`, bytes: fs.readFileSync(path.join(REPLICAS_DIR, 'docs', t.file)), truth: want });
    }
  }
  return out;
}

/**
 * The file's layout as the portal reads it (text layer, OCR for scans), cached by hash. Read without
 * the analysis, which scores with the stored model: a stale one must not stop its own retraining.
 */
export async function layoutOf(doc: Labelled): Promise<DocumentText> {
  const file = path.join(CACHE, `${createHash('sha256').update(doc.bytes).digest('hex')}.json`);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as DocumentText;
  const text = await extractDocumentText(doc.bytes, { ocr: true, fileName: doc.id, maxOcrPages: LAYOUT_MAX_OCR_PAGES });
  fs.mkdirSync(CACHE, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(text));
  return text;
}

/** Documents whose hash falls in the last third are the calibration split. */
export const isCalibration = (id: string) => createHash('sha256').update(id).digest()[0]! % 3 === 2;
