import { i18n } from '../../lib/i18n';
import type { ReviewComparable } from '../../../shared/contracts/reviews';
import { formatMoney } from '../../../shared/format';
import { Button } from '../ui/button';
import { FigureSourceNote } from './figure-source';

const T = {
  get title() {
    return i18n.t('dispute.comparablesList.title');
  },
  keep: (n: number) => i18n.t('dispute.comparablesList.keep', { n }),
  remove: (n: number) => i18n.t('dispute.comparablesList.remove', { n }),
  get price() {
    return i18n.t('dispute.comparablesList.price');
  },
  get adjusted() {
    return i18n.t('dispute.comparablesList.adjusted');
  },
  get mileage() {
    return i18n.t('dispute.comparablesList.mileage');
  },
  get distance() {
    return i18n.t('dispute.comparablesList.distance');
  },
  get dealer() {
    return i18n.t('dispute.comparablesList.dealer');
  },
  get source() {
    return i18n.t('dispute.comparablesList.source');
  },
  get yours() {
    return i18n.t('dispute.comparablesList.yours');
  },
  get none() {
    return i18n.t('dispute.comparablesList.none');
  },
  miles: (n: number) => i18n.t('dispute.comparablesList.miles', { n: Math.round(n) }),
};

const nameOf = (c: ReviewComparable) => [c.year, c.make, c.model, c.trim].filter(Boolean).join(' ');

/** The report's comparables and the owner's, each with a keep toggle (the owner's with a remove button). */
export function ComparablesList({
  comparables,
  readingCheck,
  busy,
  onKeep,
  onRemove,
}: {
  comparables: ReviewComparable[];
  /** Why the list may be incomplete (the comparables read do not account for the report's base value). */
  readingCheck: string | null;
  busy: boolean;
  onKeep: (id: string, keep: boolean) => void;
  onRemove: (id: string) => void;
}) {
  return (
    <section aria-labelledby="comparables-title" className="space-y-2">
      <h3 id="comparables-title" className="text-base font-semibold">
        {T.title}
      </h3>
      {readingCheck && (
        <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {readingCheck}
        </p>
      )}
      {comparables.length === 0 && <p className="text-sm text-slate-600">{T.none}</p>}
      <ul className="space-y-2">
        {comparables.map((c, i) => (
          <li
            key={c.id}
            className={`rounded-md border p-3 text-sm ${c.kept ? 'border-slate-200' : 'border-dashed border-slate-300 bg-slate-50 text-slate-500'}`}
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0 break-words font-medium text-slate-900">
                {i + 1}. {nameOf(c) || '—'}
                {c.origin === 'user' && <span className="ml-2 rounded bg-blue-50 px-1.5 text-xs text-blue-900">{T.yours}</span>}
              </div>
              {c.origin === 'document' ? (
                <label className="inline-flex items-center gap-2">
                  <input type="checkbox" className="h-4 w-4" checked={c.kept} disabled={busy} onChange={(e) => onKeep(c.id, e.target.checked)} />
                  {T.keep(i + 1)}
                </label>
              ) : (
                <Button size="sm" variant="outline" disabled={busy} onClick={() => onRemove(c.id)}>
                  {T.remove(i + 1)}
                </Button>
              )}
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
              <Item label={T.price}>
                {formatMoney(c.price.value)}
                <FigureSourceNote source={c.price.source} />
              </Item>
              <Item label={T.adjusted}>{c.adjustedPrice ? formatMoney(c.adjustedPrice.value) : '—'}</Item>
              <Item label={T.mileage}>{c.mileage == null ? '—' : c.mileage.toLocaleString('en-US')}</Item>
              <Item label={T.distance}>{c.distanceMiles == null ? '—' : T.miles(c.distanceMiles)}</Item>
              <Item label={T.dealer}>{c.dealer ?? '—'}</Item>
              <Item label={T.source}>
                {c.link ? (
                  <a className="break-all text-brand-700 underline" href={c.link} target="_blank" rel="noreferrer noopener">
                    {c.link}
                  </a>
                ) : (
                  (c.source ?? '—')
                )}
              </Item>
            </dl>
            {c.concerns.length > 0 && (
              <ul className="mt-2 list-disc pl-5 text-xs text-amber-900">
                {c.concerns.map((x) => (
                  <li key={x}>{i18n.t('dispute.comparablesList.concern', { concern: x })}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0 break-words">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}
