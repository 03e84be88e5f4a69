import { ArrowLeft, ArrowRight, Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n, translateText } from '../../lib/i18n';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Progress } from '../../components/ui/progress';
import { CLAIM_TYPE_LABELS, SUB_TYPE_LABELS } from '../../../shared/claim';
import { CategoryUpload, StepFileList } from './category-upload';
import { DropZone } from './drop-zone';
import { LostFilesNotice } from './lost-files-notice';
import { notAvailableLabel } from './not-available-label';
import { LowConfidenceNotice } from './low-confidence-notice';
import { StepHeading } from './step-heading';
import { TypeDetailsForm } from './type-details-form';
import { UploadCards } from './upload-cards';
import { useContent } from '../../api/content';
import { type UploadStepDef, uploadStepsFor } from './upload-steps';
import { useAnalysis } from './use-analysis';
import { useSmartSort } from './use-smart-sort';
import type { Wizard } from './use-wizard';

/** Step 2: sub-type form, the four step cards, Smart Multi-Upload, individual categories, analysis. */
export function UploadStep({ wizard }: { wizard: Wizard }) {
  const { t } = useTranslation();
  const { state } = wizard;
  const { insurerName } = useContent();
  const steps = uploadStepsFor(state.claimType, state.claimSubType, insurerName);
  const index = Math.min(state.uploadIndex, steps.length - 1);
  const current = steps[index];
  const counts = steps.map((s) => state.files.filter((f) => f.category === s.key).length);
  const flags = steps.map((s) => state.notAvailable[s.key]);
  const satisfied = (i: number) => flags[i] || counts[i] >= steps[i].minFiles || !steps[i].required;
  const sort = useSmartSort(wizard, current.key);
  const analysis = useAnalysis(wizard);
  const last = index === steps.length - 1;
  const typeLabel = translateText(state.claimSubType ? SUB_TYPE_LABELS[state.claimSubType] : CLAIM_TYPE_LABELS[state.claimType]);
  const firstShort = steps.findIndex((_, i) => !satisfied(i));
  // A disabled Continue says why beside it. With every step answered "I don't have this" there is
  // nothing to read: Continue opens the form to be filled by hand.
  const continueWhy = sort.processing
    ? t('upload.why.sorting')
    : firstShort >= 0
      ? t('upload.why.required', { n: firstShort + 1, title: steps[firstShort]?.title ?? '' })
      : null;
  const onContinue = () => (state.files.length === 0 ? wizard.goToStep(3) : void analysis.analyze());
  const stepTitle = useRef<HTMLHeadingElement>(null);
  const shownIndex = useRef(index);
  // Next/Previous (or a card) moves focus to the new sub-step's heading: Next turns disabled on an
  // empty step and would otherwise drop focus to the page, and the heading tells what to add now.
  useEffect(() => {
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    stepTitle.current?.focus();
  }, [index]);

  return (
    <section className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <StepHeading>{t('upload.title')}</StepHeading>
          <p className="text-sm text-slate-600">{typeLabel}</p>
        </div>
        <Button variant="outline" onClick={() => wizard.goToStep(1)}>
          <ArrowLeft className="h-4 w-4" aria-hidden /> {t('upload.backToStart')}
        </Button>
      </div>
      <LostFilesNotice wizard={wizard} />
      <TypeDetailsForm wizard={wizard} />
      <UploadCards steps={steps} active={index} counts={counts} notAvailable={flags} onSelect={(i) => wizard.update({ uploadIndex: i })} />

      <DropZone
        label={t('upload.smart.label')}
        buttonLabel={t('upload.smart.button')}
        hint={t('upload.smart.hint')}
        camera
        onFiles={(files) => void sort.sortFiles(files)}
        className="border-brand-500 bg-brand-50/40"
      >
        <Badge tone="green">{t('upload.smart.badge')}</Badge>
        {sort.progress !== null && (
          <div className="grid w-full max-w-sm gap-1" role="status">
            <p className="text-sm text-slate-700">{t('upload.smart.processing')}</p>
            <Progress value={sort.progress} label={t('upload.smart.progress')} />
          </div>
        )}
      </DropZone>

      <LowConfidenceNotice wizard={wizard} steps={steps} />

      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <div aria-live="polite">
          <h3 ref={stepTitle} tabIndex={-1} className="font-semibold text-slate-900 outline-none">
            {t('upload.stepOf', { n: index + 1, total: steps.length, title: current.title })}
          </h3>
          <p className="text-sm text-slate-600">
            {current.description}
            {current.minFiles > 1 && ` ${t('upload.added', { count: counts[index], min: current.minFiles })}`}
          </p>
        </div>
        {current.required && (
          <label className="mt-2 flex items-center gap-2 text-sm text-slate-800">
            <Checkbox checked={flags[index]} onCheckedChange={(v) => wizard.setNotAvailable(current.key, v === true)} />
            {notAvailableLabel(current, counts[index])}
          </label>
        )}
        {counts[index] > 0 && (
          <div className="mt-2">
            <StepFileList wizard={wizard} files={state.files.filter((f) => f.category === current.key)} steps={steps} />
          </div>
        )}
      </div>

      <CategoryUpload key={current.key} wizard={wizard} step={current} steps={steps} />

      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="outline" disabled={index === 0} onClick={() => wizard.update({ uploadIndex: index - 1 })}>
          <ArrowLeft className="h-4 w-4" aria-hidden /> {t('upload.previous')}
        </Button>
        {!last ? (
          <span className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
            {!satisfied(index) && (
              <span id="next-reason" className="text-sm text-slate-700">
                {shortOfFiles(current, counts[index])}
              </span>
            )}
            <Button
              disabled={!satisfied(index)}
              aria-describedby={satisfied(index) ? undefined : 'next-reason'}
              onClick={() => wizard.update({ uploadIndex: index + 1 })}
            >
              {t('upload.next')} <ArrowRight className="h-4 w-4" aria-hidden />
            </Button>
          </span>
        ) : (
          <span className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
            {continueWhy && !analysis.running && (
              <span id="continue-reason" className="text-sm text-slate-700">
                {continueWhy}
              </span>
            )}
            <Button disabled={analysis.running || continueWhy !== null} aria-describedby={continueWhy ? 'continue-reason' : undefined} onClick={onContinue}>
              {analysis.running ? (
                <>
                  <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> {t('upload.analyzing')}
                </>
              ) : (
                <>
                  {t('upload.continue')} <ArrowRight className="h-4 w-4" aria-hidden />
                </>
              )}
            </Button>
          </span>
        )}
      </div>
      {analysis.running && (
        <div className="grid gap-1" role="status" aria-live="polite">
          <div className="flex justify-between text-sm text-slate-700">
            <span>{t('upload.analyzingDocs')}</span>
            <span>{analysis.progress}%</span>
          </div>
          <Progress value={analysis.progress} label={t('upload.analysisProgress')} />
        </div>
      )}
      {analysis.failed && !analysis.running && (
        <p className="text-right text-sm text-slate-600">
          <button type="button" className="text-brand-700 underline" onClick={() => wizard.goToStep(3)}>
            {t('upload.withoutPrefill')}
          </button>
        </p>
      )}
    </section>
  );
}

/** Why Next waits, beside it: "1 of 3 photos added: add 2 more, or tick ..." */
function shortOfFiles(step: UploadStepDef, count: number): string {
  const label = notAvailableLabel(step, count);
  if (step.minFiles > 1) {
    return i18n.t('upload.shortOf', { count, min: step.minFiles, more: step.minFiles - count, photos: step.imagesOnly ? 'yes' : 'no', label });
  }
  return i18n.t('upload.addOrTick', { label });
}
