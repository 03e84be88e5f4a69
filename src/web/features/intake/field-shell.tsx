import { FileText, Lock, LockOpen } from 'lucide-react';
import type { ReactNode } from 'react';
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
  return (
    <div className={className}>
      <div className="flex items-end justify-between gap-2">
        <Label htmlFor={id} required={required}>
          {label}
          {required && <span className="sr-only"> (required)</span>}
        </Label>
        <div className="mb-1 flex items-center gap-3">
          {na && (
            <label className="flex items-center gap-1 text-xs text-slate-700">
              <Checkbox checked={na.checked} onCheckedChange={(v) => na.onChange(v === true)} aria-label={`${label} not applicable`} />
              N/A
            </label>
          )}
          {lock && (
            <button
              type="button"
              aria-pressed={lock.locked}
              aria-label={`Lock ${label}`}
              title={lock.locked ? 'Locked: documents will not change this field' : 'Lock this field against document pre-fill'}
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
            ? 'Filled from the VIN'
            : source
              ? `Filled from ${source.file}${source.page ? `, page ${source.page}` : ''}`
              : 'Filled from your documents'}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
