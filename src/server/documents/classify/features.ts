/**
 * Weak signals of who wrote a document and what it is. Each is a number in [0, 1]; none decides
 * alone: their weights are learned (scripts/train-classifier.ts) and stored in model.json. Names of
 * the firm (the loaded content, given as context) and of insurers (the lexicon data file) come from data, never from code.
 */
import { editDistance } from '../../../shared/read-values';
import { letterhead } from '../extract/cells';
import { INVOICE_VOCABULARY, TOTALS_VOCABULARY } from '../extract/vocabulary/totals';
import lexicon from '../lexicons/us-auto-insurers.json' with { type: 'json' };
import type { DocumentText } from '../text/types';
import { estimateAuthorEvidence, isShopOfRecord } from './estimate-author';

import type { DocumentKind } from '../../../shared/categories';

/** The kinds a text document can be (photos are told apart from images before any text is read). */
export const TEXT_KINDS: DocumentKind[] = ['carrier_estimate', 'shop_estimate', 'opposing_appraiser', 'firm_assignment', 'other'];

/** From the loaded content: the firm's name, and the insurer it works against (counted as an insurer like the lexicon's names). */
export type FeatureContext = { firmName: string; insurerName?: string };

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Insurer names match as printed (case-sensitive, whole words); generic words ("Casualty") in any case. */
const INSURER_NAME = new RegExp(`(?<![A-Za-z])(${lexicon.names.map(escapeRe).join('|')})(?![A-Za-z])`);
const INSURER_WORD = new RegExp(`\\b(${lexicon.genericWords.map(escapeRe).join('|')})\\b`, 'i');
export const namesInsurer = (s: string): boolean => INSURER_NAME.test(s) || INSURER_WORD.test(s);

const firmPattern = (firm: string) => new RegExp(`(?<![A-Za-z])${escapeRe(firm.trim()).replace(/\s+/g, '\\s+')}(?![A-Za-z])`, 'i');

/** Letters or digits of a word, lower case. */
const wordsOf = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9&]+/)
    .filter(Boolean);
/** The edits OCR may make in a word of this many letters: none in a short word, one in 5–8, two in 9–12. */
const ocrSlack = (letters: number) => Math.floor((letters - 1) / 4);

/**
 * Whether a line of `text` names `name` as OCR may read it: the name's words in a row, each within
 * `ocrSlack` edits ("NORITHGAIE AUTO APPRAISAL SERVICES" for a firm printed "Northgate Auto Appraisal
 * Services"). A name of one word must be read exactly (firmPattern).
 */
export function namesAsRead(text: string, name: string): boolean {
  const want = wordsOf(name);
  // One word a letter off is too weak a sign ("Frontier" is not "Frontera"): such a name is matched as printed.
  if (want.length < 2) return false;
  for (const line of text.split('\n')) {
    const got = wordsOf(line);
    for (let i = 0; i + want.length <= got.length; i++) {
      if (want.every((w, j) => editDistance(got[i + j] as string, w, ocrSlack(w.length)) <= ocrSlack(w.length))) return true;
    }
  }
  return false;
}

/** Vocabulary signals: name → pattern and where it is looked for. */
const VOCAB: Array<[string, 'head' | 'top' | 'all', RegExp]> = [
  ['head_appraisal', 'head', /apprais/i],
  [
    'head_shop',
    'head',
    /collision|auto ?body|body shop|body (&|and) paint|paint (&|and) body|repair (center|centre|shop)|\bgarage\b|auto repair|\bglass\b|coachworks|motors\b|automotive/i,
  ],
  // Any estimating system's print, whichever vendor: what is learned from one applies to the others.
  ['estimating_system', 'all', /\bCCC\b|CCC ONE|pathways|\bmitchell\b|ultramate|audatex|solera|qapter|estimating system|data version|database (date|version)/i],
  ['vendor_ccc', 'all', /\bCCC\b|CCC ONE|pathways/i],
  ['vendor_mitchell', 'all', /\bmitchell\b|ultramate|mitchell data/i],
  ['vendor_audatex', 'all', /audatex|solera|qapter|abs estimating/i],
  ['estimate_ops', 'all', /\b(oper|operation)\b|\b(R&I|Repl|Rpr|Refn|O\/H|Blnd|Subl)\b|part (number|no|#)|\bline\s+(oper|op)\b/i],
  ['labor_vocab', 'all', /labor (units|rate|hours)|(body|paint|refinish|frame|mech(anical)?) labor|paint materials|\bhrs\b/i],
  ['totals_vocab', 'all', TOTALS_VOCABULARY],
  ['deductible', 'all', /deductible/i],
  [
    'staff_appraiser',
    'all',
    /staff appraiser|damage assessed by|estimate of record|field appraiser|claims? (representative|office|adjuster)|total loss (department|unit)/i,
  ],
  [
    'appraisal_clause',
    'all',
    /invok(e|es|ing|ed) (the )?appraisal|appraisal (clause|provision|demand)|demand for appraisal|\bumpire\b|appraisal award|award (of|for) (the )?(amount of )?loss|amount of loss/i,
  ],
  ['aob', 'all', /assignment of (benefits|claim|proceeds)|direction to pay|\bAOB\b/i],
  [
    'independent_appraiser',
    'all',
    /independent apprais|appraiser'?s (estimate|appraisal|report)|licensed (independent )?appraiser|insured'?s appraiser|appraiser for the (insured|owner|policyholder)|retained (me|us|our firm)|our client/i,
  ],
  [
    'valuation',
    'all',
    /valuation|actual cash value|\bACV\b|comparable|market value|adjusted (vehicle )?value|settlement value|base value|condition adjustment/i,
  ],
  ['letter_open', 'all', /^\s*(dear|to whom it may concern)\b/im],
  ['letter_close', 'all', /\b(sincerely|respectfully|regards|thank you)\b/i],
  ['assignment_vocab', 'top', /assignment|assigned to|please (inspect|contact|schedule)|appraisal request|new assignment/i],
  ['repair_order', 'all', /repair order|\bRO ?#|work order|customer authori[sz]|authori[sz]ation to repair/i],
  ['invoice', 'top', INVOICE_VOCABULARY],
  ['supplement', 'top', /supplement/i],
  ['police', 'top', /crash report|accident report|police (department|report)|investigating officer|incident report|sheriff/i],
  ['vehicle_title', 'top', /certificate of title|title number|lienholder|odometer disclosure/i],
  ['towing', 'top', /\btow(ing)?\b.*(receipt|recovery|invoice)|hook-?up fee|towed from|storage fee/i],
  ['rental', 'top', /rental agreement|rent-?a-?car|replacement rental|\brenter\b|daily rate/i],
  [
    'payment',
    'top',
    /explanation of (payment|benefits)|(notice|confirmation|proof) of payment|payment (confirmation|notice|summary)|check (number|no\b)|\bpayee\b|payment amount|amount paid|(have|has) (issued|mailed|sent) (a |the |your )?(payment|check)/i,
  ],
  ['loss_notice', 'top', /loss notice|first notice of loss|\bACORD\b/i],
  ['title_estimate', 'top', /^\s*\S.{0,40}\b(estimate|appraisal of damage|damage appraisal|repair order|invoice)\b.{0,20}$/im],
  ['title_valuation', 'top', /^\s*\S.{0,30}\b(valuation|total loss)\b.{0,30}$/im],
  ['author_line', 'all', /(written by|estimator|prepared by|assessed by|appraised by|inspected by)\s*:?/i],
];

/** The carrier's own staff named as such (what "Estimate of Record" alone does not say). */
const STAFF_WORDS = /staff appraiser|damage assessed by|field appraiser|claims? (representative|office|adjuster)|total loss (department|unit)/i;

/** Names of every feature, in the order of the model's weights. */
export const FEATURE_NAMES: string[] = [
  'head_insurer',
  'top_insurer',
  'author_insurer',
  'head_firm',
  'top_firm',
  ...VOCAB.map(([n]) => n),
  'money_lines',
  'table_rows',
  'ocr',
  'little_text',
  'insurer_letter_no_estimate',
  'estimate_by_unknown_business',
];

const MONEY = /\$?\(?\d{1,3}(,\d{3})*\.\d{2}\)?/g;

/** Feature values of a document. */
export function documentFeatures(doc: DocumentText, ctx: FeatureContext): Record<string, number> {
  const first = doc.pages[0];
  const head = letterhead(first).join('\n');
  const top = (first?.lines ?? [])
    .slice(0, 30)
    .map((l) => l.text)
    .join('\n');
  const all = doc.pages.map((p) => p.text).join('\n');
  const where = { head, top, all };
  const f: Record<string, number> = {};
  const firmName = ctx.firmName.trim();
  const firm = firmName ? firmPattern(firmName) : null;
  const namesFirm = (s: string) => firm !== null && (firm.test(s) || namesAsRead(s, firmName));
  const insurer = ctx.insurerName?.trim() ? firmPattern(ctx.insurerName) : null;
  const isInsurer = (s: string) => namesInsurer(s) || Boolean(insurer?.test(s));
  f.head_firm = namesFirm(head) ? 1 : 0;
  f.top_firm = namesFirm(top) ? 1 : 0;
  // A letterhead naming the firm is not an insurer's even when it says "Appraisal Services".
  f.head_insurer = !f.head_firm && isInsurer(head) ? 1 : 0;
  f.top_insurer = isInsurer(top) ? 1 : 0;
  const author = [...all.matchAll(/(?:written by|estimator|appraiser|prepared by|assessed by)\s*:?\s*([^\n]{0,80})/gi)].map((m) => m[1]).join('\n');
  // An estimate written "For:" an insurer (an independent appraiser's print for the carrier) is the insurer's, whoever's letterhead it bears.
  const writtenFor = top.match(/^\s*(?:prepared |written )?for\s*:?\s*\n((?:[^\n]*\n?){1,3})/im)?.[1] ?? '';
  f.author_insurer = isInsurer(author) || isInsurer(writtenFor) ? 1 : 0;
  for (const [name, w, re] of VOCAB) f[name] = re.test(where[w]) ? 1 : 0;
  // "Estimate of Record" is printed by whoever wrote it: under a repair shop's letterhead, written by
  // someone who is not the insurer's, it is the shop's estimate on an insurer's claim (the insurer only pays).
  if (f.staff_appraiser && f.head_shop && !f.head_insurer && !f.author_insurer && !STAFF_WORDS.test(all)) f.staff_appraiser = 0;
  // The print's structure says who wrote it (estimate-author.ts): a facility's own estimate of record
  // has a repair facility's letterhead whatever its name says, whatever insurer its claim names.
  const authorEvidence = estimateAuthorEvidence(doc);
  if (!f.author_insurer && isShopOfRecord(authorEvidence)) {
    f.head_shop = 1;
    f.staff_appraiser = 0;
    // A letterhead with facility ids is a facility's, even where its town shares an insurer's name.
    if (authorEvidence.shop.includes('facility_ids')) f.head_insurer = 0;
    if (authorEvidence.shop.includes('repair_order_header')) f.repair_order = 1;
  }
  const lines = doc.pages.flatMap((p) => p.lines.map((l) => l.text));
  const moneyLines = lines.filter((l) => (l.match(MONEY) ?? []).length > 0).length;
  f.money_lines = Math.min(1, moneyLines / 15);
  // Line-item tables: rows with a money amount and at least three cells.
  f.table_rows = Math.min(1, lines.filter((l) => (l.match(MONEY) ?? []).length > 0 && l.trim().split(/\s{2,}/).length >= 3).length / 10);
  f.ocr = doc.pages.some((p) => p.ocr) ? 1 : 0;
  f.little_text = all.replace(/\s/g, '').length < 120 ? 1 : 0;
  const isEstimate = f.totals_vocab || f.estimate_ops || f.title_estimate || f.title_valuation;
  f.insurer_letter_no_estimate = f.head_insurer && !isEstimate && !f.head_appraisal ? 1 : 0;
  f.estimate_by_unknown_business = isEstimate && !f.head_insurer && !f.head_appraisal && !f.head_firm && !f.author_insurer ? 1 : 0;
  return f;
}

export function featureVector(doc: DocumentText, ctx: FeatureContext): number[] {
  const f = documentFeatures(doc, ctx);
  return FEATURE_NAMES.map((n) => f[n] ?? 0);
}
