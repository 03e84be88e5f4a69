/**
 * Candidates found without a label: VINs by their check digit, vehicle lines ("2019 Honda Civic LX"),
 * the sentences of letters (an award's amount, the writer's own estimate and its date, the assignee of
 * benefits, the loss narrative, a claim number inside a line, the loss's date, amounts by their labels'
 * words, the signature), insurers named in the text.
 */
import { moneyText, readDate, readMoney } from '../../../../shared/read-values';
import { computeVinCheckDigit, isNorthAmericanVin, lookupWmi } from '../../../../shared/vin';
import { ocrVins } from '../../../../shared/vin-mend';
import type { DocumentText } from '../../text/types';
import { isPersonName } from '../address-shape';
import { isOrgName } from '../blocks';
import { insurerMentions } from '../insurer';
import { parseVehicleDescription } from '../normalize';
import { amountsInSentences } from './amount-sentences';
import { assignee, comparablesStart } from './sections';
import type { Cue, RawCandidate } from './types';
import type { FieldName } from '../field-spec';
import { LOSS_DATE_WORDS } from '../vocabulary/claim';

export function patternCandidates(out: RawCandidate[], text: DocumentText): void {
  for (const page of text.pages) {
    const push = (field: FieldName, raw: string, cue: Cue, typed = true) =>
      out.push({ field, raw, page: page.pageNumber, typed, features: { cue, ocr: page.ocr } });
    const comparables = comparablesStart(page);
    // The subject vehicle is printed before any comparables: VINs and vehicle lines after them are not it.
    const subjectText = Number.isFinite(comparables)
      ? page.lines
          .slice(0, comparables)
          .map((l) => l.text)
          .join('\n')
      : page.text;
    if (page.ocr) for (const vin of ocrVins(subjectText)) push('vehicleVin', vin, 'vin-check-digit');
    else {
      for (const m of subjectText.toUpperCase().matchAll(/\b[A-Z0-9]{17}\b/g)) {
        const vin = m[0];
        if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) continue;
        if (!/\d/.test(vin) || !/[A-Z]/.test(vin)) continue;
        const checked = isNorthAmericanVin(vin) ? computeVinCheckDigit(vin) === vin[8] : lookupWmi(vin) !== null;
        if (checked) push('vehicleVin', vin, 'vin-check-digit');
      }
    }
    for (const line of page.lines.slice(0, Math.min(80, comparables))) {
      const t = line.text.trim();
      if (/^(19[5-9]\d|20[0-4]\d)\s+[A-Za-z]/.test(t)) {
        const v = parseVehicleDescription(t.split(/\s{2,}/)[0] ?? t);
        if (v) push('vehicleDescription', t.split(/\s{2,}/)[0] ?? t, 'vehicle-line');
      }
    }
    const flat = page.text.replace(/\s+/g, ' ');
    const amount = flat.match(
      /(?:our estimate of the amount of loss is|amount of loss is set at|amount of loss is|appraised the loss at)\s+\$?\s?([\d,]+\.\d{2})/i,
    );
    const awarded = amount ? readMoney(amount[1] as string) : null;
    if (awarded) push('grossTotal', moneyText(awarded.cents), 'award-sentence');
    letterEstimate(flat, push);
    // An assignment of benefits names the repair facility it assigns to and the insurer is to pay.
    const to = assignee(flat);
    // A business by its name's words, or one whose sentence is about the repair and whose name is not a person's.
    const business = to && (isOrgName(to.name) || to.tradeName || (to.side === 'shop' && !isPersonName(to.name, isOrgName)));
    if (to && business && to.side !== 'appraiser') push('repairShopName', to.name, 'assignee', false);
    const loss = flat.match(/(?:loss description|description of (?:loss|accident)|narrative)\s*:\s*([^.]{10,200}\.)/i);
    if (loss) push('lossDescription', loss[1]!.trim(), 'loss-sentence');
    // "Insurance Billing: Keystone  Claim 0887-5101-10", "policy number NHA5521093 was cancelled": a claim
    // or policy number inside a line, after its word.
    const claim = flat.match(numberAfter('claim'));
    if (claim) push('claimNumber', claim[1]!, 'claim-in-line');
    // A policy number is read within its line: a label row's "Policy Number" ends its line over another column's value.
    const policy = page.lines.map((l) => l.text.match(numberAfter('policy'))).find(Boolean);
    if (policy) push('policyNumber', policy[1]!, 'policy-in-line');
    for (const a of amountsInSentences(flat)) push(a.field, a.raw, 'amount-sentence');
    const lossDate = lossDateInSentence(flat);
    if (lossDate) push('dateOfLoss', lossDate, 'loss-date-sentence');
    const signed = page.text.match(/(?:Sincerely|Respectfully|Regards),?\s*\n\s*([A-Z][a-z]+(?: [A-Z]\.?)? [A-Z][A-Za-z'-]+)\s*\n/);
    if (signed) push('writer', signed[1]!, 'signature');
  }
  // Insurers named in the first two pages' text.
  for (const page of text.pages.slice(0, 2))
    for (const m of insurerMentions(page.lines.map((l) => l.text)))
      out.push({
        field: 'insuranceCompany',
        raw: m.value,
        page: page.pageNumber,
        typed: true,
        features: { cue: 'mention', ocr: page.ocr, strength: m.confidence },
      });
}

/** A number printed after its word ("claim", "policy"), a "No.", "number" or "#" between: five characters or more, a digit among them. */
const numberAfter = (word: string) => new RegExp(String.raw`\b${word}\s*(?:no\.?|number|#)?\s*:?\s*((?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{4,30})\b`, 'i');

/** A date as letters print it in a sentence: "May 2, 2026", "05/02/2026", "2026-05-02". */
const DATE = String.raw`((?:[A-Z][a-z]{2,8}\.? \d{1,2}(?:st|nd|rd|th)?,? \d{4})|\d{1,2}[/-]\d{1,2}[/-]\d{2,4}|\d{4}-\d{2}-\d{2})`;
const EVENT = LOSS_DATE_WORDS.event.filter((w) => w !== 'damage').join('|');
/**
 * A letter's sentence dating the loss: "the loss that occurred on February 14, 2026", "the accident on
 * 02/14/2026", "date of loss of …", "On February 14, 2026, your vehicle was involved in a collision". The
 * day the loss was reported or noticed is not it.
 */
const LOSS_ON = new RegExp(
  String.raw`\b(?:(?:date of (?:the )?(?:${EVENT})\b\s*(?:of|on|was|is|,)?)|(?<!(?:(?:notice|report|notified) of|reported) (?:the |your |this )?)(?:${EVENT})\s+(?:(?:that|which) (?:occurred|happened) |occurring )?(?:on|of|dated))\s+` +
    DATE,
  'i',
);
const ON_DATE_VEHICLE = new RegExp(
  String.raw`\bOn\s+` + DATE + String.raw`,?\s+(?:your|the|our insured'?s?|a)\s+(?:\w+\s+)?(?:vehicle|car|truck)\s+(?:was|were)\b`,
  'i',
);
function lossDateInSentence(flat: string): string | null {
  const m = flat.match(LOSS_ON) ?? flat.match(ON_DATE_VEHICLE);
  return m ? readDate(m[1] ?? '') : null;
}

/**
 * Demand letters, award letters and appraisers' estimates state the appraiser's own figure and its
 * date in a sentence: "my estimate, dated May 2, 2026, totals $7,945.10", "the award ... in the
 * amount of $X". Only the writer's own estimate ("our", "my", "the enclosed", the award) counts, not
 * the carrier's figure the letter disputes.
 */
function letterEstimate(flat: string, push: (field: FieldName, raw: string, cue: Cue) => void) {
  const MONEY = String.raw`\$\s?([\d,]+\.\d{2})`;
  const own = new RegExp(
    String.raw`\b(?:our|my|the (?:enclosed|attached)|this) (?:(?:independent|repair|appraisal|damage) )?(?:estimate|appraisal)\b[^.$]{0,80}?` + MONEY,
    'i',
  );
  const award = new RegExp(String.raw`\b(?:award|amount of loss)\b[^.$]{0,80}?` + MONEY, 'i');
  const m = flat.match(own) ?? flat.match(award);
  const money = m ? readMoney(m[1] ?? '') : null;
  if (money) push('estimateAmount', moneyText(money.cents), 'own-estimate');
  const dated = flat.match(
    new RegExp(
      String.raw`\b(?:our|my|the (?:enclosed|attached)|this) (?:(?:independent|repair|appraisal|damage) )?(?:estimate|appraisal)\b[^.]{0,40}?\b(?:dated|of|written on|prepared on|completed on|on)\s+` +
        DATE,
      'i',
    ),
  );
  const date = dated ? readDate(dated[1] ?? '') : null;
  if (date) push('estimateDate', date, 'own-estimate-date');
}
