import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../shared/contracts/errors.js';
import { multipartBody } from '../../shared/contracts/http.js';
import { EstimatesBodySchema, StoredComparisonAnswerSchema } from '../../shared/contracts/misc.js';
import { type EstimateComparison, EstimateComparisonSchema } from '../../shared/estimate-comparison.js';
import { currentUser } from '../auth/guards.js';
import { findAccessibleClaim } from '../claims/claim-access.js';
import { AppError, type FieldError } from '../errors.js';
import { compareEstimateFiles, type EstimateInput } from './compare-files.js';
import { estimateReaderFor } from './worker/pool.js';

const RefParams = z.object({ referenceNumber: z.string().min(1).max(64) });

/** Reads the multipart body: exactly one `carrier` file and one `other` file. */
async function readTwoEstimates(request: FastifyRequest): Promise<{ carrier: EstimateInput; other: EstimateInput }> {
  if (!request.isMultipart()) {
    throw new AppError('BAD_REQUEST', 'Send the two estimates as multipart/form-data with the fields carrier and other.');
  }
  const files: Record<string, EstimateInput> = {};
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    const file = part as MultipartFile;
    const bytes = await file.toBuffer();
    if (file.fieldname !== 'carrier' && file.fieldname !== 'other') continue;
    if (files[file.fieldname]) {
      throw new AppError('VALIDATION', `Send one ${file.fieldname} file only.`, { fields: [{ field: file.fieldname, message: `Send one ${file.fieldname} file only.` }] });
    }
    files[file.fieldname] = { bytes, fileName: file.filename };
  }
  const missing: FieldError[] = [];
  if (!files.carrier?.bytes.length) missing.push({ field: 'carrier', message: "The carrier's estimate is required." });
  if (!files.other?.bytes.length) missing.push({ field: 'other', message: "The shop's or other appraiser's estimate is required." });
  if (missing.length) throw new AppError('VALIDATION', missing.map((m) => m.message).join(' '), { fields: missing });
  return { carrier: files.carrier, other: files.other };
}

/** Estimate comparison: compare two uploaded estimates; read a claim's stored comparison. */
export default async function estimatesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/estimate-comparison', { schema: { ...multipartBody(EstimatesBodySchema), response: { 200: EstimateComparisonSchema, ...errorResponses } } }, async (request): Promise<EstimateComparison> => {
    currentUser(request);
    const { carrier, other } = await readTwoEstimates(request);
    const started = Date.now();
    const comparison = await compareEstimateFiles(carrier, other, { read: estimateReaderFor(app) });
    request.log.info({ ms: Date.now() - started, matches: comparison.matches.length }, 'estimates compared');
    return comparison;
  });

  r.get('/api/claims/:referenceNumber/estimate-comparison', { schema: { params: RefParams, response: { 200: StoredComparisonAnswerSchema, ...errorResponses } } }, async (request) => {
    const user = currentUser(request);
    const claim = await findAccessibleClaim(app.deps.db, request.params.referenceNumber, user);
    const parsed = claim.estimateComparison ? EstimateComparisonSchema.safeParse(claim.estimateComparison) : null;
    return { referenceNumber: claim.referenceNumber, comparison: parsed?.success ? parsed.data : null };
  });
}
