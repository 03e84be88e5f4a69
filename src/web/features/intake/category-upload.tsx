import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/ui/checkbox';
import { DropZone } from './drop-zone';
import { notAvailableLabel } from './not-available-label';
import { MoveFileSelect } from './move-file';
import { FileCarrierNote } from './file-carrier-note';
import { FileVehicleNote } from './file-vehicle-note';
import { formatFileSize } from '../../../shared/format';
import { failureSentence } from '../../../shared/analysis-failures';
import { currentLocale, intlLocale } from '../../lib/i18n';
import type { UploadStepDef } from './upload-steps';
import type { Wizard } from './use-wizard';

/** 'Upload by Individual Categories (Optional)': the current step's drop area and Not Available box. */
export function CategoryUpload({ wizard, step, steps }: { wizard: Wizard; step: UploadStepDef; steps: UploadStepDef[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const flagged = wizard.state.notAvailable[step.key];
  const files = wizard.state.files.filter((f) => f.category === step.key);
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="rounded-xl border border-slate-200 bg-white">
      <Collapsible.Trigger className="flex w-full items-center justify-between p-4 text-left font-semibold text-slate-900">
        {t('upload.categories.title')}
        <ChevronDown className={`h-5 w-5 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
      </Collapsible.Trigger>
      <Collapsible.Content className="grid gap-3 px-4 pb-4">
        {step.required && (
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <Checkbox checked={flagged} onCheckedChange={(v) => wizard.setNotAvailable(step.key, v === true)} />
            {t('upload.categories.notAvailable', { label: notAvailableLabel(step, files.length) })}
          </label>
        )}
        <DropZone
          label={step.title}
          buttonLabel={t('upload.browse')}
          hint={flagged ? undefined : step.imagesOnly ? t('upload.imagesOnly') : t('upload.anyKind')}
          disabled={flagged}
          imagesOnly={step.imagesOnly}
          camera={step.imagesOnly}
          onFiles={(picked) => wizard.addFiles(picked, step.key)}
        >
          {flagged && (
            <div className="text-sm text-slate-700">
              <p className="font-medium">{t('upload.categories.marked')}</p>
              <p>{t('upload.categories.uncheck')}</p>
            </div>
          )}
        </DropZone>
        {files.length > 0 && <StepFileList wizard={wizard} files={files} steps={steps} />}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/** The files of one step, each with its size, a Move to… control and Remove. */
export function StepFileList({ wizard, files, steps }: { wizard: Wizard; files: Wizard['state']['files']; steps: UploadStepDef[] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-1" aria-label={t('upload.filesInStep')}>
      {files.map((f) => (
        <li key={f.id} className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 rounded-md bg-slate-50 px-3 py-2 text-sm">
          <span className="min-w-0 flex-1 basis-40 truncate">{f.file.name}</span>
          {f.failure && (
            <span role="status" className="order-last basis-full text-xs text-red-700">
              {failureSentence(f.failure, currentLocale())}
            </span>
          )}
          <span className="flex shrink-0 items-center gap-2 text-slate-600">
            {formatFileSize(f.file.size, intlLocale())}
            <MoveFileSelect wizard={wizard} file={f} steps={steps} />
            <button
              type="button"
              aria-label={t('upload.remove', { name: f.file.name })}
              className="rounded p-1 hover:bg-slate-200"
              onClick={() => wizard.removeFile(f.id)}
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          </span>
          <FileCarrierNote uploadId={f.uploadId} />
          <FileVehicleNote wizard={wizard} uploadId={f.uploadId} />
        </li>
      ))}
    </ul>
  );
}
