import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../components/ui/input';
import { cn } from '../../components/ui/cn';
import { builtInList, CONFIDENCE_BADGE_THRESHOLD, rankSuggestions, type SuggestionCategory, toSuggestions } from '../../../shared/suggestions';
import { recordAutocomplete } from './autocomplete-api';
import { useHistorySuggestions } from './use-history-suggestions';

export const BLUR_CLOSE_MS = 150;
/** Field types the server keeps history for (spec section 7). */
const RECORDED: Partial<Record<SuggestionCategory, string>> = { vehicle_make: 'vehicle_make', vehicle_model: 'vehicle_model', location: 'location' };

/**
 * A text input with a suggestion list (ARIA combobox): opens on typing or focus, closes on select,
 * Escape or 150 ms after blur; arrows move, Enter picks.
 */
export function SuggestInput({
  id,
  value,
  onChange,
  category,
  make,
  aiValues = [],
  invalid,
  disabled,
  readOnly,
  describedBy,
  required,
  onLeave,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  category: SuggestionCategory;
  make?: string;
  aiValues?: string[];
  invalid?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  describedBy?: string;
  required?: boolean;
  /** The person left the field (its form may now say what is missing). */
  onLeave?: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastRecorded = useRef(value);
  const history = useHistorySuggestions(RECORDED[category], value, open);
  const items = useMemo(
    () =>
      rankSuggestions(
        [
          ...toSuggestions(aiValues, category, 'ai'),
          ...toSuggestions(history, category, 'history'),
          ...toSuggestions(builtInList(category, { make }), category, 'database'),
        ],
        value,
      ),
    [aiValues, history, category, make, value],
  );
  const listId = `${id}-list`;
  const shown = open && items.length > 0 && !disabled && !readOnly;

  const record = (v: string) => {
    const type = RECORDED[category];
    if (type && v.trim() !== '' && v !== lastRecorded.current) {
      lastRecorded.current = v;
      recordAutocomplete(type, v);
    }
  };
  const pick = (v: string) => {
    onChange(v);
    record(v);
    setOpen(false);
    setActive(-1);
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(items.length - 1, a + 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(-1, a - 1));
    } else if (e.key === 'Enter' && shown && active >= 0) {
      e.preventDefault();
      pick(items[active].value);
    } else if (e.key === 'Escape' && shown) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        autoComplete="off"
        value={value}
        invalid={invalid}
        disabled={disabled}
        readOnly={readOnly}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          clearTimeout(closeTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          onLeave?.();
          record(value);
          closeTimer.current = setTimeout(() => setOpen(false), BLUR_CLOSE_MS);
        }}
        onKeyDown={onKey}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('suggest.label')}
        hidden={!shown}
        className="absolute z-30 mt-1 max-h-64 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {items.map((s, i) => (
          <div
            key={s.id}
            tabIndex={-1}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => {
              e.preventDefault();
              pick(s.value);
            }}
            className={cn('flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm', i === active ? 'bg-brand-50' : 'hover:bg-slate-50')}
          >
            <span>{s.label}</span>
            <span className="flex items-center gap-1 text-xs text-slate-600">
              {s.source === 'ai' ? t('suggest.ai') : s.source === 'history' ? t('suggest.recent') : ''}
              {s.confidence > CONFIDENCE_BADGE_THRESHOLD && (
                <span className="rounded-full bg-green-100 px-1.5 py-0.5 font-semibold text-green-800">{Math.round(s.confidence * 100)}%</span>
              )}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
