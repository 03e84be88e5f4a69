/**
 * The decide stage's data: how much each way of finding a value is worth (its confidence on a text
 * layer and on OCR'd text, its priority in the ranking, the generator family the scorer knows it by),
 * the priority a role block's value takes by field, and the rules that raise or lower a label's
 * candidate (a preferred label, the first page, a heading row's column, a comparable's line, a weak
 * label). The field spec (field-spec.ts) gives each field's type and labels; the normalisers and
 * validators are normalise-field.ts; the packet's decision across documents (each kind's authority)
 * is decide-packet-spec.ts. Nothing here is tied to a vendor's wording.
 */
import type { Cue } from './candidates/types';
import type { FieldName } from './field-spec';
import { isInsurerName } from './insurer';
import type { Generator } from './scorer';

export type CueWeight = { gen: Generator; text: number; ocr: number; priority: number };

/** OCR'd text is trusted this much less than a text layer where a value is read from its label. */
const OCR_LABEL = 0.92;
/** A sentence or a pattern of a letter is read on text layers at `SENTENCE`, on OCR'd text at `SENTENCE_OCR`. */
const SENTENCE = 0.92;
const SENTENCE_OCR = 0.85;

export const CUE_WEIGHTS: Record<Cue, CueWeight> = {
  inline: { gen: 'label', text: 0.95, ocr: 0.95 * OCR_LABEL, priority: 0 },
  'next-cell': { gen: 'label', text: 0.94, ocr: 0.94 * OCR_LABEL, priority: 0 },
  below: { gen: 'below', text: 0.9, ocr: 0.9 * OCR_LABEL, priority: 0 },
  column: { gen: 'column', text: 0.9, ocr: 0.9 * OCR_LABEL, priority: 1 },
  wrap: { gen: 'below', text: 0.82, ocr: 0.82 * OCR_LABEL, priority: 0 },
  // A VIN whose check digit holds outranks any label's reading.
  'vin-check-digit': { gen: 'pattern', text: 0.97, ocr: 0.93, priority: 5 },
  'vehicle-line': { gen: 'pattern', text: SENTENCE, ocr: SENTENCE_OCR, priority: 1 },
  // An award's amount of loss and the writer's own estimate are what an appraiser's letter is about.
  'award-sentence': { gen: 'sentence', text: SENTENCE, ocr: SENTENCE_OCR, priority: 20 },
  'own-estimate': { gen: 'sentence', text: SENTENCE * 0.95, ocr: SENTENCE_OCR * 0.95, priority: 15 },
  'own-estimate-date': { gen: 'sentence', text: SENTENCE * 0.92, ocr: SENTENCE_OCR * 0.92, priority: 12 },
  assignee: { gen: 'sentence', text: SENTENCE * 0.9, ocr: SENTENCE_OCR * 0.9, priority: 0 },
  'loss-sentence': { gen: 'sentence', text: SENTENCE * 0.95, ocr: SENTENCE_OCR * 0.95, priority: 1 },
  'claim-in-line': { gen: 'pattern', text: SENTENCE * 0.9, ocr: SENTENCE_OCR * 0.9, priority: -1 },
  'policy-in-line': { gen: 'pattern', text: SENTENCE * 0.9, ocr: SENTENCE_OCR * 0.9, priority: -1 },
  // "the accident that occurred on May 2, 2026": a letter's sentence dating the loss, below any label.
  'loss-date-sentence': { gen: 'sentence', text: SENTENCE * 0.9, ocr: SENTENCE_OCR * 0.9, priority: -1 },
  // "the net settlement amount is $17,950.00": an amount a sentence names by a label's words, below any label.
  'amount-sentence': { gen: 'sentence', text: SENTENCE * 0.9, ocr: SENTENCE_OCR * 0.9, priority: -1 },
  signature: { gen: 'sentence', text: SENTENCE * 0.95, ocr: SENTENCE_OCR * 0.95, priority: 0 },
  // An insurer named in the text: the mention's own strength, below any label.
  mention: { gen: 'mention', text: 1, ocr: 0.92, priority: -1 },
  // Read from a letter's layout, not a label: kept below the confident band and below any label.
  addressee: { gen: 'sentence', text: 0.84, ocr: 0.78, priority: -2 },
  'role-block': { gen: 'block', text: 0.9, ocr: 0.82, priority: 0 },
  'phone-below': { gen: 'block', text: 0.88, ocr: 0.82, priority: 0 },
  letterhead: { gen: 'letterhead', text: 0.92, ocr: 0.84, priority: 3 },
  'signed-appraiser': { gen: 'sentence', text: 0.88, ocr: 0.8, priority: 1 },
  'signed-company': { gen: 'block', text: 0.88, ocr: 0.8, priority: 1 },
  // "… has selected Dana Whitfield of Cascade Appraisal Group as its appraiser": a sentence naming the role.
  'named-appraiser': { gen: 'sentence', text: 0.88, ocr: 0.8, priority: 1 },
};

/**
 * A role block's value by field: the appraiser's and the shop's blocks are their contacts (above a
 * label's unqualified reading), a location block read whole beats its first line, and an owner block's
 * name gives way to a labelled insured.
 */
export const BLOCK_PRIORITY: Partial<Record<FieldName, number>> = {
  insuredName: -1,
  appraiserName: 1,
  appraiserPhone: 1,
  appraiserEmail: 1,
  appraiserAddress: 1,
  repairShopName: 1,
  shopAddress: 1,
  shopPhone: 1,
  vehicleLocation: 2,
};

/** A label's candidate: a preferred label ranks by its specificity, the first page a little above the rest. */
export const LABEL_RANKS = { preferredTop: 10, firstPage: 1 } as const;
/** A comparable's vehicle value (after a comparables heading) ranks far below and is trusted less. */
export const COMPARABLE = { priority: -20, factor: 0.7 } as const;
/** A weak label's value is trusted less. */
export const WEAK_LABEL_FACTOR = 0.85;
/** A year-make-model value read under some label as the vehicle's description. */
export const DESCRIBES_VEHICLE_FACTOR = 0.95;
/** The writer of an appraiser's letter is the appraiser, below any labelled or signed appraiser. */
export const WRITER_AS_APPRAISER_PRIORITY = -5;

/** Under a weak label ("Prepared for", "Carrier") only a value the field's own test accepts is it. */
export const WEAK_LABEL_NEEDS: Partial<Record<FieldName, (value: string) => boolean>> = { insuranceCompany: isInsurerName };
