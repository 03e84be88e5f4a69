import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MoveFileSelect } from './move-file';
import type { UploadStepDef } from './upload-steps';
import type { Wizard } from './use-wizard';
import type { UploadedFileEntry } from './wizard-types';

/** The sort's own bar for a sure answer (the 90%+ of the "Processing Complete" notice). */
const SURE = 0.9;

/** Files the Smart Multi-Upload sorted with low confidence and the user has not placed since. */
export const doubtfulFiles = (files: UploadedFileEntry[]) =>
  files.filter((f) => f.analyzed && !f.categoryConfirmed && typeof f.confidence === 'number' && f.confidence < SURE);

/** Names the doubtful files with their step and a Move to… control each, not only a count. */
export function LowConfidenceNotice({ wizard, steps }: { wizard: Wizard; steps: UploadStepDef[] }) {
  const { t } = useTranslation();
  const doubtful = doubtfulFiles(wizard.state.files);
  if (doubtful.length === 0) return null;
  const title = (key: string) => steps.find((s) => s.key === key)?.title ?? key;
  const n = doubtful.length;
  return (
    <section aria-labelledby="low-confidence-title" className="grid gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h3 id="low-confidence-title" className="flex items-center gap-2 font-semibold text-amber-900">
        <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden />
        {t('upload.doubt.title', { count: n })}
      </h3>
      <ul className="grid gap-1" aria-label={t('upload.doubt.list')}>
        {doubtful.map((f) => (
          <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-white px-3 py-2 text-sm">
            <span className="min-w-0 break-all">
              <span className="font-medium">{f.file.name}</span>
              <span className="block text-xs text-slate-600">{t('upload.doubt.nowIn', { step: title(f.category) })}</span>
            </span>
            <span className="flex items-center gap-2">
              <button
                type="button"
                className="h-8 rounded-md border border-slate-300 bg-white px-2 text-xs font-medium hover:bg-slate-50"
                onClick={() => wizard.update((s) => ({ files: s.files.map((x) => (x.id === f.id ? { ...x, categoryConfirmed: true } : x)) }))}
              >
                <span className="sr-only">{f.file.name}: </span>
                {t('upload.doubt.right')}
              </button>
              <MoveFileSelect wizard={wizard} file={f} steps={steps} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
