import { i18n } from '../../lib/i18n';
import type { ChainRow, SourcedAmount } from '../../../shared/contracts/reviews';
import { formatMoney } from '../../../shared/format';
import { FigureSourceNote } from './figure-source';

const T = {
  get title() {
    return i18n.t('dispute.carrierChain.title');
  },
  get settlement() {
    return i18n.t('dispute.carrierChain.settlement');
  },
  get none() {
    return i18n.t('dispute.carrierChain.none');
  },
};

/** The carrier's money chain as printed: base value, adjustments, taxes and fees, deductible, total. */
export function CarrierChain({ chain, settlement }: { chain: ChainRow[]; settlement: SourcedAmount | null }) {
  return (
    <section aria-labelledby="carrier-chain-title" className="space-y-2">
      <h3 id="carrier-chain-title" className="text-base font-semibold">
        {T.title}
      </h3>
      {chain.length === 0 && <p className="text-sm text-slate-600">{T.none}</p>}
      <dl className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm">
        {chain.map((l, i) => (
          <div key={i} className="flex items-start justify-between gap-3 p-2">
            <dt className="min-w-0 break-words">{l.label}</dt>
            <dd className="text-right tabular-nums">
              {formatMoney(l.amount)}
              <FigureSourceNote source={l.source} />
            </dd>
          </div>
        ))}
        {settlement && !chain.some((l) => l.kind === 'total') && (
          <div className="flex justify-between gap-3 p-2 font-semibold">
            <dt>{T.settlement}</dt>
            <dd className="text-right tabular-nums">
              {formatMoney(settlement.value)}
              <FigureSourceNote source={settlement.source} />
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
