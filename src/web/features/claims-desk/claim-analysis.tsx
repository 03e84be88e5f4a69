import { fieldLabel } from '../../../shared/claim-labels';
import { formatMoneyText } from '../../../shared/format';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import type { ClaimDetail } from '../../lib/claim-types';

interface Source {
  file?: string;
  page?: number;
  confidence?: number;
}
const MONEY_FIELDS = new Set(['opposingEstimateAmount', 'deductibleAmount']);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const pct = (c: unknown) => (typeof c === 'number' ? `${Math.round(c <= 1 ? c * 100 : c)}%` : '—');

/** What the document analysis found, field by field with its source file, page and confidence. */
export function ClaimAnalysis({ claim }: { claim: ClaimDetail }) {
  const analysis = claim.analysisResult ?? {};
  const values = {
    ...(isObject(analysis.opposingAppraiserInfo) ? analysis.opposingAppraiserInfo : {}),
    ...(isObject(analysis.claimData) ? analysis.claimData : {}),
  };
  const sources = (isObject(analysis.sources) ? analysis.sources : isObject(analysis.fieldSources) ? analysis.fieldSources : {}) as Record<string, Source>;
  const rows = Object.entries(values).filter(([, v]) => (typeof v === 'string' && v.trim() !== '') || typeof v === 'number');
  const gaps = Array.isArray(analysis.gaps) ? (analysis.gaps as Array<{ field?: string; note?: string }>) : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Document Analysis</CardTitle>
        {claim.analysisConfidence !== null && <p className="text-sm text-slate-600">Overall confidence {claim.analysisConfidence}%</p>}
      </CardHeader>
      <CardContent className="grid gap-4">
        {rows.length === 0 ? (
          <p className="text-sm text-slate-600">The analysis found no field values.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="stack-table w-full text-left text-sm">
              <caption className="sr-only">Values found in the documents</caption>
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th className="py-1.5 pr-3">Field</th>
                  <th className="py-1.5 pr-3">Value found</th>
                  <th className="py-1.5 pr-3">Source</th>
                  <th className="py-1.5">Confidence</th>
                </tr>
              </thead>
              <tbody>
                {rows.map(([field, value]) => {
                  const s = sources[field];
                  return (
                    <tr key={field} className="border-b border-slate-100 last:border-0">
                      <td data-label="Field" className="py-1.5 pr-3">
                        {fieldLabel(field)}
                      </td>
                      <td data-label="Value found" className="py-1.5 pr-3 font-medium break-words">
                        {MONEY_FIELDS.has(field) ? formatMoneyText(value as string | number) : String(value)}
                      </td>
                      <td data-label="Source" className="py-1.5 pr-3">
                        {s?.file ? `${s.file}${s.page ? `, page ${s.page}` : ''}` : '—'}
                      </td>
                      <td data-label="Confidence" className="py-1.5">
                        {pct(s?.confidence)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        {gaps.length > 0 && (
          <div>
            <h3 className="text-sm font-semibold">Gaps</h3>
            <ul className="list-disc pl-5 text-sm">
              {gaps.map((g, i) => (
                <li key={`${g.field}-${i}`}>{g.note || (g.field ? fieldLabel(g.field) : '')}</li>
              ))}
            </ul>
          </div>
        )}
        {claim.extractedText && (
          <details>
            <summary className="cursor-pointer text-sm font-medium">Extracted text</summary>
            <pre className="mt-2 max-h-80 overflow-auto rounded bg-slate-50 p-3 text-xs whitespace-pre-wrap">{claim.extractedText}</pre>
          </details>
        )}
      </CardContent>
    </Card>
  );
}
