import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/contracts/errors.js';
import { VinLookupSchema, VinParamsSchema } from '../../shared/contracts/misc.js';
import { AppError } from '../errors.js';
import { decodeVin } from './vin-decoder.js';

/** GET /api/vin/{vin}: offline vPIC decode for signed-in users; nothing leaves the server. */
export default async function vinRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.get('/api/vin/:vin', { schema: { params: VinParamsSchema, response: { 200: VinLookupSchema, ...errorResponses } } }, async (request) => {
    const answer = await decodeVin(request.params.vin);
    if (!answer.ok) throw new AppError('bad_request', answer.message);
    return answer.vehicle;
  });
}
