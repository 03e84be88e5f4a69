import { comparisonToCsv } from '../../../shared/estimate-csv';
import type { EstimateComparison } from '../../../shared/estimate-comparison';

/** Saves the comparison table as a CSV file in the browser. */
export function downloadComparisonCsv(comparison: EstimateComparison, fileName = 'estimate-comparison.csv'): void {
  const blob = new Blob([comparisonToCsv(comparison)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
