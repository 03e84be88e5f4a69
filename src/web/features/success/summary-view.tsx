import { Bot, CheckCircle2, FileText } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { useStoredUser } from '../../lib/auth-store';
import type { ClaimHandOff } from '../../lib/claim-types';

const text = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

export function SummaryView({ source, onBot, onForm, answersSaved }: { source: ClaimHandOff; onBot: () => void; onForm: () => void; answersSaved: boolean }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const user = useStoredUser();
  const staff = user?.role === 'staff' || user?.role === 'admin';
  const heading = useRef<HTMLHeadingElement>(null);
  // Arriving from the wizard, focus the confirmation so screen readers announce it.
  useEffect(() => heading.current?.focus(), []);
  const d = source.claimData;
  const vehicle = [d.vehicleYear, d.vehicleMake, d.vehicleModel].filter(Boolean).join(' ');
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader className="items-center text-center">
          <CheckCircle2 className="h-14 w-14 text-green-600" aria-hidden />
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
            {t('success.thanks')}
          </h1>
          <p className="text-slate-600">{t('success.received')}</p>
        </CardHeader>
        <CardContent className="grid justify-items-center gap-4 text-center">
          <div className="rounded-lg bg-slate-100 px-6 py-3">
            <p className="text-sm text-slate-600">{t('success.reference')}</p>
            <p className="font-mono text-2xl font-bold tracking-wider" data-testid="reference-number">
              {source.referenceNumber}
            </p>
          </div>
          <Link href={`/claim-status/${encodeURIComponent(source.referenceNumber)}`} className="font-medium text-brand-600 underline hover:text-brand-700">
            {t('success.track')}
          </Link>
          {!staff && (
            <Link href="/my-claims" className="font-medium text-brand-600 underline hover:text-brand-700">
              {t('header.myClaims')}
            </Link>
          )}
          {answersSaved && <p className="text-sm text-green-700">{t('success.answersSaved')}</p>}
          <div className="flex flex-wrap justify-center gap-3">
            <Button onClick={onBot}>
              <Bot className="h-4 w-4" aria-hidden /> {t('bot.title')}
            </Button>
            <Button variant="outline" onClick={onForm}>
              <FileText className="h-4 w-4" aria-hidden /> {t('success.viewForm')}
            </Button>
            <Button variant="secondary" onClick={() => navigate('/')}>
              {t('success.another')}
            </Button>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('success.summary')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-500">{t('form.field.insuredName')}</dt>
              <dd className="font-medium">{text(d.insuredName)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('form.field.claimNumber')}</dt>
              <dd className="font-medium">{text(d.claimNumber)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('review.card.vehicle')}</dt>
              <dd className="font-medium">{vehicle || '—'}</dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('success.documents')}</dt>
              <dd className="font-medium">{source.uploadedFiles.length}</dd>
            </div>
          </dl>
          <p className="mt-4 text-sm text-slate-600">{t('success.botHint')}</p>
        </CardContent>
      </Card>
    </div>
  );
}
