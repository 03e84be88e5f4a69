import { type AssignmentForm, assignmentFileName, type FormNames } from '../../shared/assignment-form.js';
import type { EstimateComparison } from '../../shared/estimate-comparison.js';
import { renderAssignmentDocx } from './assignment-docx.js';
import { buildAssignmentLayout } from './assignment-layout.js';
import { renderAssignmentPdf } from './assignment-pdf.js';

export type AssignmentFormat = 'docx' | 'pdf';

export const CONTENT_TYPES: Record<AssignmentFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

/** Builds the assignment form document in one format; returns its bytes and download name. */
export async function generateAssignmentDocument(options: {
  form: AssignmentForm;
  comparison: EstimateComparison | null;
  names: FormNames;
  format: AssignmentFormat;
  now?: Date;
}): Promise<{ buffer: Buffer; fileName: string; contentType: string }> {
  const now = options.now ?? new Date();
  const layout = buildAssignmentLayout(options.form, options.comparison, options.names, now);
  const buffer = options.format === 'docx' ? await renderAssignmentDocx(layout) : await renderAssignmentPdf(layout);
  return { buffer, fileName: assignmentFileName(options.form.claim_number, options.format, now), contentType: CONTENT_TYPES[options.format] };
}
