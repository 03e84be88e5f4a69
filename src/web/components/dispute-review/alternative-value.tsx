import { i18n } from '../../lib/i18n';
import type { AlternativeValue as Alternative } from '../../../shared/contracts/reviews';
import { formatMoney } from '../../../shared/format';

const T = {
  get title() {
    return i18n.t('dispute.alternativeValue.title');
  },
  get value() {
    return i18n.t('dispute.alternativeValue.value');
  },
  get owed() {
    return i18n.t('dispute.alternativeValue.owed');
  },
  get carrier() {
    return i18n.t('dispute.alternativeValue.carrier');
  },
  get difference() {
    return i18n.t('dispute.alternativeValue.difference');
  },
  get working() {
    return i18n.t('dispute.alternativeValue.working');
  },
};

/** The owner's alternative value beside the carrier's settlement, with every step of the working. */
export function AlternativeValue({ alternative }: { alternative: Alternative }) {
  const figures: Array<[string, number | null]> = [
    [T.value, alternative.value],
    [T.owed, alternative.net],
    [T.carrier, alternative.carrierSettlement],
    [T.difference, alternative.difference],
  ];
  return (
    <section aria-labelledby="alternative-value-title" className="space-y-2">
      <h3 id="alternative-value-title" className="text-base font-semibold">
        {T.title}
      </h3>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-md bg-slate-50 p-2">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid={label === T.value ? 'alternative-value' : undefined}>
              {formatMoney(value)}
            </dd>
          </div>
        ))}
      </dl>
      <details className="rounded-md border border-slate-200 p-2 text-sm">
        <summary className="cursor-pointer font-medium">{T.working}</summary>
        <ol className="mt-2 space-y-1">
          {alternative.working.map((w, i) => (
            <li key={i} className="grid grid-cols-[1fr_auto] gap-x-3 border-b border-slate-100 pb-1">
              <span className="min-w-0 break-words font-medium">{w.label}</span>
              <span className="text-right tabular-nums">{w.amount == null ? '—' : formatMoney(w.amount)}</span>
              <span className="col-span-2 break-words text-xs text-slate-600">{w.how}</span>
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}
