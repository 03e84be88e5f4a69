import { useEffect, useRef, useState } from 'react';
import type { EstimateComparison } from '../../../shared/estimate-comparison';
import { formatMoney } from '../../../shared/format';
import { compareEstimates } from '../../api/estimate-comparison';
import type { DocumentItem } from './document-item';

type State = { status: 'idle' } | { status: 'running' } | { status: 'done'; comparison: EstimateComparison } | { status: 'failed' };

/**
 * When the documents hold the carrier's estimate and another estimate (an appraiser's letter),
 * compares them through POST /api/estimate-comparison so the form can carry the summary.
 */
export function useEstimateComparison(items: DocumentItem[]): { state: State; include: boolean; setInclude: (v: boolean) => void } {
  const carrier = items.find((i) => i.status === 'processed' && i.type === 'progressive_estimate');
  const other = items.find((i) => i.status === 'processed' && i.type === 'appraiser_aob_letter');
  const key = carrier && other ? `${carrier.id}|${other.id}` : '';
  const [state, setState] = useState<State>({ status: 'idle' });
  const [include, setInclude] = useState(true);
  const pair = useRef({ carrier, other });
  pair.current = { carrier, other };
  useEffect(() => {
    const { carrier, other } = pair.current;
    if (!key || !carrier || !other) {
      setState({ status: 'idle' });
      return;
    }
    let cancelled = false;
    setState({ status: 'running' });
    compareEstimates(carrier.file, other.file)
      .then((comparison) => !cancelled && setState({ status: 'done', comparison }))
      .catch(() => !cancelled && setState({ status: 'failed' }));
    return () => {
      cancelled = true;
    };
    // The pair's ids, not the items' object identity, decide when to compare again.
  }, [key]);
  return { state, include, setInclude };
}

export function EstimateComparisonBox({ state, include, setInclude }: ReturnType<typeof useEstimateComparison>) {
  if (state.status === 'idle') return null;
  return (
    <section aria-label="Estimate comparison" className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
      <h2 className="font-semibold text-slate-900">Estimate Comparison</h2>
      {state.status === 'running' && <p className="text-slate-600">Comparing the carrier's estimate with the other estimate...</p>}
      {state.status === 'failed' && <p className="text-slate-600">The two estimates could not be compared; the form is generated without a comparison.</p>}
      {state.status === 'done' && (
        <div className="mt-1 space-y-2">
          <p className="text-slate-700">
            Carrier {formatMoney(state.comparison.totalsDifference.carrierTotal)} · other {formatMoney(state.comparison.totalsDifference.otherTotal)} ·
            difference <strong>{formatMoney(state.comparison.totalsDifference.total)}</strong>
          </p>
          <label className="flex items-center gap-2 text-slate-700">
            <input type="checkbox" checked={include} onChange={(e) => setInclude(e.target.checked)} />
            Add the comparison summary to the assignment form
          </label>
        </div>
      )}
    </section>
  );
}
