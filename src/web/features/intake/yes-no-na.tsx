import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn';

/** A yes/no/N-A control holding true, false or null; N/A is offered only when not required. */
export function YesNoNa({
  label,
  value,
  onChange,
  required,
  name,
}: {
  label: string;
  value: boolean | null;
  onChange: (v: boolean | null) => void;
  required?: boolean;
  name: string;
}) {
  const { t } = useTranslation();
  const options: { v: boolean | null; text: string }[] = [
    { v: true, text: t('common.yes') },
    { v: false, text: t('common.no') },
    ...(required ? [] : [{ v: null, text: t('form.na') }]),
  ];
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700">
        {label}
        {required && (
          <>
            <span className="sr-only"> {t('form.required')}</span>
            <span className="ml-0.5 text-red-600" aria-hidden>
              *
            </span>
          </>
        )}
      </legend>
      <div className="inline-flex overflow-hidden rounded-md border border-slate-300">
        {options.map((o) => (
          <label
            key={o.text}
            className={cn(
              'cursor-pointer px-4 py-2 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
              value === o.v ? 'bg-brand-600 text-white' : 'bg-white text-slate-800 hover:bg-slate-50',
            )}
          >
            <input type="radio" className="sr-only" name={name} checked={value === o.v} onChange={() => onChange(o.v)} />
            {o.text}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
