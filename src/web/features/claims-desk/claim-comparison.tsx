import { useClaimComparison } from '../../api/claim';
import { useContent } from '../../api/content';
import { ComparisonSummary } from '../../components/estimate-comparison/comparison-summary';

/** The claim's stored estimate comparison (estimates issue), shown when the claim has one. */
export function ClaimComparison({ referenceNumber }: { referenceNumber: string }) {
  const content = useContent();
  const { data } = useClaimComparison(referenceNumber);
  if (!data?.comparison) return null;
  return (
    <ComparisonSummary
      comparison={data.comparison}
      carrierLabel={`${content.insurerName} estimate`}
      csvFileName={`${referenceNumber}-estimate-comparison.csv`}
    />
  );
}
