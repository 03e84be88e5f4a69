import type { EstimateComparison } from '../../../shared/estimate-comparison';
import { ComparisonSummary } from '../../components/estimate-comparison/comparison-summary';
import { useEstimateComparison } from './use-claim-source';

/** The stored estimate comparison on the assignment form view, when the claim has one. */
export function ComparisonPanel({ referenceNumber }: { referenceNumber: string }) {
  const data = useEstimateComparison(referenceNumber);
  if (!data) return null;
  return <ComparisonSummary className="mt-4" comparison={data as unknown as EstimateComparison} csvFileName={`${referenceNumber}-estimate-comparison.csv`} />;
}
