import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { CLAIM_FORM_FIELDS, CLAIM_MESSAGES, missingOpposingAppraiserFields } from '../../../shared/claim';
import { ApiError, errorMessage } from '../../lib/api';
import { submitClaim } from '../../api/claim';
import { WIZARD_CATEGORIES } from '../../../shared/categories';
import { toast } from '../../components/ui/use-toast';
import { stageFiles } from '../../api/uploads';
import { i18n, intlLocale } from '../../lib/i18n';
import { useContent } from '../../api/content';
import { uploadStepsFor } from './upload-steps';
import type { Wizard } from './use-wizard';

/** POST /api/claims once per click (a second click while pending is ignored), then the thank-you page. */
export function useSubmitClaim(wizard: Wizard, options: { adminMode?: boolean } = {}) {
  const [pending, setPending] = useState(false);
  /** The claimant's earlier claim this one may duplicate (409 possible_duplicate): shown until they choose. */
  const [duplicate, setDuplicate] = useState<{ referenceNumber: string; message: string } | null>(null);
  const inFlight = useRef(false);
  const [, navigate] = useLocation();
  const { insurerName } = useContent();

  const submit = async (confirmed = false) => {
    if (inFlight.current) return;
    const s = wizard.state;
    // Already answered on the form: this is a separate claim from the earlier one.
    const confirmDuplicate = confirmed || s.separateFrom !== null;
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
      // The steps marked Not Available: the server checks the required documents against them.
      notAvailable: Object.fromEntries(WIZARD_CATEGORIES.filter((k) => s.notAvailable[k]).map((k) => [k, true])),
      ...(confirmDuplicate ? { confirmDuplicate: true } : {}),
      ...(options.adminMode ? { filedFor: { name: s.filedFor.name.trim(), email: s.filedFor.email.trim() } } : {}),
    };
    const analysisResult = s.analysis ?? {};
    try {
      // The files went up when they were sorted or analyzed; any not sent yet go now, once. The
      // claim names them by id with the step the user put each in; the server trusts only its own
      // analysis of them.
      const uploadIds = await stageFiles(s.files.map((f) => f.file));
      const answer = await submitClaim({ ...claimData, uploadIds: s.files.map((f, i) => ({ id: uploadIds[i], category: f.category })) });
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
      inFlight.current = false;
      setPending(false);
      if (err instanceof ApiError && err.code === 'possible_duplicate') {
        const ref = (err.body as { referenceNumber?: string } | null)?.referenceNumber;
        if (ref) {
          setDuplicate({ referenceNumber: ref, message: err.serverMessage ?? '' });
          return;
        }
      }
      if (err instanceof ApiError && err.code === 'missing_documents') {
        // Back to the upload step, at the first step that still needs a file.
        const key = err.fields[0]?.field.replace(/^notAvailable\./, '');
        const index = WIZARD_CATEGORIES.indexOf(key as (typeof WIZARD_CATEGORIES)[number]);
        wizard.goToStep(2);
        if (index >= 0) wizard.update({ uploadIndex: index });
        // Named with the steps' own titles, in the reader's language (the server's sentence is English).
        const titles = uploadStepsFor(s.claimType, s.claimSubType, insurerName)
          .filter((st) => err.fields.some((f) => f.field === `notAvailable.${st.key}`))
          .map((st) => st.title);
        const description = titles.length
          ? i18n.t('submit.missingList', { list: new Intl.ListFormat(intlLocale(), { type: 'conjunction' }).format(titles), count: titles.length })
          : i18n.t('submit.missingText');
        toast({ title: i18n.t('submit.missing'), description, variant: 'destructive' });
        return;
      }
      console.error('Failed to submit claim', err);
      toast({ title: i18n.t('toast.error'), description: errorMessage(err, i18n.t('toast.submitFailed')), variant: 'destructive' });
      inFlight.current = false;
      setPending(false);
    }
  };

  return { submit, pending, duplicate, dismissDuplicate: () => setDuplicate(null) };
}
