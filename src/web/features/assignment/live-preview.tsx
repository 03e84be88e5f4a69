import { useDeferredValue } from 'react';
import {
  ASSIGNMENT_SECTIONS,
  type AssignmentForm,
  assignmentFieldLabel,
  comparisonSummaryRows,
  type FormNames,
  printedValue,
} from '../../../shared/assignment-form';
import { type EstimateComparison, EstimateComparisonSchema } from '../../../shared/estimate-comparison';

/**
 * The document as it will come out, re-rendered on every edit: the same header, sections and
 * label/value tables as the server's Word and PDF files, from the same shared field list.
 */
export function LivePreview({ form, comparison, names }: { form: AssignmentForm; comparison: unknown; names: FormNames }) {
  const shown = useDeferredValue(form);
  const parsed = comparison ? EstimateComparisonSchema.safeParse(comparison) : null;
  const sections = ASSIGNMENT_SECTIONS.map((s) => ({
    title: s.title,
    rows: s.fields.map((k) => [assignmentFieldLabel(k, names), printedValue(shown[k])] as [string, string]),
  }));
  if (parsed?.success) sections.push({ title: 'Estimate Comparison', rows: comparisonSummaryRows(parsed.data as EstimateComparison, names) });
  return (
    // A scrollable region must be reachable by keyboard to be scrolled without a mouse.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: axe scrollable-region-focusable
    <section aria-label="Document preview" tabIndex={0} className="h-[600px] overflow-auto rounded-lg border border-slate-300 bg-slate-200 p-4">
      <article className="mx-auto max-w-[816px] bg-white p-8 shadow-md" style={{ fontFamily: 'Arial, "Liberation Sans", sans-serif' }}>
        <header className="flex items-center gap-3 border-b-2 border-[#1e3a5f] pb-3">
          <div className="flex h-11 w-11 items-center justify-center rounded-md border-b-4 border-[#2563eb] bg-[#1e3a5f] text-xl font-bold text-white">
            {(Array.from(names.firmName)[0] ?? 'F').toUpperCase()}
          </div>
          <div className="flex-1">
            <p className="text-lg font-bold text-[#1e3a5f]">{names.firmName}</p>
            <p className="text-xs text-slate-600">Appraisal Assignment Form</p>
          </div>
          <p className="max-w-[45%] truncate text-right text-xs font-semibold text-slate-900">Claim Number: {printedValue(shown.claim_number)}</p>
        </header>
        {sections.map((section) => (
          <table key={section.title} className="mt-4 w-full table-fixed border-collapse text-[12px]">
            <caption className="bg-[#1e3a5f] px-2 py-1 text-left text-[13px] font-bold text-white">{section.title}</caption>
            <tbody>
              {section.rows.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row" className="w-[30%] border border-slate-300 bg-slate-100 px-2 py-1 text-left align-top font-semibold text-[#1e3a5f]">
                    {label}
                  </th>
                  <td className="whitespace-pre-wrap break-words border border-slate-300 px-2 py-1 align-top text-slate-900">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
        <footer className="mt-6 border-t border-slate-300 pt-2 text-[10px] text-slate-500">
          {names.firmName} · Appraisal Assignment Form — the Word and PDF files add page numbers
        </footer>
      </article>
    </section>
  );
}
