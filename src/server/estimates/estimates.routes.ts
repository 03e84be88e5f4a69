import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/contracts/errors.js';
import { multipartBody } from '../../shared/contracts/http.js';
import { EstimatesBodySchema } from '../../shared/contracts/misc.js';
import { type EstimateComparison, EstimateComparisonSchema } from '../../shared/estimate-comparison.js';
import { currentUser } from '../auth/guards.js';
import { AppError } from '../errors.js';
import { compareUploadedEstimates } from './compare-files.js';
import { readMultipart } from '../plugins/multipart-reader.js';
import { estimateReaderOf } from './worker/pool.js';

/** Estimate comparison of two uploaded estimates (a claim's stored one is read in claims/claim-comparison.routes.ts). */
export default async function estimatesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/estimate-comparison', { schema: { ...multipartBody(EstimatesBodySchema), response: { 200: EstimateComparisonSchema, ...errorResponses } } }, async (request): Promise<EstimateComparison> => {
    currentUser(request);
    const parts = readMultipart(request, {
      maxBytes: app.deps.config.maxUploadBytes,
      notMultipart: () => new AppError('bad_request', 'Send the two estimates as multipart/form-data with the fields carrier and other.'),
    });
    return compareUploadedEstimates({ read: estimateReaderOf(app.deps.documentPool), log: request.log }, parts);
  });
}
