/**
 * The appraisal dispute letter's content, generated from the claim and its review. Paragraphs are
 * what the person may edit; the tables and the signature block are generated and stay as they are.
 * English only: the letter goes to the carrier.
 */
import type { DisputeLetter, LetterKind, LetterTable, RepairReview, ValuationReview } from '../../shared/contracts/reviews.js';
import type { Content } from '../../shared/content.js';
import { formatMoney } from '../../shared/format.js';

export interface LetterClaim {
  claimNumber: string | null;
  policyNumber: string | null;
  insuredName: string | null;
  dateOfLoss: string | null;
  vehicle: string | null;
  vin: string | null;
  /** The carrier named in the documents, else the claim's insurance company. */
  carrier: string | null;
}

/** The firm's appraiser: the first contact whose role names an appraiser, else the first contact. */
export function firmAppraiser(content: Content): Content['contacts'][number] | null {
  return content.contacts.find((c) => /apprais/i.test(c.role)) ?? content.contacts[0] ?? null;
}

const or = (v: string | null, missing: string) => v?.trim() || missing;
const money = (n: number | null | undefined) => formatMoney(n ?? null);

function subjectOf(claim: LetterClaim): string {
  return [
    `Claim ${or(claim.claimNumber, '(number not given)')}`,
    `Policy ${or(claim.policyNumber, '(number not given)')}`,
    `Insured ${or(claim.insuredName, '(not given)')}`,
    `Vehicle ${[claim.vehicle, claim.vin && `VIN ${claim.vin}`].filter(Boolean).join(', ') || '(not given)'}`,
    `Date of loss ${or(claim.dateOfLoss, '(not given)')}`,
  ].join(' · ');
}

function opening(claim: LetterClaim, content: Content, what: string): string[] {
  const appraiser = firmAppraiser(content);
  const insured = or(claim.insuredName, 'our client');
  const named = appraiser ? `${appraiser.name}${appraiser.role ? `, ${appraiser.role}` : ''}, of ${content.firmName}` : content.firmName;
  return [
    `Dear ${claim.carrier ? `${claim.carrier} ` : ''}Claims Department:`,
    `${content.firmName} writes on behalf of ${insured} about the claim above. ${insured} does not agree with ${what}. As the policy's appraisal clause provides when the insured and the company fail to agree on the amount of loss, ${insured} demands an appraisal and names ${named} as the insured's appraiser.`,
  ];
}

function closing(content: Content): string[] {
  const appraiser = firmAppraiser(content);
  const contact = appraiser ? [appraiser.phone, appraiser.email].filter(Boolean).join(' or ') : '';
  return [
    `Please name your company's appraiser within the time the appraisal clause allows${contact ? ` and have them contact ${appraiser?.name} at ${contact}` : ''}. Please keep the vehicle and every record of this loss until the appraisal is complete.`,
    'Sincerely,',
  ];
}

function signature(content: Content): string[] {
  return ['______________________________', 'Signature', 'Name: ______________________', 'Date: ______________________', `For ${content.firmName}`];
}

export function totalLossLetter(
  claim: LetterClaim,
  review: ValuationReview,
  content: Content,
): Omit<DisputeLetter, 'id' | 'createdAt' | 'createdBy' | 'generatedParagraphs'> {
  const alt = review.alternativeValue;
  const settlement = review.settlement?.value ?? alt.carrierSettlement;
  const paragraphs = opening(claim, content, `your valuation of the vehicle${settlement != null ? ` and your settlement of ${money(settlement)}` : ''}`);
  if (review.points.length) {
    paragraphs.push('Your valuation report is disputed on these points:');
    paragraphs.push(...review.points.map((p, i) => `${i + 1}. ${p.text}`));
  }
  if (alt.value != null) {
    const kept = review.comparables.filter((c) => c.kept).length;
    const feesOwed = alt.working.some((w) => w.label === 'Title and registration fees' && w.amount == null);
    const diff =
      alt.difference != null && settlement != null
        ? `, ${money(Math.abs(alt.difference))} ${alt.difference >= 0 ? 'more' : 'less'} than your settlement of ${money(settlement)}`
        : '';
    paragraphs.push(
      `On the ${kept} comparable ${kept === 1 ? 'vehicle' : 'vehicles'} in the table below, adjusted with your report's own adjustments where it gives them, the vehicle's actual cash value is ${money(alt.value)}. With sales tax of ${money(alt.salesTax)}${alt.fees ? ` and fees of ${money(alt.fees)}` : ''} it is ${money(alt.valueBeforeDeductible)} before the deductible of ${money(alt.deductible)}: ${money(alt.net)} is owed${diff}${feesOwed ? ', before the title and registration fees' : ''}. The working follows the table.`,
    );
  }
  paragraphs.push(...closing(content));
  const tables: LetterTable[] = [
    {
      title: 'Comparable vehicles',
      columns: ['#', 'Vehicle', 'Mileage', 'Distance', 'Price', 'Adjusted', 'Source'],
      // Numbered as the review and the points number them: a dropped comparable leaves its number out.
      rows: review.comparables
        .map((c, i) => ({ c, n: i + 1 }))
        .filter(({ c }) => c.kept)
        .map(({ c, n }) => [
          String(n),
          [c.year, c.make, c.model, c.trim].filter(Boolean).join(' '),
          c.mileage != null ? c.mileage.toLocaleString('en-US') : '—',
          c.distanceMiles != null ? `${Math.round(c.distanceMiles)} mi` : '—',
          money(c.price.value),
          c.adjustedPrice ? money(c.adjustedPrice.value) : '—',
          c.origin === 'user' ? (c.link ?? 'Found by the owner') : [c.dealer, c.source].filter(Boolean).join(', ') || 'Your report',
        ]),
    },
    {
      title: 'How the value was computed',
      columns: ['Step', 'Amount', 'How'],
      rows: alt.working.map((w) => [w.label, w.amount == null ? '—' : money(w.amount), w.how]),
    },
  ];
  return { kind: 'total-loss', addressee: addresseeOf(claim), subject: subjectOf(claim), paragraphs, tables, signature: signature(content) };
}

export function repairLetter(
  claim: LetterClaim,
  review: RepairReview,
  content: Content,
): Omit<DisputeLetter, 'id' | 'createdAt' | 'createdBy' | 'generatedParagraphs'> {
  const paragraphs = opening(
    claim,
    content,
    `your estimate of the cost to repair the vehicle${review.carrierTotal != null ? `, ${money(review.carrierTotal)}` : ''}`,
  );
  if (review.available) {
    paragraphs.push(
      `The repair estimate totals ${money(review.otherTotal)} against your ${money(review.carrierTotal)}, a difference of ${money(review.totalDifference)}. The differences are itemised below by category; hours are valued at each estimate's own rates.`,
    );
    if (review.omitted.length)
      paragraphs.push(
        `Your estimate omits ${review.omitted.length} ${review.omitted.length === 1 ? 'operation' : 'operations'} the repair requires: ${review.omitted.map((o) => o.description).join('; ')}.`,
      );
  }
  paragraphs.push(...closing(content));
  const tables: LetterTable[] = [
    {
      title: 'Differences by category',
      columns: ['Category', 'Your estimate', 'Repair estimate', 'Difference'],
      rows: [
        ...review.groups.map((g) => [g.label, money(g.carrierTotal), money(g.otherTotal), money(g.difference)]),
        ['Total', money(review.carrierTotal), money(review.otherTotal), money(review.totalDifference)],
      ],
    },
    {
      title: 'Itemised differences',
      columns: ['Category', 'Line', 'Your estimate', 'Repair estimate', 'Difference'],
      rows: review.groups.flatMap((g) => g.lines.map((l) => [g.label, l.description, sideText(l.carrier), sideText(l.other), money(l.difference)])),
    },
  ];
  return { kind: 'repair', addressee: addresseeOf(claim), subject: subjectOf(claim), paragraphs, tables, signature: signature(content) };
}

function sideText(s: { hours: number | null; amount: number | null; computed: boolean } | null): string {
  if (!s) return 'not listed';
  // A computed figure says how it was reached: the hours at that estimate's own rate.
  if (s.hours == null) return money(s.amount);
  return s.computed ? `${s.hours} h × rate = ${money(s.amount)}` : `${s.hours} h, ${money(s.amount)}`;
}

function addresseeOf(claim: LetterClaim): string[] {
  return claim.carrier ? [claim.carrier, 'Claims Department'] : ['Claims Department'];
}

export function buildLetter(kind: LetterKind, claim: LetterClaim, review: ValuationReview | RepairReview, content: Content) {
  return kind === 'total-loss' ? totalLossLetter(claim, review as ValuationReview, content) : repairLetter(claim, review as RepairReview, content);
}
