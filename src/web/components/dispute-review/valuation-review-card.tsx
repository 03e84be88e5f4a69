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
import { ReviewConclusion } from './review-conclusion';
import { useWideScreen } from './use-wide-screen';
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
  comparables: (n: number) => i18n.t('dispute.valuationReviewCard.comparables', { n }),
};

/**
 * The total-loss valuation review, its conclusion first (the carrier's figure, the claimant's, the
 * difference, the strongest points), then the points, the working, the comparables, the loss vehicle
 * and the carrier's chain.
 */
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
  const toggle = (id: string, on: boolean) => {
    const ids = new Set(choices.disputedPoints ?? []);
    if (on) ids.add(id);
    else ids.delete(id);
    void submit({ disputedPoints: [...ids] });
  };
  // The comparables are the detail: open on a wide screen, a tap away on a phone.
  const wide = useWideScreen();
  const alt = review.alternativeValue;

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
        <ReviewConclusion
          carrier={alt.carrierSettlement}
          owed={alt.net}
          difference={alt.difference}
          allowed={review.letterAllowed}
          cost={review.appraisalCost}
          points={review.points}
        />
        <DisputePoints points={review.points} disputed={choices.disputedPoints ?? []} busy={save.isPending} onToggle={toggle} />
        <AlternativeValue alternative={alt} />
        <OwnerStatements choices={choices} distanceLimit={review.distanceLimitMiles} busy={save.isPending} onSave={(s) => void submit(s)} />
        <details key={String(wide)} open={wide} className="rounded-md border border-slate-200 p-2" data-testid="comparables-details">
          <summary className="cursor-pointer text-base font-semibold">{T.comparables(review.comparables.length)}</summary>
          <div className="mt-3 space-y-4">
            <ComparablesList comparables={review.comparables} readingCheck={review.readingCheck} busy={save.isPending} onKeep={keep} onRemove={remove} />
            <AddComparableForm busy={save.isPending} onAdd={add} />
          </div>
        </details>
        <LossVehicle rows={review.lossVehicle} />
        <CarrierChain chain={review.chain} settlement={review.settlement} />
      </CardContent>
    </Card>
  );
}
