import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../shared/contracts/errors.js';
import { StoredComparisonAnswerSchema } from '../../shared/contracts/misc.js';
import { EstimateComparisonSchema } from '../../shared/estimate-comparison.js';
import { currentUser } from '../auth/guards.js';
import { findAccessibleClaim } from './claim-access.js';

const RefParams = z.object({ referenceNumber: z.string().min(1).max(64) });

/**
 * A claim's stored estimate comparison. It lives with the claims (not in estimates/) because it is a
 * claim read behind the claim's access rule: claims build on estimates, never the other way round.
 */
export default async function claimComparisonRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/claims/:referenceNumber/estimate-comparison',
    { schema: { params: RefParams, response: { 200: StoredComparisonAnswerSchema, ...errorResponses } } },
    async (request) => {
      const user = currentUser(request);
      const claim = await findAccessibleClaim(app.deps.db, request.params.referenceNumber, user);
      const parsed = claim.estimateComparison ? EstimateComparisonSchema.safeParse(claim.estimateComparison) : null;
      return { referenceNumber: claim.referenceNumber, comparison: parsed?.success ? parsed.data : null };
    },
  );
}
