import { FileText, Lock, LockOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/ui/checkbox';
import { FieldError, Label } from '../../components/ui/label';
import type { FieldSource } from './wizard-types';

/**
 * Label, control, error and the extras a field may carry: the N/A box, the per-field lock and the
 * note saying which document filled it.
 */
export function FieldShell({
  id,
  label,
  required,
  error,
  children,
  na,
  lock,
  source,
  className,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
  na?: { checked: boolean; onChange: (v: boolean) => void };
  lock?: { locked: boolean; onToggle: () => void };
  source?: FieldSource | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <div className="flex items-end justify-between gap-2">
        <Label htmlFor={id} required={required}>
          {label}
          {required && <span className="sr-only"> {t('form.required')}</span>}
        </Label>
        <div className="mb-1 flex items-center gap-3">
          {na && (
            <label className="flex items-center gap-1 text-xs text-slate-700">
              <Checkbox checked={na.checked} onCheckedChange={(v) => na.onChange(v === true)} aria-label={t('form.notApplicable', { label })} />
              {t('form.na')}
            </label>
          )}
          {lock && (
            <button
              type="button"
              aria-pressed={lock.locked}
              aria-label={t('form.lock', { label })}
              title={lock.locked ? t('form.locked') : t('form.lockHint')}
              onClick={lock.onToggle}
              className="rounded p-1 text-slate-600 hover:bg-slate-100 aria-pressed:text-brand-700"
            >
              {lock.locked ? <Lock className="h-4 w-4" aria-hidden /> : <LockOpen className="h-4 w-4" aria-hidden />}
            </button>
          )}
        </div>
      </div>
      {children}
      {source !== undefined && (
        <p className="mt-1 flex items-center gap-1 text-xs text-emerald-800">
          <FileText className="h-3 w-3" aria-hidden />
          {source?.from === 'vin'
            ? t('form.source.vin')
            : source
              ? source.page
                ? t('form.source.filePage', { file: source.file, page: source.page })
                : t('form.source.file', { file: source.file })
              : t('form.source.documents')}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
