/**
 * The reviews of a claim the caller may read: loading the valuation and the estimate comparison it
 * rests on, storing the owner's choices, and storing and printing letter versions.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Content } from '../../shared/content.js';
import type { Locale } from '../../shared/locale.js';
import type { VinLookup } from '../../shared/contracts/misc.js';
import {
  type DisputeLetter,
  LETTER_DETAIL_LABELS,
  LETTER_DETAILS,
  type LetterDetails,
  type LetterKind,
  type OtherReading,
  REQUIRED_LETTER_DETAILS,
  type RepairReview,
  type ValuationChoices,
  ValuationChoicesSchema,
  type ValuationReview,
} from '../../shared/contracts/reviews.js';
import { type Valuation, ValuationSchema } from '../../shared/contracts/valuation.js';
import { EstimateComparisonSchema } from '../../shared/estimate-comparison.js';
import { readNumber } from '../../shared/read-values.js';
import type { SessionUser } from '../auth/session.js';
import { STAFF_DISPLAY_NAME } from '../claims/claim-view.js';
import type { Db } from '../db/client.js';
import type { ClaimRow, DisputeLetterRow } from '../db/schema.js';
import { AppError } from '../errors.js';
import { otherVehicleFileIds } from '../estimates/claim-comparison.js';
import { decodeVin } from '../vin/vin-decoder.js';
import { buildLetter, type LetterClaim } from './letter-content.js';
import { drawLetter } from './letter-draw.js';
import { LETTER_CONTENT_TYPES, type LetterFiles, type LetterVersionRef } from './letter-files.js';
import { letterFileName, printableLetter } from './letter-print.js';
import { buildRepairReview } from './repair-review.js';
import {
  findDisputeLetter,
  findValuationChoices,
  insertDisputeLetter,
  listClaimFileAnalyses,
  listClaimFileTexts,
  listDisputeLetters,
  saveValuationChoices,
} from './reviews.queries.js';
import { letterParticulars } from './letter-particulars.js';
import { changedParticulars, replaceParticulars } from '../../shared/letter-particulars.js';
import { normalizeCategory } from '../../shared/categories.js';
import { reviewText } from './review-text.js';
import { stateCodeOf } from './state-figures.js';
import { buildValuationReview } from './valuation-review.js';

export type ReviewDeps = { db: Db; content: Content; log: FastifyBaseLogger; letters?: LetterFiles };

const record = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

/**
 * The analyses of the claim's files that count: a file of another vehicle is left out until a person
 * confirms it belongs (one vehicle per claim; estimates/claim-comparison.ts decides which).
 */
async function claimAnalyses(db: Db, claim: ClaimRow) {
  const other = await otherVehicleFileIds(db, claim.id);
  const rows = await listClaimFileAnalyses(db, { claimId: claim.id });
  return { rows: rows.filter((r) => !other.has(r.fileId)), otherVehicle: rows.some((r) => other.has(r.fileId)) };
}

/**
 * The claim's valuation report: the first of its files whose analysis carries one, else the merged
 * analysis' (only when no file of another vehicle was left out: the merge may hold that file's report).
 */
async function findValuation(db: Db, claim: ClaimRow): Promise<{ valuation: Valuation; file: string | null } | null> {
  const { rows, otherVehicle } = await claimAnalyses(db, claim);
  for (const row of rows) {
    const parsed = ValuationSchema.safeParse(row.valuation);
    if (parsed.success) return { valuation: parsed.data, file: row.fileName };
  }
  if (otherVehicle) return null;
  const merged = ValuationSchema.safeParse(record(claim.analysisResult)?.valuation);
  return merged.success ? { valuation: merged.data, file: null } : null;
}

/** The insurer a file's fields name: a plain value (merged claim data) or a read value `{ value, confidence, page }`. */
const carrierIn = (fields: Record<string, unknown> | null): string | null => {
  const raw = fields?.insuranceCompany ?? fields?.insurer;
  const v = typeof raw === 'string' ? raw : record(raw)?.value;
  return typeof v === 'string' && v.trim() ? v.trim() : null;
};

/** The carrier named in the claim's documents, else the one the claim states. */
async function carrierOf(db: Db, claim: ClaimRow): Promise<string | null> {
  for (const row of (await claimAnalyses(db, claim)).rows) {
    const named = carrierIn(record(row.fields));
    if (named) return named;
  }
  return carrierIn(record(record(claim.analysisResult)?.claimData)) ?? (claim.insuranceCompany?.trim() || null);
}

async function decodeQuietly(vin: string | null, log: FastifyBaseLogger): Promise<VinLookup | null> {
  if (!vin) return null;
  try {
    const answer = await decodeVin(vin);
    return answer.ok ? answer.vehicle : null;
  } catch (err) {
    log.warn({ err: (err as Error).message }, 'VIN decoder unavailable for the valuation review');
    return null;
  }
}

/**
 * The review as the reader sees it; `locale` is the reader's language for its sentences (English
 * when absent: staff, and the letter that quotes it to the carrier).
 */
export async function loadValuationReview(
  deps: ReviewDeps,
  claim: ClaimRow,
  choicesOverride?: ValuationChoices,
  locale?: Locale,
  /** For the letter: the report is cited as "your report", not by the name the file was uploaded under. */
  forLetter = false,
): Promise<ValuationReview> {
  const found = await findValuation(deps.db, claim);
  const stored = choicesOverride ?? (await findValuationChoices(deps.db, { claimId: claim.id }));
  const choices = stored ? ValuationChoicesSchema.safeParse(stored) : null;
  const vin = claim.vehicleVin || found?.valuation.lossVehicle.vin?.value || null;
  return buildValuationReview({
    referenceNumber: claim.referenceNumber,
    valuation: found?.valuation ?? null,
    file: forLetter && found ? 'your report' : (found?.file ?? null),
    claim: {
      year: claim.vehicleYear,
      make: claim.vehicleMake,
      model: claim.vehicleModel,
      trim: claim.vehicleTrim,
      vin: claim.vehicleVin,
      deductible: claim.deductibleAmount ? readNumber(claim.deductibleAmount) : null,
    },
    vin: await decodeQuietly(vin, deps.log),
    choices: choices?.success ? choices.data : null,
    stateCode: stateCodeOf(claim.clientState, claim.vehicleLocation, claim.clientAddress),
    t: reviewText(locale),
    fees: deps.content.letter,
  });
}

export async function saveValuationReview(
  deps: ReviewDeps,
  claim: ClaimRow,
  choices: ValuationChoices,
  user: SessionUser,
  locale?: Locale,
): Promise<ValuationReview> {
  const found = await findValuation(deps.db, claim);
  if (!found) throw new AppError('conflict', 'This claim has no valuation report to review. Add the carrier’s valuation report to the claim first.');
  const known = new Set(found.valuation.comparables.map((_, i) => `doc-${i + 1}`));
  const unknown = choices.keptComparableIds.filter((id) => !known.has(id));
  if (unknown.length) throw new AppError('validation', `These comparables are not in the report: ${unknown.join(', ')}.`);
  await saveValuationChoices(deps.db, { claimId: claim.id, choices, userId: user.id });
  deps.log.info({ claimId: claim.id, kept: choices.keptComparableIds.length, added: choices.addedComparables.length }, 'valuation review choices stored');
  return loadValuationReview(deps, claim, choices, locale);
}

export function loadRepairReview(claim: ClaimRow, content: Content): RepairReview {
  const parsed = claim.estimateComparison ? EstimateComparisonSchema.safeParse(claim.estimateComparison) : null;
  return buildRepairReview(claim.referenceNumber, parsed?.success ? parsed.data : null, content.letter);
}

/** The letter's particulars: the claim's, else the first document's that names them; the person's over both. */
async function letterClaim(deps: ReviewDeps, claim: ClaimRow, entered: LetterDetails = {}): Promise<LetterClaim & { otherReadings: OtherReading[] }> {
  const rows = (await claimAnalyses(deps.db, claim)).rows;
  // The carrier's documents print its report number, its adjuster and its claim office.
  // A file may have several analyses (newest first): its text is the newest one that has any.
  const texts = new Map<string, string>();
  for (const r of await listClaimFileTexts(deps.db, { claimId: claim.id })) if (r.text && !texts.has(r.fileId)) texts.set(r.fileId, r.text);
  const vehicle = [claim.vehicleYear, claim.vehicleMake, claim.vehicleModel, claim.vehicleTrim].filter(Boolean).join(' ') || null;
  const cityLine = [claim.clientCity, [claim.clientState, claim.clientZip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const { read, otherReadings } = letterParticulars({
    claim: {
      claimNumber: claim.claimNumber,
      policyNumber: claim.policyNumber,
      insuredName: claim.insuredName,
      ownerAddress: [claim.clientAddress, cityLine].filter(Boolean).join(', ') || null,
    },
    files: rows.map((r) => {
      const carrier = normalizeCategory(r.category) === 'carrier_estimate';
      return { fields: record(r.fields), carrier, text: carrier ? texts.get(r.fileId) : null };
    }),
  });
  const details: LetterDetails = {};
  for (const key of LETTER_DETAILS) {
    const value = entered[key]?.trim() || read[key]?.trim();
    if (value) details[key] = value;
  }
  return {
    details,
    dateOfLoss: claim.dateOfLoss,
    vehicle,
    vin: claim.vehicleVin,
    carrier: await carrierOf(deps.db, claim),
    // A reading the person has already taken is no longer another.
    otherReadings: otherReadings.filter((o) => details[o.field] !== o.value),
  };
}

const NOT_ABOVE = {
  'total-loss':
    'On what the report shows, the carrier’s figure holds: the alternative value is not above the carrier’s settlement, so no demand letter is made. Dispute a point or change the comparables in the review first.',
  repair: 'The repair estimate is not above the carrier’s estimate, so no demand letter is made.',
};

/**
 * The letter as generated now, not stored: what the editor starts from. Refused (422) while the
 * alternative is not above the carrier's figure: a demand letter never argues against the claimant.
 */
export async function draftLetter(deps: ReviewDeps, claim: ClaimRow, kind: LetterKind, entered?: LetterDetails): Promise<DisputeLetter> {
  const review = kind === 'total-loss' ? await loadValuationReview(deps, claim, undefined, undefined, true) : loadRepairReview(claim, deps.content);
  if (!review.available) {
    throw new AppError(
      'conflict',
      kind === 'total-loss'
        ? 'A total-loss letter needs the carrier’s valuation report on the claim.'
        : 'A repair letter needs both estimates on the claim: the carrier’s and the shop’s or appraiser’s.',
    );
  }
  if (!review.letterAllowed) throw new AppError('unprocessable', NOT_ABOVE[kind]);
  const letterClaimed = await letterClaim(deps, claim, entered);
  const letter = buildLetter(kind, letterClaimed, review, deps.content);
  const missing = REQUIRED_LETTER_DETAILS.filter((k) => !letterClaimed.details[k]);
  const { otherReadings } = letterClaimed;
  return { ...letter, id: null, generatedParagraphs: letter.paragraphs, missing, otherReadings, version: null, createdAt: null, createdBy: null };
}

function letterOf(row: DisputeLetterRow, version: number | null): DisputeLetter {
  // Letters stored before the particulars were kept have neither.
  const stored = row.letter as unknown as Partial<DisputeLetter> &
    Pick<DisputeLetter, 'kind' | 'addressee' | 'subject' | 'paragraphs' | 'generatedParagraphs' | 'tables' | 'signature'>;
  return {
    ...stored,
    letterhead: stored.letterhead ?? [],
    details: stored.details ?? {},
    missing: [],
    version,
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByName,
  };
}

/**
 * The person's paragraphs with the particulars they entered: a paragraph they did not edit (as generated
 * from the particulars read, or from those entered, as the editor shows it) is the one generated from the
 * entered particulars; in one they edited, each particular the documents gave and the person changed is
 * replaced by the person's (an insured's name, the adjuster of the salutation), as the editor's preview does.
 */
async function withParticulars(deps: ReviewDeps, claim: ClaimRow, kind: LetterKind, edited: string[], entered: DisputeLetter): Promise<string[]> {
  const asRead = await draftLetter(deps, claim, kind);
  const changes = changedParticulars(asRead.details, entered.details);
  return edited.map((p, i) => {
    const made = entered.paragraphs[i];
    if (made != null && (p === asRead.paragraphs[i] || p === made)) return made;
    return replaceParticulars(p, changes);
  });
}

export async function createLetter(
  deps: ReviewDeps,
  claim: ClaimRow,
  body: { kind: LetterKind; paragraphs?: string[]; details?: LetterDetails },
  user: SessionUser,
): Promise<DisputeLetter> {
  const draft = await draftLetter(deps, claim, body.kind, body.details);
  if (draft.missing.length) {
    const names = draft.missing.map((k) => LETTER_DETAIL_LABELS[k].toLowerCase());
    throw new AppError('unprocessable', `Before the letter is made, enter the ${names.join(', ')}.`, {
      fields: draft.missing.map((k) => ({ field: `details.${k}`, message: `Enter the ${LETTER_DETAIL_LABELS[k].toLowerCase()}` })),
    });
  }
  const { missing: _missing, version: _version, otherReadings: _others, ...kept } = draft;
  const paragraphs = body.paragraphs ? await withParticulars(deps, claim, body.kind, body.paragraphs, draft) : draft.paragraphs;
  const letter = { ...kept, paragraphs };
  const row = await insertDisputeLetter(deps.db, {
    claimId: claim.id,
    kind: body.kind,
    letter: letter as unknown as Record<string, unknown>,
    userId: user.id,
    // Claimants may read the versions: staff appear by name, never by username.
    userName: user.fullName?.trim() || (user.role === 'claimant' ? user.username : STAFF_DISPLAY_NAME),
  });
  deps.log.info({ claimId: claim.id, letterId: row.id, kind: body.kind, edited: body.paragraphs != null }, 'dispute letter stored');
  const made = letterOf(row, (await listDisputeLetters(deps.db, { claimId: claim.id })).length);
  // Its files are drawn now, on the letter thread, and stored: a download later is answered at once.
  if (deps.letters) {
    const printable = printableLetter(made, deps.content.firmName);
    for (const format of ['pdf', 'docx'] as const) deps.letters.file(versionOf(claim, made), printable, format).catch(() => undefined);
  }
  return made;
}

/** The claim's letters, newest first, each with the number the page shows it by (1 for the first made). */
export async function listLetters(deps: ReviewDeps, claim: ClaimRow): Promise<DisputeLetter[]> {
  const rows = await listDisputeLetters(deps.db, { claimId: claim.id });
  return rows.map((row, i) => letterOf(row, rows.length - i));
}

/** A stored version as the letter files name it: its claim, id and the time it was made (it never changes). */
const versionOf = (claim: ClaimRow, letter: DisputeLetter): LetterVersionRef => ({ claimId: claim.id, id: letter.id ?? 0, createdAt: letter.createdAt });

export async function letterFile(
  deps: ReviewDeps,
  claim: ClaimRow,
  id: number,
  format: 'docx' | 'pdf',
): Promise<{ buffer: Buffer; fileName: string; contentType: string }> {
  const found = await findDisputeLetter(deps.db, { claimId: claim.id, id });
  if (!found) throw new AppError('not_found', 'This letter could not be found on the claim.');
  const letter = letterOf(found.row, found.version);
  const printable = printableLetter(letter, deps.content.firmName);
  // A version is stored once and never changed: its file is drawn once and stored (letter-files.ts).
  const buffer = deps.letters ? await deps.letters.file(versionOf(claim, letter), printable, format) : await drawLetter(printable, format);
  return {
    buffer,
    fileName: letterFileName(letter.details.claimNumber ?? claim.claimNumber, letter.version ?? id, format),
    contentType: LETTER_CONTENT_TYPES[format],
  };
}
