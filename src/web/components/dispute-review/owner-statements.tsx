import { i18n } from '../../lib/i18n';
import { type FormEvent, useEffect, useState } from 'react';
import type { ValuationChoices } from '../../../shared/contracts/reviews';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';

const T = {
  get title() {
    return i18n.t('dispute.ownerStatements.title');
  },
  get mileage() {
    return i18n.t('dispute.ownerStatements.mileage');
  },
  get options() {
    return i18n.t('dispute.ownerStatements.options');
  },
  get condition() {
    return i18n.t('dispute.ownerStatements.condition');
  },
  get distance() {
    return i18n.t('dispute.ownerStatements.distance');
  },
  get save() {
    return i18n.t('dispute.ownerStatements.save');
  },
  get badNumber() {
    return i18n.t('dispute.ownerStatements.badNumber');
  },
};

type Statements = Pick<ValuationChoices, 'mileage' | 'options' | 'condition' | 'distanceLimitMiles'>;

/** The owner's statements the points and the alternative value take into account. */
export function OwnerStatements({
  choices,
  distanceLimit,
  busy,
  onSave,
}: {
  choices: ValuationChoices;
  distanceLimit: number;
  busy: boolean;
  onSave: (s: Statements) => void;
}) {
  const [mileage, setMileage] = useState('');
  const [options, setOptions] = useState('');
  const [condition, setCondition] = useState('');
  const [distance, setDistance] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setMileage(choices.mileage?.toString() ?? '');
    setOptions(choices.options?.join(', ') ?? '');
    setCondition(choices.condition ?? '');
    setDistance(String(distanceLimit));
  }, [choices, distanceLimit]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const whole = (s: string) => (s.trim() === '' ? undefined : /^\d+$/.test(s.replace(/[,\s]/g, '')) ? Number(s.replace(/[,\s]/g, '')) : Number.NaN);
    const m = whole(mileage);
    const d = whole(distance);
    if (Number.isNaN(m) || Number.isNaN(d) || d === 0) {
      setError(T.badNumber);
      return;
    }
    setError(null);
    const list = options
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean);
    onSave({ mileage: m, options: list.length ? list : undefined, condition: condition.trim() || undefined, distanceLimitMiles: d });
  }

  return (
    <form onSubmit={submit} className="space-y-3 rounded-md border border-slate-200 p-3" aria-labelledby="owner-statements-title">
      <h4 id="owner-statements-title" className="font-semibold">
        {T.title}
      </h4>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div>
          <Label htmlFor="owner-mileage">{T.mileage}</Label>
          <Input id="owner-mileage" inputMode="numeric" value={mileage} onChange={(e) => setMileage(e.target.value)} />
        </div>
        <div>
          <Label htmlFor="owner-distance">{T.distance}</Label>
          <Input id="owner-distance" inputMode="numeric" value={distance} onChange={(e) => setDistance(e.target.value)} />
        </div>
        <div>
          <Label htmlFor="owner-options">{T.options}</Label>
          <Input id="owner-options" value={options} onChange={(e) => setOptions(e.target.value)} />
        </div>
        <div>
          <Label htmlFor="owner-condition">{T.condition}</Label>
          <Input id="owner-condition" value={condition} onChange={(e) => setCondition(e.target.value)} />
        </div>
      </div>
      {error && (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" variant="outline" disabled={busy}>
        {T.save}
      </Button>
    </form>
  );
}
