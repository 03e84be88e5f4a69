import { useEstimateComparison } from './use-claim-source';

/** The stored estimate comparison, when the claim has one (estimates issue renders the detail). */
export function ComparisonPanel({ referenceNumber }: { referenceNumber: string }) {
  const { data } = useEstimateComparison(referenceNumber);
  if (!data) return null;
  return null;
}
