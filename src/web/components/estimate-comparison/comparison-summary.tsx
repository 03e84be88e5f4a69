import { useTranslation } from 'react-i18next';
import { intlLocale, translateText } from '../../lib/i18n';
import { biggestCauses, type EstimateComparison } from '../../../shared/estimate-comparison';
import { formatMoney } from '../../../shared/format';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { cn } from '../ui/cn';
import { Dialog, DialogContent, DialogTrigger } from '../ui/dialog';
import { ComparisonTable } from './comparison-table';
import { TotalCheck } from './total-check';

export interface ComparisonSummaryProps {
  comparison: EstimateComparison;
  carrierLabel?: string;
  otherLabel?: string;
  /** Heading of the card (default "Estimate comparison"). */
  title?: string;
  csvFileName?: string;
  className?: string;
}

/**
 * The two grand totals (each as printed and as computed), their difference and its biggest causes, with the full line-by-line
 * table one click away (in a dialog).
 */
export function ComparisonSummary({
  comparison,
  carrierLabel: carrierGiven,
  otherLabel: otherGiven,
  title: titleGiven,
  csvFileName,
  className,
}: ComparisonSummaryProps) {
  const { t } = useTranslation();
  const carrierLabel = carrierGiven ?? t('comparison.carrier');
  const otherLabel = otherGiven ?? t('comparison.other');
  const title = titleGiven ?? t('comparison.title');
  const money = (n: number) => formatMoney(n, intlLocale());
  const d = comparison.totalsDifference;
  const causes = biggestCauses(comparison, 3);
  const differing = comparison.matches.filter((m) => m.differences.length > 0).length;
  const diffCents = Math.round(d.total * 100);
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>
          {t('comparison.lines', {
            matched: comparison.matches.length,
            differing,
            onlyCarrier: comparison.onlyCarrier.length,
            onlyOther: comparison.onlyOther.length,
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs text-slate-600">{carrierLabel}</dt>
            <dd className="text-lg font-semibold tabular-nums">{money(d.carrierTotal)}</dd>
            <TotalCheck estimate={comparison.carrier} />
          </div>
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs text-slate-600">{otherLabel}</dt>
            <dd className="text-lg font-semibold tabular-nums">{money(d.otherTotal)}</dd>
            <TotalCheck estimate={comparison.other} />
          </div>
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs text-slate-600">{t('comparison.difference')}</dt>
            <dd className={cn('text-lg font-semibold tabular-nums', diffCents > 0 ? 'text-red-700' : diffCents < 0 ? 'text-green-700' : '')}>
              {diffCents > 0 ? '+' : ''}
              {money(d.total)}
            </dd>
          </div>
        </dl>
        {causes.length > 0 ? (
          <div>
            <h3 className="text-sm font-semibold text-slate-900">{t('comparison.causes')}</h3>
            <ul className="mt-1 space-y-1 text-sm">
              {causes.map((c) => (
                <li key={c.category} className="flex justify-between gap-3">
                  <span>{translateText(c.label)}</span>
                  <span className="tabular-nums">
                    {c.amount > 0 ? '+' : ''}
                    {money(c.amount)}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="text-sm text-slate-600">{t('comparison.same')}</p>
        )}
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="outline">{t('comparison.full')}</Button>
          </DialogTrigger>
          <DialogContent title={t('comparison.lineByLine')} className="md:max-w-4xl lg:max-w-6xl">
            <ComparisonTable comparison={comparison} carrierLabel={carrierLabel} otherLabel={otherLabel} csvFileName={csvFileName} />
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
