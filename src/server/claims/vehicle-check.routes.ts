import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../shared/contracts/errors.js';
import { VehicleCheckSchema } from '../../shared/contracts/vehicle-check.js';
import { currentUser } from '../auth/guards.js';
import { AppError } from '../errors.js';
import { hasEstimatePair } from '../estimates/claim-comparison.js';
import { findAccessibleClaim } from './claim-access.js';
import { checkClaimVehicles } from './vehicle-check.js';
import { listFilesWithFields } from '../estimates/claim-comparison.queries.js';
import { confirmFileVehicle, confirmUploadVehicle } from './vehicle-check.queries.js';

const RefParams = z.object({ referenceNumber: z.string().min(1).max(64) });
const FileParams = RefParams.extend({ fileId: z.string().min(1).max(64) });
const UploadParams = z.object({ id: z.string().min(1).max(64) });

/**
 * One vehicle per claim: the claim's documents of another vehicle, and the confirmation that one
 * belongs. The claim's access rule decides both (its claimant and staff; anyone else gets 404).
 */
export default async function vehicleCheckRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/claims/:referenceNumber/vehicle-check',
    { schema: { summary: "The claim's documents of another vehicle", params: RefParams, response: { 200: VehicleCheckSchema, ...errorResponses } } },
    async (request) => checkClaimVehicles(app.deps.db, await findAccessibleClaim(app.deps.db, request.params.referenceNumber, currentUser(request))),
  );

  app.post(
    '/api/claims/:referenceNumber/files/:fileId/vehicle-confirmation',
    {
      schema: {
        summary: 'Confirm that a document read as another vehicle belongs to the claim',
        params: FileParams,
        response: { 200: VehicleCheckSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const claim = await findAccessibleClaim(app.deps.db, request.params.referenceNumber, user);
      const done = await confirmFileVehicle(app.deps.db, { claimId: claim.id, fileId: request.params.fileId, userId: user.id });
      if (!done) throw new AppError('not_found', 'This file could not be found on the claim.');
      request.log.info({ claimId: claim.id, fileId: request.params.fileId }, 'document confirmed as the claim vehicle');
      // The comparison was built without the file: build it again with it.
      const files = await listFilesWithFields(app.deps.db, { claimId: claim.id });
      if (hasEstimatePair(files.map((f) => f.category))) await app.deps.claimJobs.enqueue({ kind: 'claim.compare-estimates', claimId: claim.id });
      return checkClaimVehicles(app.deps.db, claim);
    },
  );

  app.post(
    '/api/uploads/:id/vehicle-confirmation',
    {
      schema: {
        summary: "Confirm that a staged document read as another vehicle belongs with the others (the generator's merge)",
        params: UploadParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const done = await confirmUploadVehicle(app.deps.db, { uploadId: request.params.id, userId: currentUser(request).id });
      // Another account's upload answers as one that does not exist.
      if (!done) throw new AppError('not_found', 'This file is no longer available. Please upload it again.');
      return reply.status(204).send(null);
    },
  );
}
