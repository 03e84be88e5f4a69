import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { generateAssignmentQuestions } from './generate-questions.js';

const Body = z.object({
  claimData: z.record(z.string(), z.unknown()),
  analysisResult: z.record(z.string(), z.unknown()).nullish(),
  uploadedFiles: z
    .array(
      z.object({
        name: z.string().max(300),
        category: z.string().max(60).nullish(),
        size: z.number().nonnegative().optional(),
      }),
    )
    .max(500)
    .default([]),
});

/** The Assignment Bot's questions (spec section 7). */
export default async function questionsRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.post('/api/smart-assignment-questions', { schema: { body: Body } }, async (request) => {
    const { claimData, analysisResult, uploadedFiles } = request.body;
    return { questions: generateAssignmentQuestions({ claimData, analysisResult: analysisResult ?? null, uploadedFiles, carrierOptions: app.deps.content.carrierOptions }) };
  });
}
