/**
 * A comparable the report shows but leaves out of its value: marked "(*)" under the note that gives the
 * mark its meaning (CCC), or saying so itself: a word on its row or in its block ("Excluded", "Not used
 * in valuation", "Outlier"), or "No" under a "Used" column of its table.
 */
import { type Cell, normLabel, type Row } from './layout';
import { COMP_HEADING } from './panel-blocks';
import { columnOf, type Column } from './table-columns';

/**
 * A comparable the report marks "(*)" (shown, not used in its value): on its opening line (a summary
 * table's row), or on the "Comp N (*)" heading just above it (a block page).
 */
export function markedNotUsed(rows: Row[], at: number): boolean {
  const row = rows[at] as Row;
  if (row.cells.some((c) => /(^|\s)\(\*\)(\s|$)/.test(c.text))) return true;
  const above = rows[at - 1];
  return above !== undefined && above.page === row.page && above.cells.length === 1 && COMP_HEADING.exec(above.cells[0]?.text ?? '')?.[2] !== undefined;
}

/** A cell that says the comparable is left out, alone or as a label's value ("Status: Excluded", "Not used in valuation"). */
const LEFT_OUT =
  /^(?:[A-Za-z ]{2,20}:\s*)?(?:not used|excluded|outlier|not included|unused|omitted)(?:\s+(?:from|in)\s+(?:the\s+)?(?:valuation|value|average|calculation))?\.?$/i;
/** A column that says whether each comparable is used. */
const USED_HEADER = /^(?:used|included|used in (?:the )?(?:valuation|value|average)|in valuation)$/;

/** The block says it is left out: a cell of its own, or "No" under its table's "Used" column. */
export function statedNotUsed(block: Row[], columns: Column[] | null): boolean {
  if (block.some((r) => r.cells.some((c) => LEFT_OUT.test(c.text.trim())))) return true;
  const used = columns?.find((c) => USED_HEADER.test(normLabel(c.text)));
  const first = block[0];
  if (!used || !first) return false;
  return first.cells.some((c: Cell) => columnOf(columns, c) === used && /^(n|no)$/i.test(c.text.trim()));
}
