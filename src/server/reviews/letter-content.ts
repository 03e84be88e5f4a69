/**
 * The appraisal dispute letter's content, generated from the claim, its particulars and its review.
 * Paragraphs are what the person may edit; the tables, the particulars and the signature and
 * authorization block are generated and stay as they are. English only: the letter goes to the carrier.
 * Only points in the claimant's favour are put to the carrier, and the letter's figures are the
 * review's alternative value, in which every disputed item is already left out.
 */
import type { DisputeLetter, LetterDetails, LetterKind, LetterTable, RepairReview, ValuationReview } from '../../shared/contracts/reviews.js';
import type { Content } from '../../shared/content.js';
import { formatMoney } from '../../shared/format.js';
import { questionOf } from './letter-questions.js';
import { normalCase } from './normal-case.js';
import { repairItems } from './repair-items.js';
import { trimWords } from './vehicle-words.js';

export interface LetterClaim {
  details: LetterDetails;
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

const money = (n: number | null | undefined) => formatMoney(n ?? null);
/** "2024-08-08" → "August 8, 2024"; anything else as it is. */
export function dateInWords(iso: string | null): string | null {
  const m = iso?.match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (!m) return iso;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

const insuredOf = (claim: LetterClaim) => claim.details.insuredName?.trim() || 'the insured';

/** The "Re:" block, one particular a line; a particular not known is left out, never printed as missing. */
function subjectOf(claim: LetterClaim, kind: LetterKind): string {
  const d = claim.details;
  const vehicle = [claim.vehicle, claim.vin && `VIN ${claim.vin}`].filter(Boolean).join(', ');
  return [
    d.insuredName && `Insured and owner: ${d.insuredName}${d.ownerAddress ? `, ${d.ownerAddress}` : ''}`,
    d.claimNumber && `Claim number: ${d.claimNumber}`,
    d.policyNumber && `Policy number: ${d.policyNumber}`,
    d.reportNumber && `${kind === 'total-loss' ? 'Valuation report' : 'Estimate'} number: ${d.reportNumber}`,
    vehicle && `Vehicle: ${vehicle}`,
    claim.dateOfLoss && `Date of loss: ${dateInWords(claim.dateOfLoss)}`,
  ]
    .filter(Boolean)
    .join('\n');
}

function addresseeOf(claim: LetterClaim): string[] {
  const carrier = claim.carrier ? normalCase(claim.carrier) : null;
  const office = claim.details.claimOffice?.split(/\s*[\n;]\s*/).filter(Boolean) ?? [];
  return [claim.details.adjuster ? `Attn: ${claim.details.adjuster}` : null, carrier, 'Claims Department', ...office].filter((x): x is string => !!x);
}

function salutation(claim: LetterClaim): string {
  const adjuster = claim.details.adjuster?.trim();
  return adjuster ? `Dear ${adjuster}:` : 'Dear Claims Department:';
}

/** The policy's appraisal provision, cited in general terms by the policy's number (its text is never invented). */
export const provisionOf = (claim: LetterClaim): string =>
  claim.details.policyNumber ? `the Appraisal provision of policy ${claim.details.policyNumber}` : 'the Appraisal provision of the policy';

/** The appraisal paragraph: the firm's wording, naming its appraiser and the days the carrier has to name its own. */
function appraisalParagraphs(claim: LetterClaim, content: Content): string[] {
  const appraiser = firmAppraiser(content);
  const named = appraiser ? `${appraiser.name}${appraiser.role ? `, ${appraiser.role},` : ''}` : content.letter.signatory.name;
  const fill = (s: string) =>
    s
      .replaceAll('{insured}', insuredOf(claim))
      .replaceAll('{firm}', content.firmName)
      .replaceAll('{appraiser}', named)
      .replaceAll('{days}', String(content.letter.appraiserDays))
      .replaceAll('{provision}', provisionOf(claim));
  const contact = appraiser ? [appraiser.phone, appraiser.email].filter(Boolean).join(' or ') : '';
  return [
    fill(content.letter.appraisalWording),
    `${contact ? `Your appraiser may reach ${appraiser?.name} at ${contact}. ` : ''}Please keep the vehicle and every record of this loss until the appraisal is complete.`,
    'Sincerely,',
  ];
}

function signature(claim: LetterClaim, content: Content): string[] {
  const s = content.letter.signatory;
  return [
    '______________________________',
    [s.name, s.title].filter(Boolean).join(', '),
    content.firmName,
    '',
    'Authorization of the insured',
    `I, ${insuredOf(claim)}, authorize ${content.firmName} to act for me in the appraisal of this loss.`,
    '______________________________          Date: ______________',
    `${insuredOf(claim)}, insured`,
  ];
}

type LetterBody = Omit<DisputeLetter, 'id' | 'createdAt' | 'createdBy' | 'generatedParagraphs' | 'missing' | 'version'>;

/** One spelling for one trim: comparables whose trims read as the same words print the first spelling met. */
function trimSpeller(): (trim: string | null, model: string | null) => string | null {
  const seen = new Map<string, string>();
  return (trim, model) => {
    if (!trim) return null;
    const key = trimWords(trim, model) || trim.toLowerCase();
    if (!seen.has(key)) seen.set(key, trim);
    return seen.get(key) ?? trim;
  };
}

export function totalLossLetter(claim: LetterClaim, review: ValuationReview, content: Content): LetterBody {
  const alt = review.alternativeValue;
  const settlement = alt.carrierSettlement ?? review.settlement?.value ?? null;
  const vehicle = claim.vehicle ? `the ${claim.vehicle}` : 'the vehicle';
  const paragraphs = [
    salutation(claim),
    `${content.firmName} represents ${insuredOf(claim)}, the owner of ${vehicle}, in the claim above${claim.dateOfLoss ? ` for the loss of ${dateInWords(claim.dateOfLoss)}` : ''}. ${insuredOf(claim)} does not agree with your valuation of the vehicle${settlement != null ? ` or with your settlement of ${money(settlement)}` : ''}.`,
  ];
  const applied = review.points.filter((p) => p.status === 'applied');
  const information = review.points.filter((p) => p.status === 'information');
  if (applied.length) {
    paragraphs.push('Your valuation report is disputed on these points:');
    // A reason to leave out a comparable the comparables point already leaves out adds nothing of its
    // own: its figure is that point's, and printing it twice would read as counted twice.
    const comparablesAt = applied.findIndex((p) => p.id === 'comparables');
    const leftOut = new Set(review.comparables.filter((c) => !c.kept).map((c) => c.id));
    applied.forEach((p, i) => {
      const n = /^comparable-(\d+)-/.exec(p.id)?.[1];
      const reason = comparablesAt >= 0 && n !== undefined && leftOut.has(`doc-${n}`);
      const effect = reason
        ? ` This is a reason Comparable ${n} is left out in point ${comparablesAt + 1}; its effect is counted there.`
        : p.change
          ? ` This point adds ${money(p.change)} to the amount owed.`
          : '';
      paragraphs.push(`${i + 1}. ${p.text}${effect}`);
    });
  }
  if (alt.net != null && alt.difference != null && settlement != null) {
    paragraphs.push(
      `Correcting only ${applied.length === 1 ? 'this point' : 'these points'}, and otherwise following your report's own method and figures, the vehicle's actual cash value is ${money(alt.value)}. With sales tax of ${money(alt.salesTax)}${alt.fees ? ` and fees of ${money(alt.fees)}` : ''}${alt.deductible ? `, less the deductible of ${money(alt.deductible)}` : ''}, ${money(alt.net)} is owed: ${money(alt.difference)} more than your settlement of ${money(settlement)}. The working, line by line, follows this letter.`,
    );
  }
  // A point with no figure is no demand: it is asked, and the letter's figures leave it out.
  if (information.length) {
    paragraphs.push(`Please ${applied.length ? 'also ' : ''}answer these questions; they are not counted in the figures above:`);
    information.forEach((p, i) => {
      paragraphs.push(`${applied.length + i + 1}. ${questionOf(p)}`);
    });
  }
  paragraphs.push(...appraisalParagraphs(claim, content));
  const spell = trimSpeller();
  const tables: LetterTable[] = [
    {
      title: 'Comparable vehicles used in the working',
      columns: ['#', 'Vehicle', 'Mileage', 'Distance', 'Price', 'Adjusted', 'Source'],
      // Numbered as the review and the points number them: a dropped comparable leaves its number out.
      rows: review.comparables
        .map((c, i) => ({ c, n: i + 1 }))
        .filter(({ c }) => c.kept)
        .map(({ c, n }) => [
          String(n),
          // A trim as the report prints it (its codes: XLE, SR5), one spelling for the table.
          [c.year, c.make, normalCase(c.model), spell(c.trim, c.model)].filter(Boolean).join(' '),
          c.mileage != null ? c.mileage.toLocaleString('en-US') : '—',
          c.distanceMiles != null ? `${Math.round(c.distanceMiles)} mi` : '—',
          money(c.price.value),
          c.adjustedPrice ? money(c.adjustedPrice.value) : '—',
          c.origin === 'user' ? (c.link ?? 'Found by the owner') : [normalCase(c.dealer), c.source].filter(Boolean).join(', ') || 'Your report',
        ]),
    },
    {
      title: 'How the amount owed was computed',
      columns: ['Step', 'Amount', 'How'],
      rows: alt.working.map((w) => [w.label, w.amount == null ? '—' : money(w.amount), w.how]),
    },
  ];
  return {
    kind: 'total-loss',
    addressee: addresseeOf(claim),
    subject: subjectOf(claim, 'total-loss'),
    paragraphs,
    tables,
    signature: signature(claim, content),
    letterhead: content.letter.letterhead,
    details: claim.details,
  };
}

export function repairLetter(claim: LetterClaim, review: RepairReview, content: Content): LetterBody {
  const items = repairItems(review);
  const paragraphs = [
    salutation(claim),
    `${content.firmName} represents ${insuredOf(claim)}, the owner of ${claim.vehicle ? `the ${claim.vehicle}` : 'the vehicle'}, in the claim above${claim.dateOfLoss ? ` for the loss of ${dateInWords(claim.dateOfLoss)}` : ''}. ${insuredOf(claim)} does not agree with your estimate of the cost to repair the vehicle${review.carrierTotal != null ? `, ${money(review.carrierTotal)}` : ''}.`,
    `The repair estimate totals ${money(review.otherTotal)} against your ${money(review.carrierTotal)}: ${money(review.totalDifference)} more. The differences in hours, parts and operations are itemised below by category.`,
  ];
  if (items.rates.length)
    paragraphs.push(
      `The two estimates value labor at different hourly rates. The rate is argued once, on the hours your estimate itself allows on the lines both estimates list: ${items.rates.map((r) => r.text).join('; ')}.`,
    );
  if (items.against.count)
    paragraphs.push(
      `The net difference allows for ${items.against.count} ${items.against.count === 1 ? 'item' : 'items'} where your estimate's figure is higher (${money(-items.against.total)} in all); ${items.against.count === 1 ? 'it is' : 'they are'} not disputed.`,
    );
  if (review.omitted.length)
    paragraphs.push(
      `Your estimate omits ${review.omitted.length} ${review.omitted.length === 1 ? 'operation' : 'operations'} the repair requires: ${review.omitted.map((o) => o.description).join('; ')}.`,
    );
  paragraphs.push(...appraisalParagraphs(claim, content));
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
      rows: items.lines.map((l) => [l.category, l.description, l.carrier, l.other, l.how]),
    },
  ];
  return {
    kind: 'repair',
    addressee: addresseeOf(claim),
    subject: subjectOf(claim, 'repair'),
    paragraphs,
    tables,
    signature: signature(claim, content),
    letterhead: content.letter.letterhead,
    details: claim.details,
  };
}

export function buildLetter(kind: LetterKind, claim: LetterClaim, review: ValuationReview | RepairReview, content: Content): LetterBody {
  return kind === 'total-loss' ? totalLossLetter(claim, review as ValuationReview, content) : repairLetter(claim, review as RepairReview, content);
}
