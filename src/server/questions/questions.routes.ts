import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/contracts/errors.js';
import { QuestionsAnswerSchema, QuestionsBodySchema } from '../../shared/contracts/misc.js';
import { generateAssignmentQuestions } from './generate-questions.js';

/** The Assignment Bot's questions (spec section 7). */
export default async function questionsRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/smart-assignment-questions',
    { schema: { body: QuestionsBodySchema, response: { 200: QuestionsAnswerSchema, ...errorResponses } } },
    async (request) => {
      const { claimData, analysisResult, uploadedFiles } = request.body;
      return {
        questions: generateAssignmentQuestions({
          claimData,
          analysisResult: analysisResult ?? null,
          uploadedFiles,
          carrierOptions: app.deps.content.carrierOptions,
        }),
      };
    },
  );
}
