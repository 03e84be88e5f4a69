import { useClaimComparison } from '../../api/claim';
import { ComparisonSummary } from '../../components/estimate-comparison/comparison-summary';

/** The claim's stored estimate comparison (estimates issue), shown when the claim has one; columns named by role, not by carrier. */
export function ClaimComparison({ referenceNumber }: { referenceNumber: string }) {
  const { data } = useClaimComparison(referenceNumber);
  if (!data?.comparison) return null;
  return (
    <ComparisonSummary
      comparison={data.comparison}
      carrierLabel="Carrier's estimate"
      otherLabel="Shop's estimate"
      csvFileName={`${referenceNumber}-estimate-comparison.csv`}
    />
  );
}
