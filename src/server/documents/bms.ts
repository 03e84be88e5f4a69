/**
 * CIECA BMS estimate XML (VehicleDamageEstimateAddRq and friends, as exported by Mitchell,
 * CCC and Audatex): header, vehicle, lines, rates and totals, read exactly from the elements.
 * Whether a file is BMS is decided once, by sniff.ts; this file only reads it (for the analysis and for the estimate comparison).
 */
import type { ParsedEstimate } from '../../shared/estimate-comparison.js';
import { finishTotals } from '../../shared/estimate-totals.js';
import { type BmsHeader, readHeader } from './bms-header.js';
import { BmsLineCapError, countDamageLineTags, headOfBms, RAW_LINE_MARGIN } from './bms-line-cap.js';
import { readLines } from './bms-lines.js';
import { readRates, readTotals } from './bms-totals.js';
import { asArray, type Node, parser } from './bms-xml.js';

export interface BmsEstimate extends ParsedEstimate {
  header: BmsHeader;
  /** With `headElements`: true when the file had more damage-line elements, which were not read. */
  cut?: boolean;
}

/**
 * Parses a CIECA BMS estimate; throws when the XML is not one. With `maxLines`, throws
 * BmsLineCapError as soon as the estimate is known to have more work lines than that: before the
 * XML is parsed when its damage-line elements alone are far past it, else as the lines are read.
 * With `headElements`, reads the header, the totals and only the first that many damage-line
 * elements (`cut` says when there were more): a summary bounded whatever the file's length.
 */
export function parseBmsEstimate(
  xml: Buffer | string,
  fileName: string | null = null,
  options: { maxLines?: number; headElements?: number } = {},
): BmsEstimate {
  const { maxLines, headElements } = options;
  const whole = typeof xml === 'string' ? xml : xml.toString('utf8');
  const head = headElements != null ? headOfBms(whole, headElements) : { xml: whole, dropped: false };
  const source = head.xml;
  if (maxLines != null) {
    const tags = countDamageLineTags(source, maxLines * RAW_LINE_MARGIN);
    if (tags > maxLines * RAW_LINE_MARGIN) throw new BmsLineCapError(maxLines, tags);
  }
  const doc = parser.parse(source) as Node;
  const rootKey = Object.keys(doc).find((k) => k !== '?xml' && typeof doc[k] === 'object');
  const root = rootKey ? (doc[rootKey] as Node) : undefined;
  if (!root || !('DamageLineInfo' in root || 'RepairTotalsInfo' in root)) {
    throw new Error('not a CIECA BMS estimate');
  }
  const rawLines = asArray(root.DamageLineInfo as Node[] | undefined);
  const lines = readLines(rawLines, maxLines);
  if (maxLines != null && lines.length > maxLines) throw new BmsLineCapError(maxLines, lines.length);
  const laborRates = readRates(root);
  const { totals, hours } = readTotals(root, lines, rawLines);
  const header = readHeader(root);
  if (totals.deductible == null && header.deductible != null && totals.net != null && totals.gross != null && totals.net !== totals.gross) {
    totals.deductible = header.deductible;
  }
  return {
    header,
    lines,
    laborRates,
    totals: finishTotals(totals),
    laborHours: hours,
    source: { fileName, layout: 'bms', fileType: 'bms', scanned: false, pages: 1, writtenBy: header.estimatorCompany ?? header.repairFacility },
    warnings: [],
    ...(head.dropped ? { cut: true } : {}),
  };
}
