import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/contracts/errors.js';
import { multipartBody } from '../../shared/contracts/http.js';
import { EstimatesBodySchema } from '../../shared/contracts/misc.js';
import { type EstimateComparison, EstimateComparisonSchema } from '../../shared/estimate-comparison.js';
import { currentUser } from '../auth/guards.js';
import { AppError, type FieldError } from '../errors.js';
import { compareEstimateFiles, type EstimateInput } from './compare-files.js';
import { type MultipartItem, readMultipart } from '../plugins/multipart-reader.js';
import { estimateReaderOf } from './worker/pool.js';

/** Reads the multipart body: exactly one `carrier` file and one `other` file. */
async function readTwoEstimates(parts: AsyncIterable<MultipartItem>): Promise<{ carrier: EstimateInput; other: EstimateInput }> {
  const files: Record<string, EstimateInput> = {};
  for await (const part of parts) {
    if (part.kind !== 'file' || (part.name !== 'carrier' && part.name !== 'other')) continue;
    if (files[part.name]) {
      throw new AppError('VALIDATION', `Send one ${part.name} file only.`, { fields: [{ field: part.name, message: `Send one ${part.name} file only.` }] });
    }
    files[part.name] = { bytes: await part.read(), fileName: part.filename };
  }
  const missing: FieldError[] = [];
  if (!files.carrier?.bytes.length) missing.push({ field: 'carrier', message: "The carrier's estimate is required." });
  if (!files.other?.bytes.length) missing.push({ field: 'other', message: "The shop's or other appraiser's estimate is required." });
  if (missing.length) throw new AppError('VALIDATION', missing.map((m) => m.message).join(' '), { fields: missing });
  return { carrier: files.carrier, other: files.other };
}

/** Estimate comparison of two uploaded estimates (a claim's stored one is read in claims/claim-comparison.routes.ts). */
export default async function estimatesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/estimate-comparison', { schema: { ...multipartBody(EstimatesBodySchema), response: { 200: EstimateComparisonSchema, ...errorResponses } } }, async (request): Promise<EstimateComparison> => {
    currentUser(request);
    const { carrier, other } = await readTwoEstimates(
      readMultipart(request, {
        maxBytes: app.deps.config.maxUploadBytes,
        notMultipart: () => new AppError('BAD_REQUEST', 'Send the two estimates as multipart/form-data with the fields carrier and other.'),
      }),
    );
    const started = Date.now();
    const comparison = await compareEstimateFiles(carrier, other, { read: estimateReaderOf(app.deps.documentPool) });
    request.log.info({ ms: Date.now() - started, matches: comparison.matches.length }, 'estimates compared');
    return comparison;
  });
}
