/**
 * The BMS estimate's damage lines as work items: a line's operation, part, price and hours from its
 * elements; memo lines, priced charges and refinish-only child lines folded as prints show them.
 */
import type { EstimateLine, LaborType, LineOperation } from '../../shared/estimate-comparison.js';
import { laborTypeFromCode, OPERATION_BY_CODE, partTypeFromCode } from './bms-codes.js';
import { asArray, child, type Node, num, text } from './bms-xml.js';

function readLine(d: Node, position: number): EstimateLine | null {
  const description = (text(d, 'LineDesc') ?? '').replace(/\s+/g, ' ').trim();
  const part = child(d, 'PartInfo');
  const labors = asArray(d.LaborInfo as Node[] | Node | undefined);
  const other = child(d, 'OtherChargesInfo') ?? asArray(d.OtherChargesInfo as Node[] | undefined)[0];
  const sublet = child(d, 'SubletInfo');
  const sublet1 = text(part, 'PartSubletInd') === '1' || text(d, 'PartSubletInd') === '1';
  let laborHours: number | null = null;
  let paintHours: number | null = null;
  let laborType: LaborType | null = null;
  let operation: LineOperation | null = null;
  for (const l of labors) {
    const type = laborTypeFromCode(text(l, 'LaborType'));
    const hours = num(l, 'LaborHours');
    const op = OPERATION_BY_CODE[(text(l, 'LaborOperation') ?? '').toUpperCase()] ?? null;
    if (type === 'paint') {
      paintHours = (paintHours ?? 0) + (hours ?? 0);
      operation ??= op;
    } else {
      laborHours = (laborHours ?? 0) + (hours ?? 0);
      laborType ??= type;
      operation = op ?? operation;
    }
  }
  const partNumRaw = text(part, 'PartNum');
  const partNumber = partNumRaw && !/^(existing|sublet)$/i.test(partNumRaw) ? partNumRaw : null;
  const partPrice = num(part, 'PartPrice');
  const quantity = num(part, 'Quantity');
  const otherPrice = num(other, 'Price');
  const subletAmt = num(sublet, 'SubletAmount') ?? num(sublet, 'SubletAmt');
  const price = partPrice ?? otherPrice ?? subletAmt;
  if (sublet1 || text(d, 'LaborSubletInd') === '1' || subletAmt != null) operation = 'Subl';
  const lineNumber = num(d, 'LineNum') ?? position;
  if (!description && price == null && laborHours == null && paintHours == null) return null;
  const partType = partNumber || (partPrice ?? 0) > 0 ? partTypeFromCode(text(part, 'PartType')) : null;
  // A "Repl" line with a part price is a part; lines without any amount are notes (CIECA child memo lines).
  return {
    lineNumber: Math.trunc(lineNumber),
    operation: operation ?? (partNumber ? 'Repl' : null),
    description,
    partNumber,
    partType,
    quantity: quantity != null && quantity > 0 ? quantity : null,
    price: price != null && price !== 0 ? price : price === 0 && partNumber ? 0 : null,
    laborHours: laborHours != null && laborHours !== 0 ? laborHours : null,
    laborType: laborHours ? laborType : null,
    paintHours: paintHours != null && paintHours !== 0 ? paintHours : null,
    page: null,
  };
}

/**
 * The work lines of the damage-line elements, numbered uniquely; with `maxLines`, reading stops once
 * there are more than that (the caller throws).
 */
export function readLines(rawLines: Node[], maxLines?: number): EstimateLine[] {
  const lines: EstimateLine[] = [];
  const seen = new Set<number>();
  const byNumber = new Map<number, EstimateLine>();
  let highest = 0;
  rawLines.forEach((d, i) => {
    if (maxLines != null && lines.length > maxLines) return;
    const line = readLine(d, i + 1);
    if (!line) return;
    // Child memo lines (ParentLineNum, no amounts) are notes on their parent, not work items.
    const isMemo = text(d, 'ParentLineNum') != null && line.price == null && line.laborHours == null && line.paintHours == null;
    if (isMemo) return;
    // Priced "other charges" lines (paint materials, shop materials) are totals, not repair lines.
    const charge = (text(child(d, 'OtherChargesInfo'), 'OtherChargesType') ?? '').toUpperCase();
    if ((charge === 'MAPA' || charge === 'MASH' || charge === 'MAHW') && !line.laborHours && !line.paintHours) return;
    // A refinish-only child line (paint hours of the part above) joins its parent, as prints show it.
    const parentNum = num(d, 'ParentLineNum');
    const parent = parentNum != null ? byNumber.get(parentNum) : undefined;
    if (parent && line.paintHours && !line.laborHours && line.price == null && (parent.paintHours ?? 0) === 0) {
      parent.paintHours = line.paintHours;
      return;
    }
    if (seen.has(line.lineNumber)) line.lineNumber = highest + 1;
    seen.add(line.lineNumber);
    highest = Math.max(highest, line.lineNumber);
    if (!byNumber.has(line.lineNumber)) byNumber.set(line.lineNumber, line);
    lines.push(line);
  });
  return lines;
}
