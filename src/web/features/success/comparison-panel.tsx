import type { EstimateComparison } from '../../../shared/estimate-comparison';
import { useTranslation } from 'react-i18next';
import { useContent } from '../../api/content';
import { ComparisonSummary } from '../../components/estimate-comparison/comparison-summary';
import { useEstimateComparison } from './use-claim-source';

/** The stored estimate comparison on the assignment form view, when the claim has one. */
export function ComparisonPanel({ referenceNumber }: { referenceNumber: string }) {
  const { t } = useTranslation();
  const content = useContent();
  const data = useEstimateComparison(referenceNumber);
  if (!data) return null;
  return (
    <ComparisonSummary
      className="mt-4"
      comparison={data as unknown as EstimateComparison}
      carrierLabel={t('comparison.carrierOf', { insurer: content.insurerName })}
      csvFileName={`${referenceNumber}-estimate-comparison.csv`}
    />
  );
}
