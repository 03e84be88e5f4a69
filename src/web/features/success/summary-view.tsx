import { Bot, CheckCircle2, FileText } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { useStoredUser } from '../../lib/auth-store';
import type { ClaimHandOff } from '../../lib/claim-types';

const text = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

export function SummaryView({
  source,
  onBot,
  onForm,
  answersSaved,
}: {
  source: ClaimHandOff;
  onBot: () => void;
  onForm: () => void;
  answersSaved: boolean;
}) {
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
            Thank You for Your Assignment Claim!
          </h1>
          <p className="text-slate-600">Your claim has been received. We will review it and respond within 24 hours.</p>
        </CardHeader>
        <CardContent className="grid justify-items-center gap-4 text-center">
          <div className="rounded-lg bg-slate-100 px-6 py-3">
            <p className="text-sm text-slate-600">Reference Number</p>
            <p className="font-mono text-2xl font-bold tracking-wider" data-testid="reference-number">
              {source.referenceNumber}
            </p>
          </div>
          <Link
            href={`/claim-status/${encodeURIComponent(source.referenceNumber)}`}
            className="font-medium text-brand-600 underline hover:text-brand-700"
          >
            Track Claim Status
          </Link>
          {!staff && (
            <Link href="/my-claims" className="font-medium text-brand-600 underline hover:text-brand-700">
              My Claims
            </Link>
          )}
          {answersSaved && <p className="text-sm text-green-700">Your answers to the Assignment Bot were saved with the claim.</p>}
          <div className="flex flex-wrap justify-center gap-3">
            <Button onClick={onBot}>
              <Bot className="h-4 w-4" aria-hidden /> Assignment Bot
            </Button>
            <Button variant="outline" onClick={onForm}>
              <FileText className="h-4 w-4" aria-hidden /> View Assignment Form
            </Button>
            <Button variant="secondary" onClick={() => navigate('/')}>
              Submit Another Claim
            </Button>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Claim Summary</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-500">Insured Name</dt>
              <dd className="font-medium">{text(d.insuredName)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Claim Number</dt>
              <dd className="font-medium">{text(d.claimNumber)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Vehicle</dt>
              <dd className="font-medium">{vehicle || '—'}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Documents</dt>
              <dd className="font-medium">{source.uploadedFiles.length}</dd>
            </div>
          </dl>
          <p className="mt-4 text-sm text-slate-600">
            Answer a few questions with the Assignment Bot so the appraiser has everything from the start.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
