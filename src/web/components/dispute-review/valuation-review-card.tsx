import { i18n } from '../../lib/i18n';
import type { AddedComparable, ValuationChoices, ValuationReview } from '../../../shared/contracts/reviews';
import { errorMessage } from '../../lib/api';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { AddComparableForm } from './add-comparable-form';
import { AlternativeValue } from './alternative-value';
import { CarrierChain } from './carrier-chain';
import { ComparablesList } from './comparables-list';
import { DisputePoints } from './dispute-points';
import { LossVehicle } from './loss-vehicle';
import { OwnerStatements } from './owner-statements';
import { useSaveValuationChoices } from './valuation-review-api';

const T = {
  get title() {
    return i18n.t('dispute.valuationReviewCard.title');
  },
  intro: (file: string | null) => (file ? i18n.t('dispute.valuationReviewCard.introFile', { file }) : i18n.t('dispute.valuationReviewCard.intro')),
  get saving() {
    return i18n.t('dispute.valuationReviewCard.saving');
  },
  get failed() {
    return i18n.t('dispute.valuationReviewCard.failed');
  },
};

/** The total-loss valuation review: loss vehicle, comparables, the carrier's chain, points, the alternative value. */
export function ValuationReviewCard({ referenceNumber, review }: { referenceNumber: string; review: ValuationReview }) {
  const save = useSaveValuationChoices(referenceNumber);
  const choices = review.choices;
  const submit = (next: Partial<ValuationChoices>) =>
    save.mutateAsync({ ...choices, ...next }).then(
      () => true,
      () => false,
    );

  const keep = (id: string, kept: boolean) => {
    const ids = new Set(choices.keptComparableIds);
    if (kept) ids.add(id);
    else ids.delete(id);
    void submit({ keptComparableIds: review.comparables.filter((c) => c.origin === 'document' && ids.has(c.id)).map((c) => c.id) });
  };
  const remove = (id: string) => {
    const index = Number(id.replace('user-', '')) - 1;
    void submit({ addedComparables: choices.addedComparables.filter((_, i) => i !== index) });
  };
  const add = (c: AddedComparable) => submit({ addedComparables: [...choices.addedComparables, c] });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{T.title}</CardTitle>
        <CardDescription>{T.intro(review.reportFile)}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <p className="sr-only" aria-live="polite">
          {save.isPending ? T.saving : ''}
        </p>
        {save.isError && (
          <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800">
            {errorMessage(save.error, T.failed)}
          </p>
        )}
        <LossVehicle rows={review.lossVehicle} />
        <ComparablesList comparables={review.comparables} readingCheck={review.readingCheck} busy={save.isPending} onKeep={keep} onRemove={remove} />
        <AddComparableForm busy={save.isPending} onAdd={add} />
        <OwnerStatements choices={choices} distanceLimit={review.distanceLimitMiles} busy={save.isPending} onSave={(s) => void submit(s)} />
        <CarrierChain chain={review.chain} settlement={review.settlement} />
        <DisputePoints points={review.points} />
        <AlternativeValue alternative={review.alternativeValue} />
      </CardContent>
    </Card>
  );
}
