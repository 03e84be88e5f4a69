import { useQuery } from '@tanstack/react-query';
import type { EstimateComparison } from '../../../shared/estimate-comparison';
import { useContent } from '../../lib/use-content';
import { ComparisonSummary } from '../../components/estimate-comparison/comparison-summary';

/** The claim's stored estimate comparison (estimates issue), shown when the claim has one. */
export function ClaimComparison({ referenceNumber }: { referenceNumber: string }) {
  const content = useContent();
  const { data } = useQuery<{ comparison: EstimateComparison | null }>({
    queryKey: ['/api/claims', referenceNumber, 'estimate-comparison'],
  });
  if (!data?.comparison) return null;
  return (
    <ComparisonSummary
      comparison={data.comparison}
      carrierLabel={`${content.insurerName} estimate`}
      csvFileName={`${referenceNumber}-estimate-comparison.csv`}
    />
  );
}
