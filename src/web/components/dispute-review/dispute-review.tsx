import type { LetterKind } from '../../../shared/contracts/reviews';
import { OtherVehicleNotice } from '../vehicle-check/other-vehicle-notice';
import { LetterEditor } from './letter-editor';
import { RepairReviewCard } from './repair-review-card';
import { useRepairReview } from './repair-review-api';
import { ValuationReviewCard } from './valuation-review-card';
import { useValuationReview } from './valuation-review-api';

/** A claim's analyses finish within the documents' time limit (a minute): ask a little longer than that. */
const READ_POLL = { everyMs: 3000, times: 30 };

/**
 * The claimant's side of a dispute (issue 24) for one claim: the valuation review when a valuation
 * report is on the claim, the repair review when two estimates are, and the letter. Nothing when
 * neither is; used on the thank-you page, the claim status page and the staff claim page.
 */
export function DisputeReview({ referenceNumber }: { referenceNumber: string }) {
  // Just after a claim is filed its documents may still be being read: the review appears when they are.
  const valuation = useValuationReview(referenceNumber, READ_POLL);
  const repair = useRepairReview(referenceNumber, READ_POLL);
  const kinds: LetterKind[] = [];
  if (valuation.data?.available) kinds.push('total-loss');
  if (repair.data?.available) kinds.push('repair');
  // A document of another vehicle is flagged even when, left out, it leaves nothing to review.
  if (!kinds.length) return <OtherVehicleNotice referenceNumber={referenceNumber} />;
  return (
    <>
      <OtherVehicleNotice referenceNumber={referenceNumber} />
      {valuation.data?.available && <ValuationReviewCard referenceNumber={referenceNumber} review={valuation.data} />}
      {repair.data?.available && <RepairReviewCard review={repair.data} />}
      <LetterEditor
        key={kinds.join()}
        referenceNumber={referenceNumber}
        kinds={kinds}
        allowed={{ 'total-loss': valuation.data?.letterAllowed === true, repair: repair.data?.letterAllowed === true }}
      />
    </>
  );
}
