/**
 * POST /api/estimate-comparison: the two estimates are staged like any upload (streamed into the
 * blob store, hashed on the way, analysed once by the queue) and read from their stored layouts:
 * sending the same estimate again, or submitting it with a claim, reads nothing twice.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { EstimateComparison } from '../../shared/estimate-comparison.js';
import type { FieldError } from '../../shared/contracts/errors.js';
import { AppError } from '../errors.js';
import type { ParseEstimate } from '../estimates/compare-files.js';
import type { MultipartItem } from '../plugins/multipart-reader.js';
import { FINISHED, waitForUploads } from '../uploads/uploads.service.js';
import type { CompareParsed } from './estimate-reader.js';
import { estimateSourceOf } from './estimate-sources.js';
import { describeProgress, type ProgressOf } from './progress.js';
import { readUploads } from './service.js';
import { kindOfUpload, type UploadDeps } from './staging.js';

export type EstimateCallDeps = UploadDeps & {
  read: ParseEstimate;
  /** Aligns the two (the document pool's threads, estimate-reader.ts). */
  compare: CompareParsed;
  maxFileBytes: number;
  /** How long the call waits for the two analyses. */
  waitMs: number;
  progress?: ProgressOf;
  log: FastifyBaseLogger;
};

const ROLES = { carrier: 'carrier estimate', other: 'other estimate' } as const;

export async function compareUploadedEstimates(deps: EstimateCallDeps, userId: number, parts: AsyncIterable<MultipartItem>): Promise<EstimateComparison> {
  const { files } = await readUploads(deps, userId, parts, {
    maxBytes: deps.maxFileBytes,
    noneIsFine: true,
    refusal: (name, _filename, reason) => `The ${ROLES[name as keyof typeof ROLES] ?? 'estimate'} could not be read: ${reason}.`,
  });
  const missing: FieldError[] = [];
  for (const name of ['carrier', 'other'] as const) {
    const count = files.filter((f) => f.name === name).length;
    if (count > 1) throw new AppError('validation', `Send one ${name} file only.`, { fields: [{ field: name, message: `Send one ${name} file only.` }] });
  }
  const carrier = files.find((f) => f.name === 'carrier');
  const other = files.find((f) => f.name === 'other');
  if (!carrier) missing.push({ field: 'carrier', message: "The carrier's estimate is required." });
  if (!other) missing.push({ field: 'other', message: "The shop's or other appraiser's estimate is required." });
  if (!carrier || !other) throw new AppError('validation', missing.map((m) => m.message).join(' '), { fields: missing });

  const started = Date.now();
  // A BMS file is read from its bytes, not from its analysis: it is read at once, so an estimate
  // past the line cap is refused in the time of counting its lines, not after its analysis.
  const readOne = async (name: 'carrier' | 'other') => {
    const upload = name === 'carrier' ? carrier : other;
    let row = upload.row;
    if (kindOfUpload(row) !== 'bms-xml') {
      const [found] = await waitForUploads(deps.db, userId, [row.id], deps.waitMs);
      row = found ?? row;
      if (!FINISHED.includes(row.status)) {
        const how = await describeProgress(deps.progress, [row]);
        throw new AppError('unavailable', `The estimates are still being read (${how}). Send them again in a minute: nothing already read is read again.`);
      }
    }
    const source = await estimateSourceOf(deps, { ...row, fileName: upload.filename });
    if (!source) throw new AppError('unprocessable', `The ${ROLES[name]} could not be read: ${row.note ?? 'its analysis did not finish'}.`);
    return deps.read(source, ROLES[name]);
  };
  const [a, b] = await Promise.all([readOne('carrier'), readOne('other')]);
  const comparison = await deps.compare(a, b);
  deps.log.info({ ms: Date.now() - started, matches: comparison.matches.length }, 'estimates compared');
  return comparison;
}
