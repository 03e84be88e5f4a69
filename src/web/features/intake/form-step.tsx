import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../lib/i18n';
import { Button } from '../../components/ui/button';
import { type ClaimFormField, validateTypeDetails } from '../../../shared/claim';
import type { FormContext } from './claim-field';
import { DocumentsCard } from './documents-card';
import { DuplicateNotice } from './duplicate-notice';
import { FiledForSection, filedForErrors } from './filed-for-section';
import { ClaimVehicleSection, ClientDetailsSection, InsuredSection, NotesSection } from './form-sections';
import { LostFilesNotice } from './lost-files-notice';
import { OpposingAppraiserSection } from './opposing-appraiser-section';
import { StepHeading } from './step-heading';
import { useClaimValidation } from './use-claim-validation';
import type { Wizard } from './use-wizard';

/** Step 3: the claim form, checked on every change with the shared rules. */
export default function FormStep({ wizard, adminMode }: { wizard: Wizard; adminMode?: boolean }) {
  const { t } = useTranslation();
  const { state } = wizard;
  const { errors, required, issues } = useClaimValidation(state);
  const [touched, setTouched] = useState<Set<ClaimFormField>>(new Set());
  const [attempted, setAttempted] = useState(false);

  const ctx: FormContext = {
    wizard,
    errors,
    required,
    touch: (f) => setTouched((seen) => (seen.has(f) ? seen : new Set(seen).add(f))),
    seen: (f) => touched.has(f) || attempted,
    // An error shows once the field holds something, was edited or left, or Review Details was pressed.
    visibleError: (f) => {
      const v = state.values[f];
      const filled = v !== null && v !== '' && v !== undefined;
      return filled || touched.has(f) || attempted ? errors[f] : undefined;
    },
  };

  const filedFor = adminMode ? filedForErrors(state.filedFor) : {};
  // The sub-type answers given on the upload step are checked here too, as Submit checks them.
  const typeIssues = validateTypeDetails(state.claimSubType, { ...state.typeDetails });
  const count = issues.length + typeIssues.length + (filedFor.name ? 1 : 0) + (filedFor.email ? 1 : 0);
  // Live: the count follows the fixes once Review Details has been pressed.
  const summary = attempted && count > 0 ? t('form.correct', { count }) : '';

  const review = () => {
    setAttempted(true);
    if (count > 0) {
      const first = filedFor.name ? 'filed-for-name' : filedFor.email ? 'filed-for-email' : issues[0] ? `field-${issues[0].field}` : 'type-details-issue';
      document.getElementById(first)?.focus();
      return;
    }
    wizard.goToStep(4);
  };

  return (
    <section className="grid gap-4">
      <StepHeading>{t('form.title')}</StepHeading>
      <LostFilesNotice wizard={wizard} />
      <DocumentsCard wizard={wizard} />
      <DuplicateNotice wizard={wizard} adminMode={adminMode} />
      {adminMode && <FiledForSection wizard={wizard} showErrors={attempted} />}
      <ClientDetailsSection ctx={ctx} />
      <ClaimVehicleSection ctx={ctx} />
      <InsuredSection ctx={ctx} />
      <OpposingAppraiserSection ctx={ctx} />
      <NotesSection ctx={ctx} />
      {attempted && typeIssues.length > 0 && (
        <p className="text-sm text-red-700">
          {translateMessage(typeIssues[0].message)}:{' '}
          <button id="type-details-issue" type="button" className="font-medium underline" onClick={() => wizard.goToStep(2)}>
            {t('form.answerOnUpload')}
          </button>
        </p>
      )}
      <p role="alert" className="text-sm font-medium text-red-700">
        {summary}
      </p>
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="outline" onClick={() => wizard.goToStep(2)}>
          <ArrowLeft className="h-4 w-4" aria-hidden /> {t('common.back')}
        </Button>
        <Button onClick={review}>
          {t('form.review')} <ArrowRight className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </section>
  );
}
