import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ASSIGNMENT_FIELD_KEYS, EXTRACTED_KEY_MAP } from '../../shared/assignment-form.js';
import { errorResponses } from '../../shared/contracts/errors.js';
import { binaryResponse } from '../../shared/contracts/http.js';
import { EstimateComparisonSchema } from '../../shared/estimate-comparison.js';
import { requireStaff } from '../auth/guards.js';
import { parseAssignmentInput } from './assignment-input.js';
import { type AssignmentFormat, generateAssignmentDocument } from './assignment.service.js';

/**
 * The assignment form downloads (staff-portal spec section 7): the same JSON in, a Word or a PDF
 * file out. Staff and admins (DESIGN.md "Roles"); either key set (DESIGN.md "Generator keys").
 */
export default async function formsRoutes(app: FastifyInstance): Promise<void> {
  const names = { firmName: app.deps.content.firmName, insurerName: app.deps.content.insurerName };

  const handler = (format: AssignmentFormat) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { form, comparison } = parseAssignmentInput(request.body, names);
    const doc = await generateAssignmentDocument({ form, comparison, names, format });
    request.log.info({ format, bytes: doc.buffer.length }, 'assignment form generated');
    return reply
      .header('Content-Type', doc.contentType)
      .header('Content-Disposition', `attachment; filename="${doc.fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(doc.buffer);
  };

  app.post(
    '/api/admin/generate-assignment-form',
    { preHandler: requireStaff, schema: docSchema('Word (.docx)', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') },
    handler('docx'),
  );
  app.post('/api/admin/generate-assignment-form-pdf', { preHandler: requireStaff, schema: docSchema('PDF', 'application/pdf') }, handler('pdf'));
}

// Described for /api/docs and type-checked here; the required-field check with its message
// ('Missing required fields: …') is done by parseAssignmentInput so both key sets count.
const value = z.union([z.string(), z.number()]).nullable().optional();
const AssignmentBodySchema = z
  .object({
    ...Object.fromEntries(ASSIGNMENT_FIELD_KEYS.map((k) => [k, value])),
    ...Object.fromEntries(Object.keys(EXTRACTED_KEY_MAP).map((k) => [k, value.describe(`alternative key for ${EXTRACTED_KEY_MAP[k]}`)])),
    vehicle_year: value,
    vehicle_make: value,
    vehicle_model: value,
    estimate_comparison: EstimateComparisonSchema.nullable().optional(),
  })
  .loose();

function docSchema(format: string, contentType: string) {
  return {
    summary: `Assignment form as ${format}`,
    description:
      "Takes the assignment form fields (or the generator's extracted-data keys), checks the required ones and answers the file as an attachment named Frontier_Assignment_{claim number}.",
    body: AssignmentBodySchema,
    response: { 200: binaryResponse(`The assignment form as ${format}`, [contentType]), ...errorResponses },
  };
}
