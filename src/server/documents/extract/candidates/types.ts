/**
 * A field candidate as a generator emits it: the field, the printed text, where it was found and how,
 * and no confidence of its own. The decide stage (decide.ts) reads it to the field's type, weighs its
 * features by the field spec and picks each field's value.
 */
import type { FieldName } from '../field-spec';

/**
 * How a candidate was found. A label with its value on its line ('inline'), in the next cell, under
 * it, under a heading row ('column'), run over to the next line ('wrap'); a VIN by its check digit; a
 * vehicle line ("2019 Honda Civic LX"); a sentence of a letter (the award's amount, the writer's own
 * estimate and its date, the assignee of benefits, the loss narrative, a claim or policy number in a
 * line, the date it gives the loss, an amount by its label's words, the signature); an insurer named in the text;
 * a letter's addressee; a role block; a phone under an owner's name; the letterhead; a signature naming
 * its side, and the company under it; the appraiser an insurer's letter names for its side.
 */
export const CUES = [
  'inline',
  'next-cell',
  'below',
  'column',
  'wrap',
  'vin-check-digit',
  'vehicle-line',
  'award-sentence',
  'own-estimate',
  'own-estimate-date',
  'assignee',
  'loss-sentence',
  'claim-in-line',
  'policy-in-line',
  'loss-date-sentence',
  'amount-sentence',
  'signature',
  'mention',
  'addressee',
  'role-block',
  'phone-below',
  'letterhead',
  'signed-appraiser',
  'signed-company',
  'named-appraiser',
] as const;
export type Cue = (typeof CUES)[number];

export type Features = {
  cue: Cue;
  /** The page's text is OCR's. */
  ocr: boolean;
  /** The label's rank among the field's preferred labels (0 the most specific); absent: not a preferred label. */
  labelRank?: number;
  /** A label that names the field only loosely ("Customer" for the insured, "Carrier" for the insurer). */
  weakLabel?: boolean;
  /** Printed after a comparables heading: a comparable's, not the subject's, vehicle. */
  inComparables?: boolean;
  /** A year-make-model value under some label (read as the vehicle's description). */
  describesVehicle?: boolean;
  /** The writer of an appraiser's letter, taken as the appraiser. */
  writerAsAppraiser?: boolean;
  /** A generator's own measure of its evidence (an insurer mention's strength), 0 to 1. */
  strength?: number;
};

/**
 * `raw`: the printed text, read to the field's type by decide; `rest`: the print after it on its line.
 * `typed`: the generator read the value by its type already (a VIN by its check digit, an amount out of
 * a sentence, an insurer's name): decide takes it as given.
 */
export type RawCandidate = { field: FieldName; raw: string; rest?: string; page: number; typed?: boolean; features: Features };
