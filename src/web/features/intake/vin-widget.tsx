import { AlertCircle, AlertTriangle, CheckCircle2, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { errorMessage, errorStatus } from '../../lib/api';
import { translateMessage } from '../../lib/i18n';
import { sanitizeVinInput, VIN_MESSAGES, type VinLookup, validateVin } from '../../../shared/vin';
import { fetchVinLookup } from './vin-api';

export const VIN_DECODE_DELAY_MS = 500;

type Outcome = { kind: 'ok'; vehicle: VinLookup } | { kind: 'error'; message: string } | null;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The answer for a 17-character VIN: the spec's instant checks in the browser first, then our own
 * server's vPIC decode (GET /api/vin/{vin}; no call leaves our system).
 */
async function lookUp(vin: string): Promise<Outcome> {
  const check = validateVin(vin);
  if (!check.valid) return { kind: 'error', message: check.error ?? VIN_MESSAGES.error };
  try {
    return { kind: 'ok', vehicle: await fetchVinLookup(vin) };
  } catch (err) {
    // A 400 carries the spec's message for this VIN; anything else is our failure.
    return { kind: 'error', message: errorStatus(err) === 400 ? errorMessage(err, VIN_MESSAGES.error) : VIN_MESSAGES.error };
  }
}

/**
 * VIN entry and decoder (spec sections 4, 5): upper-cased, invalid characters stripped, capped at
 * 17; at 17 characters it shows loading for ~500 ms, then the vehicle as a person says it or the
 * spec's message.
 */
export function VinWidget({
  id,
  value,
  onChange,
  onDecoded,
  invalid,
  describedBy,
  required,
  onLeave,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  onDecoded: (vehicle: VinLookup) => void;
  invalid?: boolean;
  describedBy?: string;
  required?: boolean;
  /** The person left the field (its form may now say what is missing). */
  onLeave?: () => void;
}) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Only the latest decode may answer: typing on cancels the ones before it.
  const latest = useRef(0);
  const onDecodedRef = useRef(onDecoded);
  onDecodedRef.current = onDecoded;
  useEffect(
    () => () => {
      latest.current += 1;
    },
    [],
  );

  const decode = async (vin: string) => {
    const run = ++latest.current;
    if (vin === '') {
      setLoading(false);
      setOutcome({ kind: 'error', message: VIN_MESSAGES.empty });
      return;
    }
    if (vin.length !== 17) {
      setLoading(false);
      setOutcome({ kind: 'error', message: VIN_MESSAGES.format });
      return;
    }
    setLoading(true);
    setOutcome(null);
    const [result] = await Promise.all([lookUp(vin), wait(VIN_DECODE_DELAY_MS)]);
    if (run !== latest.current) return;
    setLoading(false);
    setOutcome(result);
    if (result?.kind === 'ok') onDecodedRef.current(result.vehicle);
  };

  return (
    <div className="grid gap-2">
      {/* Wide enough for all 17 characters; on a phone Decode VIN moves below rather than cut the VIN. */}
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          value={value}
          maxLength={17}
          autoComplete="off"
          spellCheck={false}
          className="min-w-[13.5rem] flex-1 font-mono tracking-wider uppercase"
          invalid={invalid}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          onBlur={onLeave}
          onChange={(e) => {
            const vin = sanitizeVinInput(e.target.value);
            onChange(vin);
            if (vin.length === 17) void decode(vin);
            else {
              latest.current += 1;
              setLoading(false);
              setOutcome(null);
            }
          }}
        />
        <Button variant="outline" className="shrink-0 whitespace-nowrap" onClick={() => void decode(value)} disabled={loading}>
          {t('vin.decode')}
        </Button>
      </div>
      <div aria-live="polite">
        {loading && (
          <p className="flex items-center gap-2 text-sm text-slate-700" role="status">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> {t('vin.decoding')}
          </p>
        )}
        {outcome?.kind === 'error' && (
          <div role="alert" className="flex gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
            <AlertCircle className="h-4 w-4 shrink-0" aria-hidden />
            {translateMessage(outcome.message)}
          </div>
        )}
        {outcome?.kind === 'ok' && <DecodedVehicle vehicle={outcome.vehicle} />}
      </div>
    </div>
  );
}

function DecodedVehicle({ vehicle }: { vehicle: VinLookup }) {
  const { t } = useTranslation();
  const facts = [
    vehicle.country ? t('vin.builtIn', { country: vehicle.country }) : null,
    vehicle.manufacturer ? t('vin.by', { manufacturer: vehicle.manufacturer }) : null,
  ].filter(Boolean);
  return (
    <div className="grid gap-2">
      {vehicle.warnings.map((w) => (
        <div key={w} role="alert" className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden />
          {translateMessage(w)}
        </div>
      ))}
      <div role="status" className="flex gap-2 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
        <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <div className="min-w-0 break-words">
          <p className="font-medium">{t('vin.decoded', { description: vehicle.description || t('vin.noDetails') })}</p>
          {facts.length > 0 && <p className="text-green-800">{facts.join(' ')}</p>}
        </div>
      </div>
    </div>
  );
}
