import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { checkPossibleDuplicate } from '../../api/claim';
import { translateText } from '../../lib/i18n';
import type { Wizard } from './use-wizard';

type Facts = { claimNumber: string; vehicleVin: string; dateOfLoss: string };

const SETTLE_MS = 600;

/** The facts once they stop changing: the check is asked when the person pauses, not on every key. */
function useSettled(facts: Facts): Facts {
  const [settled, setSettled] = useState(facts);
  const key = `${facts.claimNumber}|${facts.vehicleVin}|${facts.dateOfLoss}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the three facts
  useEffect(() => {
    const timer = setTimeout(() => setSettled(facts), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return settled;
}

/**
 * The possible-duplicate notice before Submit: as soon as the claim number (or the VIN and the date
 * of loss), typed or read from the documents, match a claim the person already filed, it offers
 * the submit's two choices: open that claim, or go on with this one as a separate claim.
 * POST /api/claims/duplicate-check answers only about the caller's own claims.
 */
export function DuplicateNotice({ wizard, adminMode }: { wizard: Wizard; adminMode?: boolean }) {
  const { t } = useTranslation();
  const { values, separateFrom } = wizard.state;
  const facts = useSettled({ claimNumber: values.claimNumber.trim(), vehicleVin: values.vehicleVin.trim(), dateOfLoss: values.dateOfLoss.trim() });
  // Staff filing for a client are asked on Submit (the client's claims are not theirs).
  const enabled = !adminMode && (facts.claimNumber.length >= 3 || (facts.vehicleVin.length === 17 && facts.dateOfLoss !== ''));
  const check = useQuery({
    queryKey: ['duplicate-check', facts],
    enabled,
    staleTime: 60_000,
    retry: false,
    queryFn: () => checkPossibleDuplicate(facts),
  });
  const earlier = enabled ? check.data?.possibleDuplicate : null;
  if (!earlier) return null;
  const open = (
    <Link href={`/claim-status/${encodeURIComponent(earlier.referenceNumber)}`} className="font-medium text-brand-700 underline">
      {t('submit.openClaim', { ref: earlier.referenceNumber })}
    </Link>
  );
  if (separateFrom === earlier.referenceNumber) {
    return (
      <p className="text-sm text-slate-700" data-testid="duplicate-chosen">
        {t('duplicate.chosen', { ref: earlier.referenceNumber })} {open}
      </p>
    );
  }
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <div className="grid gap-2">
        <p className="font-semibold">{t('submit.duplicateTitle')}</p>
        <p>{translateText(earlier.message)}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-2">
          {open}
          <button type="button" className="font-medium text-amber-900 underline" onClick={() => wizard.update({ separateFrom: earlier.referenceNumber })}>
            {t('duplicate.keepSeparate')}
          </button>
        </p>
      </div>
    </div>
  );
}
