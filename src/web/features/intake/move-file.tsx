import { useTranslation } from 'react-i18next';
import type { WizardCategory } from '../../../shared/categories';
import type { UploadStepDef } from './upload-steps';
import type { Wizard } from './use-wizard';
import type { UploadedFileEntry } from './wizard-types';

/** Puts a file into another upload step; the user's choice also settles a doubtful sort. */
export function moveFile(wizard: Wizard, id: string, category: WizardCategory): void {
  wizard.update((s) => ({ files: s.files.map((f) => (f.id === id ? { ...f, category, categoryConfirmed: true } : f)) }));
}

/** The per-file "Move to…" control: every other step that can take this file. */
export function MoveFileSelect({ wizard, file, steps }: { wizard: Wizard; file: UploadedFileEntry; steps: UploadStepDef[] }) {
  const { t } = useTranslation();
  const { notAvailable } = wizard.state;
  const isImage = file.file.type.startsWith('image/') || /\.(jpe?g|png|gif|bmp|tiff?|hei[cf])$/i.test(file.file.name);
  const targets = steps.filter((s) => s.key !== file.category && !notAvailable[s.key] && (!s.imagesOnly || isImage));
  if (targets.length === 0) return null;
  const id = `move-${file.id}`;
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t('upload.moveLabel', { name: file.file.name })}
      </label>
      <select
        id={id}
        value=""
        onChange={(e) => {
          if (e.target.value) moveFile(wizard, file.id, e.target.value as WizardCategory);
        }}
        className="h-8 max-w-36 rounded-md border border-slate-300 bg-white px-1 text-xs text-slate-800"
      >
        <option value="">{t('upload.moveTo')}</option>
        {targets.map((s) => (
          <option key={s.key} value={s.key}>
            {s.title}
          </option>
        ))}
      </select>
    </>
  );
}
