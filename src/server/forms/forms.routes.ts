import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireStaff } from '../auth/guards.js';
import { parseAssignmentInput } from './assignment-input.js';
import { type AssignmentFormat, generateAssignmentDocument } from './assignment.service.js';

/**
 * The assignment form downloads (staff-portal spec section 7): the same JSON in, a Word or a PDF
 * file out. Staff and admins (DESIGN.md "Roles"); either key set (DESIGN.md "Generator keys").
 */
export default async function formsRoutes(app: FastifyInstance): Promise<void> {
  const names = { firmName: app.deps.config.FIRM_NAME, insurerName: app.deps.config.INSURER_NAME };

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

  app.post('/api/admin/generate-assignment-form', { preHandler: requireStaff }, handler('docx'));
  app.post('/api/admin/generate-assignment-form-pdf', { preHandler: requireStaff }, handler('pdf'));
}
