import { useEffect, useState } from 'react';
import { ComparisonSummary } from '../../components/estimate-comparison/comparison-summary';
import { Spinner } from '../../components/ui/spinner';
import { i18n } from '../../lib/i18n';
import type { EstimateComparison } from '../../../shared/estimate-comparison';
import { compareEstimates } from '../../api/estimate-comparison';
import { isImageFile } from './file-rules';
import type { UploadedFileEntry } from './wizard-types';

/**
 * Appraisal types compare the insurer's estimate with the shop's or other appraiser's on Review
 * (POST /api/estimate-comparison). Anything missing or failing just leaves the card out.
 */
export function EstimateComparisonCard({ files }: { files: UploadedFileEntry[] }) {
  const carrier = files.find((f) => f.category === 'progressive-estimate' && !isImageFile(f.file));
  const other = files.find((f) => f.category === 'shop-estimate' && !isImageFile(f.file));
  const [state, setState] = useState<{ loading: boolean; comparison: EstimateComparison | null }>({ loading: false, comparison: null });

  useEffect(() => {
    if (!carrier || !other) return;
    const ctrl = new AbortController();
    setState({ loading: true, comparison: null });
    compareEstimates(carrier.file, other.file, ctrl.signal)
      .then((comparison) => setState({ loading: false, comparison }))
      .catch((err) => {
        if (!ctrl.signal.aborted) {
          console.error('Estimate comparison unavailable', err);
          setState({ loading: false, comparison: null });
        }
      });
    return () => ctrl.abort();
  }, [carrier, other]);

  if (!carrier || !other) return null;
  if (state.loading) return <Spinner label={i18n.t('review.comparing')} />;
  if (!state.comparison) return null;
  return <ComparisonSummary comparison={state.comparison} carrierLabel={carrier.file.name} otherLabel={other.file.name} className="md:col-span-2" />;
}
