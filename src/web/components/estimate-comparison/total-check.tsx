import { useTranslation } from 'react-i18next';
import type { ParsedEstimate } from '../../../shared/estimate-comparison';
import { formatMoney } from '../../../shared/format';
import { intlLocale } from '../../lib/i18n';

/**
 * Under one estimate's grand total: the total as printed and as computed from its own figures (lines,
 * categories, subtotal and tax), each named as such, and a flag where the two do not reconcile.
 */
export function TotalCheck({ estimate }: { estimate: ParsedEstimate }) {
  const { t } = useTranslation();
  const check = estimate.grossCheck;
  if (!check || (check.printed == null && check.computed == null)) return null;
  const money = (n: number) => formatMoney(n, intlLocale());
  const { printed, computed } = check;
  const apart = printed != null && computed != null ? Math.round(printed * 100) - Math.round(computed * 100) : 0;
  return (
    <dd className="mt-1 space-y-0.5 text-xs text-slate-700">
      <p className="tabular-nums">
        {printed != null ? t('comparison.printedTotal', { amount: money(printed) }) : t('comparison.notPrinted')}
        {computed != null ? ` · ${t('comparison.computedTotal', { amount: money(computed) })}` : ''}
      </p>
      {apart !== 0 ? (
        <p role="status" className="font-semibold text-red-800">
          {t('comparison.doesNotReconcile', { amount: money(Math.abs(apart) / 100) })}
        </p>
      ) : printed != null && computed != null ? (
        <p className="text-green-800">{t('comparison.reconciles')}</p>
      ) : null}
    </dd>
  );
}
