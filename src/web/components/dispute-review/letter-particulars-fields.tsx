import { i18n } from '../../lib/i18n';
import { type LetterDetail, type LetterDetails, LETTER_DETAILS, type OtherReading, REQUIRED_LETTER_DETAILS } from '../../../shared/contracts/reviews';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';

const T = {
  get details() {
    return i18n.t('dispute.letterEditor.details');
  },
  detail: (k: LetterDetail) => i18n.t(`dispute.letterEditor.detail.${k}`),
  get required() {
    return i18n.t('dispute.letterEditor.required');
  },
  other: (o: OtherReading) => i18n.t(o.source === 'carrier' ? 'dispute.letterEditor.otherCarrier' : 'dispute.letterEditor.otherDocument', { value: o.value }),
  use: (value: string) => i18n.t('dispute.letterEditor.useReading', { value }),
};

/**
 * The letter's particulars, pre-filled from the claim and its documents, each editable. Where a document
 * names a particular otherwise than the claim (the carrier's report, another insured's name), it says so
 * beside the field and offers that reading, so the person chooses which the letter prints.
 */
export function LetterParticularsFields({
  filled,
  missing,
  otherReadings,
  onChange,
}: {
  filled: LetterDetails;
  missing: LetterDetail[];
  otherReadings: OtherReading[];
  onChange: (k: LetterDetail, value: string) => void;
}) {
  return (
    <fieldset className="grid grid-cols-1 gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">{T.details}</legend>
      {LETTER_DETAILS.map((k) => {
        const other = otherReadings.find((o) => o.field === k && o.value !== filled[k]);
        return (
          <div key={k}>
            <Label htmlFor={`letter-detail-${k}`}>
              {T.detail(k)}
              {REQUIRED_LETTER_DETAILS.includes(k) ? ` (${T.required})` : ''}
            </Label>
            <Input
              id={`letter-detail-${k}`}
              value={filled[k] ?? ''}
              invalid={missing.includes(k)}
              aria-describedby={other ? `letter-detail-${k}-other` : undefined}
              onChange={(e) => onChange(k, e.target.value)}
              maxLength={k === 'ownerAddress' || k === 'claimOffice' ? 300 : 120}
            />
            {other && (
              <p id={`letter-detail-${k}-other`} className="mt-1 flex flex-wrap items-center gap-2 text-xs text-amber-900">
                <span>{T.other(other)}</span>
                <Button size="sm" variant="outline" className="h-7" onClick={() => onChange(k, other.value)}>
                  {T.use(other.value)}
                </Button>
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
