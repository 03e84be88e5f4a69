import {
  ASSIGNMENT_SECTIONS,
  type AssignmentForm,
  assignmentFieldLabel,
  comparisonSummaryRows,
  type FormNames,
  MULTILINE_ASSIGNMENT_FIELDS,
  printedValue,
  REQUIRED_ASSIGNMENT_FIELDS,
} from '../../shared/assignment-form.js';
import type { EstimateComparison } from '../../shared/estimate-comparison.js';

export interface LayoutRow {
  label: string;
  value: string;
  multiline: boolean;
  required: boolean;
}
export interface LayoutSection {
  title: string;
  rows: LayoutRow[];
}
/** What both documents print, in order; the renderers only decide how it looks. */
export interface AssignmentLayout {
  firmName: string;
  initial: string;
  title: string;
  claimLine: string;
  generatedLine: string;
  sections: LayoutSection[];
}

export function buildAssignmentLayout(form: AssignmentForm, comparison: EstimateComparison | null, names: FormNames, generatedAt: Date): AssignmentLayout {
  const sections: LayoutSection[] = ASSIGNMENT_SECTIONS.map((s) => ({
    title: s.title,
    rows: s.fields.map((key) => ({
      label: assignmentFieldLabel(key, names),
      value: printedValue(form[key]),
      multiline: MULTILINE_ASSIGNMENT_FIELDS.includes(key),
      required: REQUIRED_ASSIGNMENT_FIELDS.includes(key),
    })),
  }));
  if (comparison) {
    sections.push({
      title: 'Estimate Comparison',
      rows: comparisonSummaryRows(comparison, names).map(([label, value]) => ({ label, value, multiline: false, required: false })),
    });
  }
  const firmName = names.firmName.trim() || 'Frontier';
  return {
    firmName,
    initial: (Array.from(firmName)[0] ?? 'F').toUpperCase(),
    title: 'Appraisal Assignment Form',
    claimLine: `Claim Number: ${printedValue(form.claim_number).replace(/\s+/g, ' ')}`,
    generatedLine: `Generated ${generatedAt.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`,
    sections,
  };
}
