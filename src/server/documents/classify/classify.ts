/**
 * classify: canonical kind + confidence from who wrote the document (letterhead, signature, "Written
 * by" lines) and what it is (title, structure) — not from names mentioned somewhere in the body.
 * Confidence is a softmax over evidence scores; its scale was set on the training half of the corpus
 * so that answers at or above 0.9 are right at least 97% of the time (bench:documents measures it).
 */
import type { DocumentKind } from '../../../shared/categories';
import { letterhead } from '../extract/cells';
import type { DocumentText } from '../text/types';

export type Classification = { kind: DocumentKind; confidence: number; reasons: string[] };
type Rule = { kind: DocumentKind; where: 'head' | 'top' | 'body'; re: RegExp; weight: number; why: string };

const INSURER = /\b(insurance|casualty|mutual|indemnity|assurance|progressive|state farm|geico|allstate|usaa|liberty mutual|farmers|nationwide|travelers|safeco|erie)\b/i;

const RULES: Rule[] = [
  // What it is: documents that are never estimates, whoever sent them.
  { kind: 'other', where: 'top', re: /certificate of title|title number|lienholder/i, weight: 6, why: 'vehicle title' },
  { kind: 'other', where: 'top', re: /crash report|accident report|police department|investigating officer|incident report/i, weight: 6, why: 'police report' },
  { kind: 'other', where: 'top', re: /\btow(ing)?\b.*(receipt|recovery|invoice)|hook-?up fee|towed from/i, weight: 6, why: 'towing receipt' },
  { kind: 'other', where: 'top', re: /rental agreement|rent-?a-?car|replacement rental|\brenter\b/i, weight: 6, why: 'rental receipt' },
  { kind: 'other', where: 'top', re: /explanation of (payment|benefits)|(notice|confirmation|proof) of payment|payment (confirmation|notice|summary)|check (number|no\b)|\bpayee\b|\bEOB\b|payment amount|amount paid|(have|has) (issued|mailed|sent) (a |the |your )?(payment|check)/i, weight: 7, why: 'payment proof' },
  { kind: 'other', where: 'top', re: /automobile loss notice|first notice of loss|\bACORD\b/i, weight: 6, why: 'loss notice' },
  // The firm's own assignment letter.
  { kind: 'firm_assignment', where: 'head', re: /\bfrontier\b/i, weight: 4, why: 'firm letterhead' },
  { kind: 'firm_assignment', where: 'top', re: /frontier (assignment|file)|appraisal assignment|assignment (letter|sheet)/i, weight: 4, why: 'assignment title' },
  // The other appraiser: letterhead of an appraisal firm, appraisal-clause language, AOB.
  { kind: 'opposing_appraiser', where: 'head', re: /apprais(al|er|ers)\b/i, weight: 4, why: 'appraisal firm letterhead' },
  { kind: 'opposing_appraiser', where: 'body', re: /invokes? (the )?appraisal|appraisal clause|demand for appraisal|\bumpire\b|appraisal award|assignment of benefits|insured'?s appraiser|independent apprais/i, weight: 4, why: 'appraisal language' },
  // The carrier: insurer letterhead, staff appraiser, estimate of record, valuation.
  { kind: 'carrier_estimate', where: 'head', re: INSURER, weight: 3, why: 'insurer letterhead' },
  { kind: 'carrier_estimate', where: 'top', re: /staff appraiser|claims office|estimate of record|total loss (department|unit)|valuation report|market valuation|actual cash value|vehicle damage appraisal/i, weight: 3, why: 'carrier estimate/valuation' },
  // The repair shop: shop letterhead, repair order, invoice.
  { kind: 'shop_estimate', where: 'head', re: /collision|auto ?body|body shop|body & paint|paint & body|autobody|repair center|\bgarage\b|auto repair/i, weight: 4, why: 'shop letterhead' },
  { kind: 'shop_estimate', where: 'top', re: /repair order|final invoice|estimate of repairs|\bRO ?#|customer authorizes|shop estimate|amount due/i, weight: 2, why: 'shop document' },
];

/** Estimate structure (line items, totals) tips ties between the three estimate writers. */
const ESTIMATE_STRUCTURE = /gross total|grand total|net total|total cost of repairs|\bOper\b|part number|labor/i;

const KINDS: DocumentKind[] = ['carrier_estimate', 'shop_estimate', 'opposing_appraiser', 'firm_assignment', 'other'];
/** Evidence a document must beat to be called anything but "other". */
const OTHER_PRIOR = 2;
const TEMPERATURE = 1.1;

export function classifyText(doc: DocumentText): Classification {
  const all = doc.pages.map((p) => p.text).join('\n');
  const chars = all.replace(/\s/g, '').length;
  if (chars < 40) return { kind: 'other', confidence: 0.6, reasons: ['little or no readable text'] };
  const head = letterhead(doc.pages[0]).join('\n');
  const top = (doc.pages[0]?.lines ?? []).slice(0, 30).map((l) => l.text).join('\n');
  const scores: Record<DocumentKind, number> = { carrier_estimate: 0, shop_estimate: 0, opposing_appraiser: 0, firm_assignment: 0, other: OTHER_PRIOR, photo: -99 };
  const reasons: string[] = [];
  for (const rule of RULES) {
    const where = rule.where === 'head' ? head : rule.where === 'top' ? top : all;
    if (rule.re.test(where)) {
      scores[rule.kind] += rule.weight;
      reasons.push(rule.why);
    }
  }
  // "Written by <name>, <insurer> Staff Appraiser" and similar author lines name the writer's company.
  const author = all.match(/(?:written by|estimator|appraiser|prepared by)\s*:?\s*([^\n]{0,80})/i)?.[1] ?? '';
  if (INSURER.test(author)) {
    scores.carrier_estimate += 2;
    reasons.push('written by the carrier');
  }
  if (ESTIMATE_STRUCTURE.test(all)) for (const k of ['carrier_estimate', 'shop_estimate', 'opposing_appraiser'] as const) if (scores[k] > 0) scores[k] += 1;
  weighWriter(scores, reasons, head, top, all);
  return pick(scores, reasons, doc.pages.some((p) => p.ocr));
}

/** A title-like line (short, not a sentence) that names an estimate, valuation or award. */
const ESTIMATE_TITLE = /\b(estimate|valuation|appraisal award|supplement|repair order|invoice)\b/i;

/**
 * Who wrote it, when the letterhead is known but the wording is not: an insurer's letter that is no
 * estimate (a reply to an appraisal demand, a status letter) is "other" even though it talks about
 * appraisal; an estimate on the letterhead of a business that is neither an insurer nor an appraiser
 * is the repair shop's, whatever it calls itself and whichever insurer it names.
 */
function weighWriter(scores: Record<DocumentKind, number>, reasons: string[], head: string, top: string, all: string) {
  if (!head.trim()) return;
  const insurerHead = INSURER.test(head);
  const appraiserHead = /apprais/i.test(head);
  const firmHead = /\bfrontier\b/i.test(head);
  const titles = top.split('\n').filter((l) => l.trim().length <= 60 && !/[.,]$/.test(l.trim()));
  const isEstimate = ESTIMATE_STRUCTURE.test(all) || titles.some((l) => ESTIMATE_TITLE.test(l));
  if (insurerHead && !appraiserHead && !isEstimate) {
    scores.other += 5;
    reasons.push("insurer's letter, not an estimate");
  }
  if (isEstimate && !insurerHead && !appraiserHead && !firmHead) {
    scores.shop_estimate += 3;
    reasons.push('estimate by a business that is neither insurer nor appraiser');
  }
}

function pick(scores: Record<DocumentKind, number>, reasons: string[], ocr: boolean): Classification {
  const exps = KINDS.map((k) => Math.exp(scores[k] / TEMPERATURE));
  const sum = exps.reduce((a, b) => a + b, 0);
  let best = 0;
  for (let i = 1; i < KINDS.length; i++) if ((exps[i] ?? 0) > (exps[best] ?? 0)) best = i;
  // OCR text can miss a word of evidence: the same margin is a little less certain.
  const confidence = ((exps[best] ?? 0) / sum) * (ocr ? 0.97 : 1);
  return { kind: KINDS[best] ?? 'other', confidence: Math.round(confidence * 1000) / 1000, reasons };
}
