import type { Db } from '../db/client.js';
import type { ClaimRow } from '../db/schema.js';
import { updateClaimById } from './claims.queries.js';

export interface BotAnswer {
  id: string;
  question: string;
  category?: string | null;
  answer: string | number | boolean | null;
}

/**
 * Answers that belong in a claim field (DESIGN.md "Stored-claim extras"), keyed by question id.
 * The Assignment Bot and its fallback questions use these ids.
 */
type AnswerField =
  | 'clientAddress'
  | 'clientCity'
  | 'clientState'
  | 'clientZip'
  | 'driverLicenseNumber'
  | 'insuranceCompany'
  | 'deductibleAmount';

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
  const stored = { ...((claim.answers as Record<string, unknown> | null) ?? {}) };
  const fields: Partial<Record<AnswerField, string>> = {};
  const now = new Date().toISOString();
  for (const a of answers) {
    const text = asText(a.answer);
    if (text === null) continue;
    stored[a.id] = { question: a.question, category: a.category ?? null, answer: a.answer, answeredAt: now };
    const field = ANSWER_FIELD_MAP[a.id];
    if (field) fields[field] = text.slice(0, 500);
  }
  return updateClaimById(db, claim.id, { ...fields, answers: stored, updatedAt: new Date() });
}
