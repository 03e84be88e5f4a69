import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors.js';
import { decodeVin } from './vin-decoder.js';

const VinAnswer = z.object({
  vin: z.string(),
  year: z.number().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  trim: z.string().nullable(),
  bodyType: z.string().nullable(),
  engine: z.string().nullable(),
  country: z.string().nullable(),
  manufacturer: z.string().nullable(),
  description: z.string(),
  warnings: z.array(z.string()),
});

/** GET /api/vin/{vin}: offline vPIC decode for signed-in users; nothing leaves the server. */
export default async function vinRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/vin/:vin',
    { schema: { params: z.object({ vin: z.string().max(200) }), response: { 200: VinAnswer } } },
    async (request) => {
      const answer = await decodeVin(request.params.vin);
      if (!answer.ok) throw new AppError('BAD_REQUEST', answer.message);
      return answer.vehicle;
    },
  );
}
