import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/contracts/errors.js';
import { multipartBody } from '../../shared/contracts/http.js';
import { EstimatesBodySchema } from '../../shared/contracts/misc.js';
import { type EstimateComparison, EstimateComparisonSchema } from '../../shared/estimate-comparison.js';
import { currentUser } from '../auth/guards.js';
import { AppError } from '../errors.js';
import { readMultipart } from '../plugins/multipart-reader.js';
import { compareUploadedEstimates } from './estimate-comparison.js';
import { estimateComparerOf, estimateReaderOf } from './estimate-reader.js';

/** Estimate comparison of two uploaded estimates (a claim's stored one is read in claims/claim-comparison.routes.ts). */
export default async function estimatesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app.deps;

  r.post(
    '/api/estimate-comparison',
    { schema: { ...multipartBody(EstimatesBodySchema), response: { 200: EstimateComparisonSchema, ...errorResponses } } },
    async (request): Promise<EstimateComparison> => {
      const user = currentUser(request);
      const parts = readMultipart(request, {
        limits: config.multipart,
        accept: { files: ['carrier', 'other'], fields: [] },
        notMultipart: () => new AppError('bad_request', 'Send the two estimates as multipart/form-data with the fields carrier and other.'),
      });
      const { db, blobs, analysis, documentPool } = app.deps;
      return compareUploadedEstimates(
        {
          db,
          blobs,
          queue: analysis.queue,
          read: estimateReaderOf(documentPool),
          compare: estimateComparerOf(documentPool),
          maxFileBytes: config.multipart.fileBytes,
          waitMs: Math.min(config.DOCUMENT_TIMEOUT_MS * 2, 110_000),
          progress: analysis.progress,
          log: request.log,
        },
        user.id,
        parts,
      );
    },
  );
}
