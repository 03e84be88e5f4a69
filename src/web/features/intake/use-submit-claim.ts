import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { CLAIM_FORM_FIELDS, CLAIM_MESSAGES, missingOpposingAppraiserFields } from '../../../shared/claim';
import { apiRequest, errorMessage } from '../../lib/api';
import { toast } from '../../components/ui/use-toast';
import { stageFiles } from '../../lib/staged-uploads';
import { i18n } from '../../lib/i18n';
import type { Wizard } from './use-wizard';

/** POST /api/claims once per click (a second click while pending is ignored), then the thank-you page. */
export function useSubmitClaim(wizard: Wizard, options: { adminMode?: boolean } = {}) {
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const [, navigate] = useLocation();

  const submit = async () => {
    if (inFlight.current) return;
    const s = wizard.state;
    if (missingOpposingAppraiserFields(s.values, s.opposingAppraiserStatus).length > 0) {
      toast({ title: CLAIM_MESSAGES.missingAppraiserTitle, description: CLAIM_MESSAGES.missingAppraiserText, variant: 'destructive' });
      return;
    }
    inFlight.current = true;
    setPending(true);
    const claimData = {
      ...Object.fromEntries(CLAIM_FORM_FIELDS.map((f) => [f, s.values[f]])),
      claimType: s.claimType,
      claimSubType: s.claimType === 'appraisal' ? s.claimSubType : null,
      inspectionNeeded: s.claimType === 'appraisal' ? s.inspectionNeeded : false,
      opposingAppraiserStatus: s.opposingAppraiserStatus,
      typeDetails: { ...s.typeDetails, vehicleLocation: s.values.vehicleLocation, repairShopName: s.values.repairShopName },
      uploadedFiles: s.files.map((f) => f.file.name),
      ...(options.adminMode ? { filedFor: { name: s.filedFor.name.trim(), email: s.filedFor.email.trim() } } : {}),
    };
    const analysisResult = s.analysis ?? {};
    try {
      // The files went up when they were sorted or analyzed; any not sent yet go now, once. The
      // claim names them by id with the step the user put each in; the server trusts only its own
      // analysis of them.
      const uploadIds = await stageFiles(s.files.map((f) => f.file));
      const body = new FormData();
      body.append('claimData', JSON.stringify({ ...claimData, uploadIds: s.files.map((f, i) => ({ id: uploadIds[i], category: f.category })) }));
      const res = await apiRequest('POST', '/api/claims', body, { headers: { 'Idempotency-Key': crypto.randomUUID() } });
      const answer = (await res.json()) as { claim: unknown; referenceNumber: string };
      sessionStorage.setItem(
        'claimSubmission',
        JSON.stringify({
          claimData,
          analysisResult,
          uploadedFiles: s.files.map((f) => ({ name: f.file.name, category: f.category, size: f.file.size })),
          referenceNumber: answer.referenceNumber,
        }),
      );
      wizard.discardDraft();
      toast({ title: i18n.t('toast.submitted'), description: i18n.t('toast.submittedText') });
      navigate(`/success/${encodeURIComponent(answer.referenceNumber)}`);
    } catch (err) {
      console.error('Failed to submit claim', err);
      toast({ title: i18n.t('toast.error'), description: errorMessage(err, i18n.t('toast.submitFailed')), variant: 'destructive' });
      inFlight.current = false;
      setPending(false);
    }
  };

  return { submit, pending };
}
