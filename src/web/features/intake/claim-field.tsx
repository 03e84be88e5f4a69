import type { HTMLInputTypeAttribute } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../components/ui/input';
import { type ClaimFormField, formatPhone, NA_VALUE, sanitizeMoney } from '../../../shared/claim';
import type { SuggestionCategory } from '../../../shared/suggestions';
import { FieldShell } from './field-shell';
import { SuggestInput } from './suggest-input';
import type { Wizard } from './use-wizard';
import type { LockableField } from './wizard-types';

/** What every field needs from the form: state, errors, required set, and when to show errors. */
export interface FormContext {
  wizard: Wizard;
  errors: Partial<Record<ClaimFormField, string>>;
  required: Set<ClaimFormField>;
  visibleError: (field: ClaimFormField) => string | undefined;
  touch: (field: ClaimFormField) => void;
  /** The person left the field or tried to continue: only then may an empty required field turn red. */
  seen: (field: ClaimFormField) => boolean;
  disabled?: boolean;
}

const LOCKABLE: ClaimFormField[] = ['vehicleLocation', 'phone', 'email'];

export function ClaimField({
  ctx,
  field,
  label,
  type = 'text',
  format,
  na,
  suggest,
  aiValues,
  placeholder,
  className,
  autoComplete,
}: {
  ctx: FormContext;
  field: Exclude<ClaimFormField, 'vehicleYear'>;
  label: string;
  type?: HTMLInputTypeAttribute;
  format?: 'phone' | 'money';
  na?: boolean;
  suggest?: SuggestionCategory;
  aiValues?: string[];
  placeholder?: string;
  className?: string;
  autoComplete?: string;
}) {
  const { wizard } = ctx;
  const { values, locks, prefilled } = wizard.state;
  const value = values[field] ?? '';
  const id = `field-${field}`;
  const isNa = na && value === NA_VALUE;
  const locked = LOCKABLE.includes(field) && locks[field as LockableField];
  const required = ctx.required.has(field) && !ctx.disabled;
  const error = ctx.disabled ? undefined : ctx.visibleError(field);
  // Empty required fields are outlined red (spec section 5), once the person left them or tried to
  // continue: a form that opens is never red before anyone typed.
  const invalid = !!error || (required && String(value).trim() === '' && ctx.seen(field));
  const set = (raw: string) => {
    const next = format === 'phone' ? formatPhone(raw) : format === 'money' ? sanitizeMoney(raw) : raw;
    wizard.setValue(field, next);
    ctx.touch(field);
  };
  const describedBy = error ? `${id}-error` : undefined;

  return (
    <FieldShell
      id={id}
      label={label}
      required={required}
      error={error}
      className={className}
      source={field in prefilled ? prefilled[field] : undefined}
      na={na ? { checked: !!isNa, onChange: (v) => set(v ? NA_VALUE : '') } : undefined}
      lock={
        LOCKABLE.includes(field)
          ? { locked: !!locked, onToggle: () => wizard.update((s) => ({ locks: { ...s.locks, [field]: !s.locks[field as LockableField] } })) }
          : undefined
      }
    >
      {suggest ? (
        <SuggestInput
          id={id}
          value={value}
          onChange={set}
          category={suggest}
          make={values.vehicleMake}
          aiValues={aiValues}
          invalid={invalid}
          disabled={ctx.disabled || isNa}
          readOnly={locked}
          describedBy={describedBy}
          required={required}
          onLeave={() => ctx.touch(field)}
        />
      ) : (
        <Input
          id={id}
          type={type}
          value={value}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={format === 'phone' ? 'tel' : format === 'money' ? 'decimal' : undefined}
          invalid={invalid}
          disabled={ctx.disabled || isNa}
          readOnly={locked}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          onChange={(e) => set(e.target.value)}
          onBlur={() => ctx.touch(field)}
        />
      )}
    </FieldShell>
  );
}

/** Year: digits only, at most four; stored as a number or null. */
export function YearField({ ctx }: { ctx: FormContext }) {
  const { t } = useTranslation();
  const { wizard } = ctx;
  const value = wizard.state.values.vehicleYear;
  const error = ctx.visibleError('vehicleYear');
  const required = ctx.required.has('vehicleYear');
  return (
    <FieldShell
      id="field-vehicleYear"
      label={t('form.field.vehicleYear')}
      required={required}
      error={error}
      source={'vehicleYear' in wizard.state.prefilled ? wizard.state.prefilled.vehicleYear : undefined}
    >
      <Input
        id="field-vehicleYear"
        inputMode="numeric"
        value={value === null ? '' : String(value)}
        invalid={!!error || (required && value === null && ctx.seen('vehicleYear'))}
        aria-describedby={error ? 'field-vehicleYear-error' : undefined}
        aria-required={required || undefined}
        onChange={(e) => {
          const digits = e.target.value.replace(/\D/g, '').slice(0, 4);
          wizard.setValue('vehicleYear', digits === '' ? null : Number(digits));
          ctx.touch('vehicleYear');
        }}
        onBlur={() => ctx.touch('vehicleYear')}
      />
    </FieldShell>
  );
}
