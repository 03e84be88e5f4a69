import { AlertTriangle, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Wizard } from './use-wizard';

/**
 * A restored draft: while its files come back from the server, say so; a file the server no
 * longer holds (or one that never finished sending) is named, to be added again.
 */
export function LostFilesNotice({ wizard }: { wizard: Wizard }) {
  const { t } = useTranslation();
  const { lostFiles, savedFiles } = wizard.state;
  if (savedFiles.length > 0) {
    return (
      <div role="status" className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-700">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
        {t('upload.restoring', { count: savedFiles.length })}
      </div>
    );
  }
  if (lostFiles.length === 0) return null;
  return (
    <div role="status" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">{t('upload.lostAgain', { count: lostFiles.length })}</p>
        <p>{t('upload.addAgain', { names: lostFiles.map((f) => f.name).join(', ') })}</p>
        <button type="button" className="mt-1 text-amber-900 underline" onClick={() => wizard.update({ lostFiles: [] })}>
          {t('common.dismiss')}
        </button>
      </div>
    </div>
  );
}
