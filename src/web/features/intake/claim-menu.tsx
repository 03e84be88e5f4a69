import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { CLAIM_TYPE_LABELS } from '../../../shared/claim-kinds';
import { useTranslation } from 'react-i18next';
import { translateText } from '../../lib/i18n';
import { useContent } from '../../api/content';
import { claimMenu } from './upload-steps';

/** Left column: one card per claim type with its upload rules. */
export function ClaimMenu() {
  const { t } = useTranslation();
  const { insurerName } = useContent();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('intake.menu.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {claimMenu(insurerName).map((m) => (
          <section key={m.type} aria-labelledby={`menu-${m.type}`} className="rounded-lg border border-slate-200 p-3">
            <h3 id={`menu-${m.type}`} className="font-semibold text-slate-900">
              {translateText(CLAIM_TYPE_LABELS[m.type])}
            </h3>
            <p className="text-xs text-slate-600">{t('intake.menu.upload')}</p>
            <ul className="ml-4 list-disc text-sm text-slate-700">
              {m.rules.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
