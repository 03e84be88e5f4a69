import { ArrowRight } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateText } from '../../lib/i18n';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { CLAIM_TYPE_LABELS, CLAIM_TYPES, type ClaimType } from '../../../shared/claim-kinds';
import { CLAIM_DESCRIPTIONS } from './upload-steps';

const describe = (t: ClaimType) => translateText(CLAIM_DESCRIPTIONS[t] ?? '');

/** The four numbered claim-type tabs, the hovered type's description and the Claim Type panel. */
export function ClaimTypePicker({ selected, onSelect, onStart }: { selected: ClaimType; onSelect: (t: ClaimType) => void; onStart: () => void }) {
  const { t: tr } = useTranslation();
  const [hovered, setHovered] = useState<ClaimType | null>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = hovered ?? selected;

  const onKey = (e: KeyboardEvent, i: number) => {
    const delta = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
    if (!delta) return;
    e.preventDefault();
    const next = (i + delta + CLAIM_TYPES.length) % CLAIM_TYPES.length;
    onSelect(CLAIM_TYPES[next]);
    tabs.current[next]?.focus();
  };

  return (
    <Card>
      <CardContent className="grid gap-4 pt-5">
        <div>
          <h2 className="text-xl font-bold text-slate-900">{tr('intake.type.title')}</h2>
          <p className="text-sm text-slate-600">{tr('intake.type.hint')}</p>
        </div>
        <div role="tablist" aria-label={tr('intake.type.tabs')} className="grid grid-cols-2 gap-2">
          {CLAIM_TYPES.map((t, i) => (
            <button
              key={t}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`tab-${t}`}
              aria-selected={selected === t}
              aria-controls="claim-type-panel"
              tabIndex={selected === t ? 0 : -1}
              onClick={() => onSelect(t)}
              onKeyDown={(e) => onKey(e, i)}
              onMouseEnter={() => setHovered(t)}
              onMouseLeave={() => setHovered(null)}
              onFocus={() => setHovered(t)}
              onBlur={() => setHovered(null)}
              className={cn(
                'flex items-center gap-2 rounded-lg border-2 p-3 text-left text-sm font-semibold transition-colors',
                selected === t ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-slate-200 bg-white text-slate-800 hover:border-brand-500',
              )}
            >
              <span
                className={cn(
                  'flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs',
                  selected === t ? 'bg-brand-600 text-white' : 'bg-slate-200 text-slate-800',
                )}
                aria-hidden
              >
                {i + 1}
              </span>
              {translateText(CLAIM_TYPE_LABELS[t])}
            </button>
          ))}
        </div>
        <p className="min-h-10 text-sm text-slate-700" aria-live="polite">
          {describe(shown)}
        </p>
        <div id="claim-type-panel" role="tabpanel" aria-labelledby={`tab-${selected}`} className="rounded-lg bg-slate-900 p-4 text-white">
          <p className="text-xs tracking-wide text-slate-300 uppercase">{tr('intake.type.panel')}</p>
          <p className="text-lg font-semibold">{translateText(CLAIM_TYPE_LABELS[selected])}</p>
          <Button size="lg" variant="outline" className="mt-3 w-full" onClick={onStart}>
            {tr('intake.type.start')} <ArrowRight className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
