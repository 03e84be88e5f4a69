import { useTranslation } from 'react-i18next';
import { i18n, intlLocale } from '../../lib/i18n';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { buildComparisonRows, type ComparisonRow, type EstimateComparison, type EstimateLine, type LineDifference } from '../../../shared/estimate-comparison';
import { formatMoney } from '../../../shared/format';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { downloadComparisonCsv } from './download-csv';

export interface ComparisonTableProps {
  comparison: EstimateComparison;
  /** Column headings for the two sides (default "Carrier" and "Shop / appraiser"). */
  carrierLabel?: string;
  otherLabel?: string;
  /** Name of the CSV file the download button saves. */
  csvFileName?: string;
  className?: string;
}

type SortKey = 'line' | 'difference';

/** A differing field's name in the reader's language (messages comparison.field.<field>). */
const fieldLabel = (field: LineDifference['field']) => i18n.t(`comparison.field.${field}`);
const money = (n: number | null | undefined) => formatMoney(n, intlLocale());

const hours = (n: number | null | undefined) => (n == null ? '—' : n.toFixed(1));

function lineSummary(l: EstimateLine | null): string {
  if (!l) return '—';
  const bits = [l.operation, l.partType && l.partType !== 'OEM' ? l.partType : null, l.partNumber ? `#${l.partNumber}` : null].filter(Boolean);
  return bits.join(' · ');
}

function statusBadge(r: ComparisonRow) {
  if (r.kind === 'onlyCarrier') return <Badge tone="blue">{i18n.t('comparison.onlyCarrier')}</Badge>;
  if (r.kind === 'onlyOther') return <Badge tone="orange">{i18n.t('comparison.onlyOther')}</Badge>;
  return r.differences.length ? <Badge tone="yellow">{i18n.t('comparison.differs')}</Badge> : <Badge tone="green">{i18n.t('comparison.sameWork')}</Badge>;
}

/** What differs on a row; a matched row with the same work but another amount differs by labor rate. */
function whatDiffers(r: ComparisonRow): string {
  if (r.differences.length) return r.differences.map((d) => fieldLabel(d.field)).join(', ');
  if (r.kind === 'matched' && Math.round(r.difference * 100) !== 0) return i18n.t('comparison.laborRate');
  return '—';
}

function DifferenceAmount({ value }: { value: number }) {
  const cents = Math.round(value * 100);
  return (
    <span className={cn('font-semibold tabular-nums', cents > 0 ? 'text-red-700' : cents < 0 ? 'text-green-700' : 'text-slate-500')}>
      {cents > 0 ? '+' : ''}
      {money(value)}
    </span>
  );
}

function Side({ line, value }: { line: EstimateLine | null; value: number }) {
  if (!line) return <span className="text-slate-400">{i18n.t('comparison.notOnEstimate')}</span>;
  return (
    <div className="space-y-0.5">
      <div className="font-medium text-slate-900">
        <span className="text-slate-500">{line.lineNumber}. </span>
        {line.description || i18n.t('comparison.noDescription')}
      </div>
      <div className="text-xs text-slate-600">{lineSummary(line)}</div>
      <div className="text-xs tabular-nums text-slate-700">
        {i18n.t('comparison.lineFacts', {
          price: money(line.price),
          labor: `${hours(line.laborHours)}${line.laborType && line.laborType !== 'body' ? ` ${line.laborType}` : ''}`,
          paint: hours(line.paintHours),
          value: money(value),
        })}
        {line.valueComputed && <span className="text-slate-500"> {i18n.t('comparison.computed')}</span>}
      </div>
    </div>
  );
}

/**
 * The full line-by-line table: matched pairs and one-sided lines, sortable by the size of the
 * difference, with a CSV download. On a phone each line is a stacked card.
 */
export function ComparisonTable({ comparison, carrierLabel: carrierGiven, otherLabel: otherGiven, csvFileName, className }: ComparisonTableProps) {
  const { t } = useTranslation();
  const carrierLabel = carrierGiven ?? t('comparison.carrierShort');
  const otherLabel = otherGiven ?? t('comparison.otherShort');
  const [sort, setSort] = useState<SortKey>('difference');
  const [onlyDiffering, setOnlyDiffering] = useState(false);
  const rows = useMemo(() => {
    const all = buildComparisonRows(comparison).filter((r) => !onlyDiffering || r.kind !== 'matched' || r.differences.length > 0);
    if (sort === 'difference') return [...all].sort((a, b) => Math.abs(b.difference) - Math.abs(a.difference));
    return all;
  }, [comparison, sort, onlyDiffering]);

  return (
    <div className={cn('space-y-3', className)}>
      <div className="flex flex-wrap items-center gap-2">
        <fieldset className="inline-flex rounded-md border border-slate-300 p-0.5">
          <legend className="sr-only">{t('comparison.sort')}</legend>
          <Button size="sm" variant={sort === 'difference' ? 'secondary' : 'ghost'} aria-pressed={sort === 'difference'} onClick={() => setSort('difference')}>
            {t('comparison.largestFirst')}
          </Button>
          <Button size="sm" variant={sort === 'line' ? 'secondary' : 'ghost'} aria-pressed={sort === 'line'} onClick={() => setSort('line')}>
            {t('comparison.estimateOrder')}
          </Button>
        </fieldset>
        <label className="inline-flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={onlyDiffering} onChange={(e) => setOnlyDiffering(e.target.checked)} />
          {t('comparison.onlyDiffering')}
        </label>
        <Button size="sm" variant="outline" className="ml-auto" onClick={() => downloadComparisonCsv(comparison, csvFileName)}>
          <Download className="h-4 w-4" aria-hidden />
          {t('comparison.csv')}
        </Button>
      </div>

      {/* Wide screens: a table. */}
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full border-collapse text-sm" aria-label={t('comparison.tableLabel')}>
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500">
              <th scope="col" className="py-2 pr-3">
                {t('review.row.status')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {carrierLabel}
              </th>
              <th scope="col" className="py-2 pr-3">
                {otherLabel}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('comparison.whatDiffers')}
              </th>
              <th scope="col" className="py-2 text-right" aria-sort={sort === 'difference' ? 'descending' : 'none'}>
                {t('comparison.difference')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-3">{statusBadge(r)}</td>
                <td className="py-2 pr-3">
                  <Side line={r.carrier} value={r.carrierValue} />
                </td>
                <td className="py-2 pr-3">
                  <Side line={r.other} value={r.otherValue} />
                </td>
                <td className="py-2 pr-3 text-xs text-slate-700">{whatDiffers(r)}</td>
                <td className="py-2 text-right">
                  <DifferenceAmount value={r.difference} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {/* Phones: one stacked card per line. */}
      <ul className="space-y-2 md:hidden" aria-label={t('comparison.tableLabel')}>
        {rows.map((r, i) => (
          <li key={i} className="rounded-lg border border-slate-200 p-3">
            <div className="mb-2 flex items-center justify-between gap-2">
              {statusBadge(r)}
              <DifferenceAmount value={r.difference} />
            </div>
            <div className="space-y-2 text-sm">
              <div>
                <div className="text-xs font-semibold uppercase text-slate-500">{carrierLabel}</div>
                <Side line={r.carrier} value={r.carrierValue} />
              </div>
              <div>
                <div className="text-xs font-semibold uppercase text-slate-500">{otherLabel}</div>
                <Side line={r.other} value={r.otherValue} />
              </div>
              {whatDiffers(r) !== '—' && <div className="text-xs text-slate-700">{t('comparison.differsIn', { what: whatDiffers(r) })}</div>}
            </div>
          </li>
        ))}
      </ul>
      {rows.length === 0 && <p className="text-sm text-slate-600">{t('comparison.noLines')}</p>}
    </div>
  );
}
