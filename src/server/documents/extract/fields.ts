/**
 * extract: field values with confidence and page. The reader's two last stages: the generators
 * (candidates/) find candidates with their features, from labels, patterns, sentences, role blocks,
 * the letterhead and the appraiser a letter names; decide (decide.ts) reads each to its type, weighs it by the field spec and picks each
 * field's value. Which document kind wrote the text decides whose contact details a value is.
 */
import type { DocumentKind } from '../../../shared/categories';
import { mendVin } from '../../../shared/vin-mend';
import type { DocumentText } from '../text/types';
import { labelCandidates } from './candidates/labels';
import { namedAppraiserCandidates } from './candidates/named-appraiser';
import { patternCandidates } from './candidates/patterns';
import { addresseeCandidates, roleBlockCandidates, writerCandidates } from './candidates/roles';
import { withoutOtherParty } from './candidates/sections';
import type { RawCandidate } from './candidates/types';
import { type Candidate, decideFields, type ExtractedFields } from './decide';
import { scoreFields } from './scorer';

export { assignmentOfBenefits } from './candidates/sections';
export type { Candidate, ExtractedFields, FieldValue } from './decide';
export { undoubled } from './normalise-field';
export { ocrVins, readOcrVin } from '../../../shared/vin-mend';

/** A 17-character VIN as read, mended by the one VIN mender where the check digit proves one repair. */
export const repairVin = (raw: string): string => mendVin(raw).vin;

/** Every generator's candidates for a document, in a fixed order (the earlier wins a tie). */
export function generateCandidates(rawText: DocumentText, kind: DocumentKind): RawCandidate[] {
  const text = withoutOtherParty(rawText);
  const out: RawCandidate[] = [];
  labelCandidates(out, text, kind);
  patternCandidates(out, text);
  addresseeCandidates(out, text, kind);
  roleBlockCandidates(out, text);
  writerCandidates(out, text, kind);
  namedAppraiserCandidates(out, text, kind);
  return out;
}

/** Field values with confidences: the decided answers, each confidence the scorer's calibrated probability. */
export function extractFields(rawText: DocumentText, kind: DocumentKind): ExtractedFields {
  const { fields, cands } = readFieldCandidates(rawText, kind);
  scoreFields(fields, cands, rawText, kind);
  return fields;
}

/** The decided candidates and the answers with the decide stage's confidences (the scorer's inputs). */
export function readFieldCandidates(rawText: DocumentText, kind: DocumentKind): { fields: ExtractedFields; cands: Candidate[] } {
  return decideFields(generateCandidates(rawText, kind), withoutOtherParty(rawText), kind);
}
