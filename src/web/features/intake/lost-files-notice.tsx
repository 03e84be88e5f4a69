import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Wizard } from './use-wizard';

/** After a reload the browser no longer holds the files: say which ones to add again. */
export function LostFilesNotice({ wizard }: { wizard: Wizard }) {
  const { t } = useTranslation();
  const { lostFiles } = wizard.state;
  if (lostFiles.length === 0) return null;
  return (
    <div role="status" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">{t('upload.lost.title')}</p>
        <p>{t('upload.lost.readd', { names: lostFiles.map((f) => f.name).join(', ') })}</p>
        <button type="button" className="mt-1 text-amber-900 underline" onClick={() => wizard.update({ lostFiles: [] })}>
          {t('common.dismiss')}
        </button>
      </div>
    </div>
  );
}
