import {
  type AssignmentForm,
  assignmentFieldLabel,
  type FormNames,
  MAX_FIELD_LENGTH,
  missingFieldsMessage,
  missingRequiredFields,
  toAssignmentForm,
} from '../../shared/assignment-form.js';
import { type EstimateComparison, EstimateComparisonSchema } from '../../shared/estimate-comparison.js';
import { AppError } from '../errors.js';

export interface AssignmentInput {
  form: AssignmentForm;
  comparison: EstimateComparison | null;
}

/**
 * Validates a generate call's JSON body: either key set (DESIGN.md "Generator keys"), every
 * required field non-empty after trimming, values of sane length, and an optional
 * estimate_comparison of the shared shape. Throws a 400 listing what is wrong.
 */
export function parseAssignmentInput(body: unknown, names: FormNames): AssignmentInput {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError('bad_request', 'Send the assignment form as a JSON object.');
  }
  const raw = body as Record<string, unknown>;
  const form = toAssignmentForm(raw);
  const missing = missingRequiredFields(form);
  if (missing.length) {
    throw new AppError('validation', missingFieldsMessage(missing, names), {
      fields: missing.map((field) => ({ field, message: `${assignmentFieldLabel(field, names)} is required` })),
    });
  }
  const tooLong = (Object.keys(form) as Array<keyof AssignmentForm>).filter((k) => form[k].length > MAX_FIELD_LENGTH);
  if (tooLong.length) {
    throw new AppError(
      'validation',
      `These fields are longer than ${MAX_FIELD_LENGTH} characters: ${tooLong.map((k) => assignmentFieldLabel(k, names)).join(', ')}`,
      {
        fields: tooLong.map((field) => ({ field, message: `At most ${MAX_FIELD_LENGTH} characters` })),
      },
    );
  }
  let comparison: EstimateComparison | null = null;
  if (raw.estimate_comparison != null) {
    const parsed = EstimateComparisonSchema.safeParse(raw.estimate_comparison);
    if (!parsed.success) {
      throw new AppError('validation', 'estimate_comparison is not a valid estimate comparison.', {
        fields: parsed.error.issues.slice(0, 10).map((i) => ({ field: ['estimate_comparison', ...i.path].join('.'), message: i.message })),
      });
    }
    comparison = parsed.data;
  }
  return { form, comparison };
}
