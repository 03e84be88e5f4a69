/**
 * Amounts a letter states in its sentences, by the words of the field's own labels: "the net settlement
 * amount is $17,950.00", "your $500.00 deductible". A total-loss or payment letter often gives its figures
 * only so. The words before "is", "of", "totals" … (or the words after an amount) must be a money field's
 * label, read by the one label index (labels.ts).
 */
import { moneyText, readMoney } from '../../../../shared/read-values';
import type { FieldName } from '../field-spec';
import { fieldsForLabel } from '../labels';
import { MONEY_FIELDS } from '../normalise-field';

const AMOUNT = String.raw`\$\s?(\d{1,3}(?:,\d{3})*\.\d{2})`;
/** "<label> is $X", "<label> of $X", "<label> totals $X": up to five words before the verb. */
const STATED = new RegExp(`((?:[A-Za-z'-]+ ){0,4}[A-Za-z'-]+),? (?:is|was|will be|of|totals|totaling|comes to|amounts to|in the amount of) ${AMOUNT}`, 'gi');
/** "your $X <label>": an amount between an article and the label's words ("your $500.00 deductible"), as prose prints it. */
const BEFORE = new RegExp(String.raw`\b(?:your|the|a|an|its|their|his|her) ${AMOUNT} ((?:[A-Za-z'-]+ ){0,2}[A-Za-z'-]+)`, 'gi');

/** The money fields the words name, the longest run of the words' end (or start) that is a label. */
function moneyFields(words: string[], fromEnd: boolean): FieldName[] {
  for (let n = words.length; n >= 1; n--) {
    const label = (fromEnd ? words.slice(words.length - n) : words.slice(0, n)).join(' ');
    const fields = fieldsForLabel(label).filter((f) => MONEY_FIELDS.has(f));
    if (fields.length > 0) return fields;
  }
  return [];
}

export function amountsInSentences(flat: string): Array<{ field: FieldName; raw: string }> {
  const out: Array<{ field: FieldName; raw: string }> = [];
  const add = (fields: FieldName[], amount: string | undefined) => {
    const money = readMoney(amount ?? '');
    if (money) for (const field of fields) out.push({ field, raw: moneyText(money.cents) });
  };
  for (const m of flat.matchAll(STATED)) add(moneyFields((m[1] ?? '').split(' '), true), m[2]);
  for (const m of flat.matchAll(BEFORE)) add(moneyFields((m[2] ?? '').split(' '), false), m[1]);
  return out;
}
