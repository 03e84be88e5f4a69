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

/** A damage line's closing tag (or a self-closed one's end is found by the opening tag's own `/>`). */
const DAMAGE_LINE_CLOSE = /<\/(?:[\w.-]+:)?DamageLineInfo\s*>/g;

/**
 * The file with only its first `keep` damage-line elements: the header before them and the totals
 * after them are kept as they are. An estimate's lines are siblings (a child line names its parent
 * by number, it is not nested), so cutting between two of them leaves well-formed XML. Used by the
 * upload analysis, which reads an estimate's header, totals and first lines, never thousands of
 * lines whole. `dropped` is true when lines were cut.
 */
export function headOfBms(xml: string, keep: number): { xml: string; dropped: boolean } {
  DAMAGE_LINE_TAG.lastIndex = 0;
  let n = 0;
  let cutAt = -1;
  for (let m = DAMAGE_LINE_TAG.exec(xml); m; m = DAMAGE_LINE_TAG.exec(xml)) {
    if (++n > keep) {
      cutAt = m.index;
      break;
    }
  }
  DAMAGE_LINE_TAG.lastIndex = 0;
  if (cutAt < 0) return { xml, dropped: false };
  // The end of the last damage line: the last closing tag, found from the end of the file.
  const tail = xml.slice(cutAt);
  let lastEnd = -1;
  DAMAGE_LINE_CLOSE.lastIndex = 0;
  for (let m = DAMAGE_LINE_CLOSE.exec(tail); m; m = DAMAGE_LINE_CLOSE.exec(tail)) lastEnd = m.index + m[0].length;
  DAMAGE_LINE_CLOSE.lastIndex = 0;
  if (lastEnd < 0) return { xml, dropped: false };
  return { xml: xml.slice(0, cutAt) + tail.slice(lastEnd), dropped: true };
}

/** Damage-line elements the upload analysis reads of a BMS estimate: its header, totals and lines up to here. */
export const ANALYSED_LINE_ELEMENTS = 2_000;
