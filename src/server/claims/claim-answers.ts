import { checkAnswer, type QuestionType } from '../../shared/assignment-questions.js';
import { formatMoneyText } from '../../shared/format.js';
import { readNumber } from '../../shared/read-values.js';
import type { Db } from '../db/client.js';
import { AppError } from '../errors.js';
import { documentFact } from '../questions/generate-questions.js';
import type { ClaimRow } from '../db/schema.js';
import { updateClaimById } from './claims.queries.js';

export interface BotAnswer {
  id: string;
  question: string;
  category?: string | null;
  type?: QuestionType;
  answer: string | number | boolean | null;
}

/** The document field that prints the same fact as a mapped answer (a conflict keeps both). */
const DOCUMENT_FIELD: Partial<Record<AnswerField, string>> = { deductibleAmount: 'deductible' };
/** Facts that are amounts: the conflict note shows them as money ("$500.00", not "500.00"). */
const MONEY_FIELDS: ReadonlySet<AnswerField> = new Set(['deductibleAmount']);

/** Money and text compared as people read them: "$1,000.00" and "1000" are the same deductible. */
const sameFact = (a: string, b: string) => {
  const [x, y] = [readNumber(a), readNumber(b)];
  if (x !== null && y !== null) return Math.abs(x - y) < 0.005;
  return a.trim().toLowerCase() === b.trim().toLowerCase();
};

/**
 * Answers that belong in a claim field (DESIGN.md "Stored-claim extras"), keyed by question id.
 * The Assignment Bot and its fallback questions use these ids.
 */
type AnswerField = 'clientAddress' | 'clientCity' | 'clientState' | 'clientZip' | 'driverLicenseNumber' | 'insuranceCompany' | 'deductibleAmount';

export const ANSWER_FIELD_MAP: Record<string, AnswerField> = {
  client_address: 'clientAddress',
  client_city: 'clientCity',
  client_state: 'clientState',
  client_zip: 'clientZip',
  driver_license: 'driverLicenseNumber',
  insurance_carrier: 'insuranceCompany',
  insurance_company: 'insuranceCompany',
  deductible: 'deductibleAmount',
  deductible_amount: 'deductibleAmount',
};

const asText = (v: BotAnswer['answer']): string | null => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  const t = String(v).trim();
  return t === '' ? null : t;
};

/**
 * Stores the bot's answers on the claim (merged with earlier ones by question id) and copies the
 * mapped ones into their claim fields. Empty answers are skipped questions: kept out of both.
 */
export async function saveClaimAnswers(db: Db, claim: ClaimRow, answers: BotAnswer[]): Promise<ClaimRow> {
  // Each answer checked by what it asks for, all at once, before anything is stored.
  const wrong = answers.flatMap((a) => {
    const message = checkAnswer({ id: a.id, type: a.type ?? 'text' }, a.answer);
    return message ? [{ field: `answers.${a.id}`, message: a.question ? `${a.question} ${message}` : message }] : [];
  });
  if (wrong.length) throw new AppError('validation', wrong.map((w) => w.message).join(' '), { fields: wrong });

  const stored = { ...((claim.answers as Record<string, unknown> | null) ?? {}) };
  const fields: Partial<Record<AnswerField, string>> = {};
  const now = new Date().toISOString();
  for (const a of answers) {
    const text = asText(a.answer);
    if (text === null) continue;
    const entry: Record<string, unknown> = { question: a.question, category: a.category ?? null, answer: a.answer, answeredAt: now };
    const field = ANSWER_FIELD_MAP[a.id];
    const printed = field && DOCUMENT_FIELD[field] ? documentFact(claim.analysisResult, DOCUMENT_FIELD[field] as string) : null;
    if (printed && !sameFact(printed.value, text)) {
      // The answer differs from what a document prints: both are kept; the field keeps the
      // document's figure and staff see the conflict beside the answer.
      entry.documentValue = field && MONEY_FIELDS.has(field) ? formatMoneyText(printed.value) : printed.value;
      entry.documentFile = printed.filename;
      if (field) fields[field] = printed.value.slice(0, 500);
    } else if (field) {
      fields[field] = text.slice(0, 500);
    }
    stored[a.id] = entry;
  }
  return updateClaimById(db, claim.id, { ...fields, answers: stored, updatedAt: new Date() });
}
