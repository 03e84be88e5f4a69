/**
 * The row's text-like cells, read by their bands (row-cells.ts offers each word to them after the figures):
 * a labor category code, a column read as nothing, the part type, the part number and the operation.
 */
import { LABOR_CODE, LABOR_SUFFIX, operationOf, partTypeOf } from './line-vocabulary.js';
import { readMoney } from '../../shared/read-values.js';
import type { CellReader, Word } from './row-cells.js';
import type { Bands, Column } from './table-columns.js';

export const near = (c: Column | undefined, x: number, left: number, right: number): c is Column => !!c && x >= c.x0 - left && x < c.x1 + right;

/** A part column printed among the figure columns ("Labor  Paint  Part Number  Price"), and a word under it. */
export const amidFigures = (col: Column | undefined, w: Word, b: Bands) =>
  !!col && col.x0 > b.firstNumericX && near(col, w.x, 8, 0) && !readMoney(w.s, { requireCents: true });

/**
 * A labor category code column ("BDY", "REF"); an operation word starting the description right of it is the
 * description's. A bare "Type" column whose cells are labor codes ("B", "M", "E"), not part types, is one too.
 */
export const readLaborCode: CellReader = (w, r, b) => {
  const code = LABOR_CODE[w.s.toLowerCase()];
  const letter = LABOR_SUFFIX[w.s.toLowerCase()];
  const typeCell = !!(code ?? letter) && !partTypeOf(w.s) && near(b.band.ptype, w.x, 8, 12);
  if (!(near(b.band.ltype, w.x, 8, 12) || typeCell) || !/^[A-Za-z]{1,6}$/.test(w.s) || !(code || !operationOf(w.s))) return false;
  r.laborType = code ?? letter ?? r.laborType;
  return true;
};

/**
 * A column read as nothing: a database entry number, a labor guide's reference ("0441"); printed before the
 * description, whatever it holds (a guide's "G" / "M" flag), as the description starts right of it.
 */
export const readIgnored: CellReader = (w, _r, b) => {
  const col = b.band.ignore;
  if (!near(col, w.x, 8, 12)) return false;
  if (b.leading.includes(col) && w.x1 <= (b.band.desc?.x0 ?? Number.NEGATIVE_INFINITY) - 2) return true;
  return /^[A-Z0-9-]+$/i.test(w.s) && /\d/.test(w.s);
};

/** Part type: its own column, or "OEM", "A/M" printed before the part number in a "Part Type / Part Number" column. */
export const readPartType: CellReader = (w, r, b) => {
  const type = partTypeOf(w.s);
  if (!type) return false;
  if (b.band.ptype) {
    if (!near(b.band.ptype, w.x, 8, 12)) return false;
    r.partType = type;
    return true;
  }
  if (!b.band.pno || w.x < b.band.pno.x0 - 18 || (w.x >= b.firstNumericX - 8 && !amidFigures(b.band.pno, w, b))) return false;
  r.partType ??= type;
  return true;
};

/** The part number; OCR may cut one in pieces ("54976", "-", "XWR-KOO"): a piece printed right after it is part of it. */
export const readPartNumber: CellReader = (w, r, b) => {
  const col = b.band.pno;
  if (!col || w.x < col.x0 - 18 || (w.x >= b.firstNumericX - 8 && !amidFigures(col, w, b))) return false;
  // A part number printed before the description ends where the description starts.
  if (b.leading.includes(col) && w.x >= (b.band.desc?.x0 ?? Number.POSITIVE_INFINITY) - 4) return false;
  const piece = r.partNumber !== null && r.partEnd !== null && /^[A-Z0-9-]+$/.test(w.s) && w.x - r.partEnd <= Math.max(8, (2 * w.item.width) / w.s.length);
  if (!((/\d/.test(w.s) && w.s.length >= 3) || piece)) return false;
  r.partNumber = r.partNumber ? `${r.partNumber}${w.s}` : w.s;
  r.partEnd = w.x1;
  return true;
};

/** The operation: a vocabulary word under the operation column (before or after the description). */
export const readOperation: CellReader = (w, r, b) => {
  const op = operationOf(w.s);
  if (r.operation || !op || !b.band.op || w.x < b.band.op.x0 - 12 || w.x > b.band.op.x1 + 6) return false;
  r.operation = op;
  return true;
};
