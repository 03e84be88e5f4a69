import { AlertCircle, AlertTriangle, CheckCircle2, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { type DecodedVin, decodeVin, sanitizeVinInput, VIN_MESSAGES } from '../../../shared/vin';

export const VIN_DECODE_DELAY_MS = 500;

type Outcome = { kind: 'ok'; vin: DecodedVin; warnings: string[] } | { kind: 'error'; message: string } | null;

/**
 * VIN entry and local decoder (spec sections 4, 5): upper-cased, invalid characters stripped,
 * capped at 17; at 17 characters it decodes after ~500 ms of loading. No network call.
 */
export function VinWidget({
  id,
  value,
  onChange,
  onDecoded,
  invalid,
  describedBy,
  required,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  onDecoded: (vin: DecodedVin) => void;
  invalid?: boolean;
  describedBy?: string;
  required?: boolean;
}) {
  const [loading, setLoading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const decode = (vin: string) => {
    clearTimeout(timer.current);
    if (vin === '') {
      setOutcome({ kind: 'error', message: VIN_MESSAGES.empty });
      return;
    }
    if (vin.length !== 17) {
      setOutcome({ kind: 'error', message: VIN_MESSAGES.format });
      return;
    }
    setLoading(true);
    setOutcome(null);
    timer.current = setTimeout(() => {
      setLoading(false);
      const result = decodeVin(vin);
      if (!result.ok) {
        setOutcome({ kind: 'error', message: result.error || VIN_MESSAGES.error });
        return;
      }
      setOutcome({ kind: 'ok', vin: result.vin, warnings: result.warnings });
      onDecoded(result.vin);
    }, VIN_DECODE_DELAY_MS);
  };

  return (
    <div className="grid gap-2">
      <div className="flex gap-2">
        <Input
          id={id}
          value={value}
          maxLength={17}
          autoComplete="off"
          spellCheck={false}
          className="font-mono tracking-wider uppercase"
          invalid={invalid}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          onChange={(e) => {
            const vin = sanitizeVinInput(e.target.value);
            onChange(vin);
            if (vin.length === 17) decode(vin);
            else {
              clearTimeout(timer.current);
              setLoading(false);
              setOutcome(null);
            }
          }}
        />
        <Button variant="outline" className="shrink-0 whitespace-nowrap" onClick={() => decode(value)} disabled={loading}>
          Decode VIN
        </Button>
      </div>
      <div aria-live="polite">
        {loading && (
          <p className="flex items-center gap-2 text-sm text-slate-700" role="status">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Decoding VIN...
          </p>
        )}
        {outcome?.kind === 'error' && (
          <div role="alert" className="flex gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
            <AlertCircle className="h-4 w-4 shrink-0" aria-hidden />
            {outcome.message}
          </div>
        )}
        {outcome?.kind === 'ok' && (
          <div className="grid gap-2">
            {outcome.warnings.map((w) => (
              <div key={w} role="alert" className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
                <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden />
                {w}
              </div>
            ))}
            <div role="status" className="flex gap-2 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
              <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden />
              <span>
                VIN decoded: {[outcome.vin.year, outcome.vin.make, outcome.vin.model].filter(Boolean).join(' ') || 'no details available'}
                {outcome.vin.bodyType ? ` · ${outcome.vin.bodyType}` : ''}
                {outcome.vin.country ? ` · ${outcome.vin.country}` : ''}
              </span>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
