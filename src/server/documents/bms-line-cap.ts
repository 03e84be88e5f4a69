/**
 * The line cap of a BMS reading that is only wanted up to a number of lines (the estimate
 * comparison): the file's damage lines are counted as they are read and the reading stops past
 * the cap, so an estimate of thousands of lines is refused in milliseconds, not read whole first.
 */

/** Thrown by parseBmsEstimate when an estimate has more lines than its caller's cap. */
export class BmsLineCapError extends Error {
  readonly code = 'bms.too_many_lines';
  constructor(
    readonly cap: number,
    /** The lines counted when the reading stopped (more than the cap). */
    readonly seen: number,
  ) {
    super(`the estimate has more than ${cap} lines`);
    this.name = 'BmsLineCapError';
  }
}

/**
 * A damage line's opening tag, with or without a namespace prefix. Counted on the raw text before
 * the XML is parsed, since parsing a file of thousands of lines is itself the slow part.
 */
const DAMAGE_LINE_TAG = /<(?:[\w.-]+:)?DamageLineInfo[\s>/]/g;

/**
 * How many damage-line elements the file has, counting no further than `stopAfter`. Child memo
 * lines are elements too, so the caller allows a margin over its cap of work lines here, and
 * counts work lines exactly as it reads them.
 */
export function countDamageLineTags(xml: string, stopAfter: number): number {
  DAMAGE_LINE_TAG.lastIndex = 0;
  let n = 0;
  while (n <= stopAfter && DAMAGE_LINE_TAG.exec(xml)) n++;
  DAMAGE_LINE_TAG.lastIndex = 0;
  return n;
}

/**
 * Damage-line elements allowed per work line before the XML is parsed: a refinish child and a memo
 * under every work line, plus charge lines, stay under it; past it the file cannot be under the cap.
 */
export const RAW_LINE_MARGIN = 4;
