import { i18n, translateText } from '../../lib/i18n';
import { type FormEvent, useState } from 'react';
import { type AddedComparable, AddedComparableSchema } from '../../../shared/contracts/reviews';
import { readNumber } from '../../../shared/read-values';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';

const T = {
  get title() {
    return i18n.t('dispute.addComparableForm.title');
  },
  get intro() {
    return i18n.t('dispute.addComparableForm.intro');
  },
  get year() {
    return i18n.t('dispute.addComparableForm.year');
  },
  get make() {
    return i18n.t('dispute.addComparableForm.make');
  },
  get model() {
    return i18n.t('dispute.addComparableForm.model');
  },
  get trim() {
    return i18n.t('dispute.addComparableForm.trim');
  },
  get mileage() {
    return i18n.t('dispute.addComparableForm.mileage');
  },
  get price() {
    return i18n.t('dispute.addComparableForm.price');
  },
  get distance() {
    return i18n.t('dispute.addComparableForm.distance');
  },
  get link() {
    return i18n.t('dispute.addComparableForm.link');
  },
  get add() {
    return i18n.t('dispute.addComparableForm.add');
  },
  get adjusted() {
    return i18n.t('dispute.addComparableForm.adjusted');
  },
  get method() {
    return i18n.t('dispute.addComparableForm.method');
  },
  get adjustedHelp() {
    return i18n.t('dispute.addComparableForm.adjustedHelp');
  },
};

type Fields = Record<'year' | 'make' | 'model' | 'trim' | 'mileage' | 'price' | 'distance' | 'link' | 'adjusted' | 'method', string>;
const EMPTY: Fields = { year: '', make: '', model: '', trim: '', mileage: '', price: '', distance: '', link: '', adjusted: '', method: '' };
// Text that is no number stays NaN so the schema says so rather than that the field is empty.
const num = (s: string) => (s.trim() === '' ? undefined : (readNumber(s) ?? Number.NaN));

/** The owner's own comparable, checked with the server's schema before it is sent. */
export function AddComparableForm({ busy, onAdd }: { busy: boolean; onAdd: (c: AddedComparable) => Promise<boolean> }) {
  const [f, setF] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const set = (k: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement>) => setF({ ...f, [k]: e.target.value });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = AddedComparableSchema.safeParse({
      year: num(f.year),
      make: f.make,
      model: f.model,
      trim: f.trim.trim() || undefined,
      mileage: num(f.mileage),
      price: num(f.price),
      distanceMiles: num(f.distance),
      link: f.link.trim() || undefined,
      adjustedPrice: num(f.adjusted),
      adjustmentMethod: f.method.trim() || undefined,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((i) => [
            String(i.path[0]),
            i.message.startsWith('Invalid') || i.message.startsWith('Too') ? i18n.t('dispute.addComparableForm.checkValue') : translateText(i.message),
          ]),
        ),
      );
      return;
    }
    setErrors({});
    if (await onAdd(parsed.data)) setF(EMPTY);
  }

  const field = (k: keyof Fields, label: string, path: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div>
      <Label htmlFor={`add-comp-${k}`}>{label}</Label>
      <Input
        id={`add-comp-${k}`}
        value={f[k]}
        onChange={set(k)}
        invalid={!!errors[path]}
        aria-describedby={errors[path] ? `add-comp-${k}-error` : undefined}
        {...props}
      />
      {errors[path] && (
        <p id={`add-comp-${k}-error`} className="mt-1 text-xs text-red-700">
          {errors[path]}
        </p>
      )}
    </div>
  );

  return (
    <form onSubmit={submit} className="space-y-3 rounded-md border border-slate-200 p-3" aria-labelledby="add-comp-title">
      <h4 id="add-comp-title" className="font-semibold">
        {T.title}
      </h4>
      <p className="text-sm text-slate-600">{T.intro}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {field('year', T.year, 'year', { inputMode: 'numeric' })}
        {field('make', T.make, 'make')}
        {field('model', T.model, 'model')}
        {field('trim', T.trim, 'trim')}
        {field('mileage', T.mileage, 'mileage', { inputMode: 'numeric' })}
        {field('price', T.price, 'price', { inputMode: 'decimal' })}
        {field('distance', T.distance, 'distanceMiles', { inputMode: 'numeric' })}
        <div className="sm:col-span-2">{field('link', T.link, 'link', { type: 'url' })}</div>
      </div>
      {/* A raw asking price is never averaged with the report's adjusted prices: the review adjusts it at the
          report's own rates where it prints them, else the owner gives the adjusted figure and how. */}
      <p className="text-xs text-slate-600">{T.adjustedHelp}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {field('adjusted', T.adjusted, 'adjustedPrice', { inputMode: 'decimal' })}
        <div className="sm:col-span-2">{field('method', T.method, 'adjustmentMethod')}</div>
      </div>
      <Button type="submit" disabled={busy}>
        {T.add}
      </Button>
    </form>
  );
}
