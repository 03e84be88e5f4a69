/**
 * A comparables table whose rows run over several text lines around a row number (Mitchell's base value
 * table, `# | Vehicle Description | Mileage | Location | Distance From Loss Vehicle | Price | Adjusted
 * Value`: the description's first half and the price on the line above the number, the number with the
 * mileage, ZIP, distance and adjusted value, then the rest of the description and the price type below).
 * Read by geometry: the header's cells (over one or two lines) give the column bands, each row number
 * in the "#" column anchors a row, and the lines around it, nearer to it than to any other number, are its.
 */
import { readCount } from '../../../../shared/read-values';
import { readDistance } from './distance';
import { parseVehicleDescription } from '../normalize';
import { dollarsIn, type FoundComparable, type Role, roleOfLabel } from './comparable-cells';
import type { Row } from './layout';
import { type Band, bandOf, bandsOf, joinRuns, type Token, tokensOf } from './row-tokens';

/** A header's second line sits at most this far above its first. */
const HEADER_LINE_PT = 14;

type Head = Band & { text: string; role: Role | 'number' | 'description' | null };

/** The header's cells when the row is a numbered table's header ("#" over the row numbers), else null. */
function headerAt(rows: Row[], at: number): Head[] | null {
  const row = rows[at] as Row;
  const split = (t: Token): Token[] => {
    const m = t.text.match(/^#\s+(\S.*)$/);
    if (!m) return [t];
    const w = (t.right - t.x) / t.text.length;
    return [
      { text: '#', x: t.x, right: t.x + w },
      { text: m[1] as string, x: t.right - (m[1] as string).length * w, right: t.right },
    ];
  };
  // The header's labels are its cells (OCR gives each word as a run of its own: "Adjusted", "Value").
  const tokens = row.cells.map((c): Token => ({ text: c.text, x: c.x, right: c.right })).flatMap(split);
  if (!tokens.some((t) => t.text === '#')) return null;
  const above = rows[at - 1];
  const near = above && above.page === row.page && row.y - above.y <= HEADER_LINE_PT ? tokensOf(above) : [];
  const heads: Head[] = tokens.map((t) => ({ ...t, role: null }));
  // The line above is the header's first line only when it is all header words ("Distance From"), each
  // over one header cell: a title over the table ("COMPARABLE VEHICLES") spans two.
  const over = (t: Token) => heads.filter((h) => h.x - 4 < t.right && t.x - 4 < h.right).length;
  const extra = near.every((t) => /^[A-Za-z][A-Za-z /]*$/.test(t.text) && over(t) === 1) ? near : [];
  for (const t of extra) {
    const under = heads.find((h) => h.x - 4 < t.right && t.x - 4 < h.right);
    if (under) {
      under.text = `${t.text} ${under.text}`;
      under.x = Math.min(under.x, t.x);
      under.right = Math.max(under.right, t.right);
    }
  }
  for (const h of heads)
    h.role = h.text === '#' ? 'number' : /\b(description|vehicle)\b/i.test(h.text) && !/\bloss\b/i.test(h.text) ? 'description' : roleOfLabel(h.text, true);
  const roles = new Set(heads.map((h) => h.role));
  return roles.has('description') && roles.has('price') && (roles.has('mileage') || roles.has('adjustedPrice')) ? heads.sort((a, b) => a.x - b.x) : null;
}

/** A row number, with a mark OCR may read beside it ("2%", "3.", "4|"). */
const rowNumber = (text: string): number | null => {
  const m = text.match(/^(\d{1,2})[%.)|:;,'*]?$/);
  return m ? Number(m[1]) : null;
};

/** Every numbered table of the document read into comparables; the rows they take, for the other readers to skip. */
export function findNumberedComparables(rows: Row[]): { comparables: FoundComparable[]; rows: Set<number> } {
  const taken = new Set<number>();
  const found: FoundComparable[] = [];
  rows.forEach((_, at) => {
    const heads = headerAt(rows, at);
    if (!heads) return;
    const bands = bandsOf(heads);
    const numberBand = heads.findIndex((h) => h.role === 'number');
    const page = (rows[at] as Row).page;
    const lines = rows.slice(at + 1).filter((r) => r.page === page);
    const anchors = lines.filter((r) => {
      const first = tokensOf(r)[0];
      return first !== undefined && rowNumber(first.text) !== null && bandOf(bands, first) === numberBand;
    });
    // Row numbers count up from one; the first that does not ends the table.
    const numbered: Row[] = [];
    for (const r of anchors) {
      if (rowNumber(tokensOf(r)[0]?.text ?? '') !== numbered.length + 1) break;
      numbered.push(r);
    }
    // Rows that open on their number's line (nothing printed between the header and the first number) run
    // downward from it, one comparable per row: the block reader reads those, with their columns and the
    // lines under each row; this reader groups the lines around a number.
    const opening = numbered[0];
    if (opening && !lines.some((r) => r.y < opening.y)) return;
    const pitch = numbered.length > 1 ? ((numbered[numbered.length - 1] as Row).y - (numbered[0] as Row).y) / (numbered.length - 1) : 24;
    const reach = pitch * 0.6;
    for (const anchor of numbered) {
      const own = lines.filter((r) => {
        if (Math.abs(r.y - anchor.y) > reach || (r !== anchor && numbered.includes(r))) return false;
        // A labelled line ("Base Value:") is the table's foot, not a row's; OCR's lone ":" is no label.
        if (tokensOf(r).some((t) => /[A-Za-z]:$/.test(t.text))) return false;
        return numbered.every((o) => Math.abs(r.y - anchor.y) <= Math.abs(r.y - o.y));
      });
      const comp = readRow(own, anchor, heads, bands);
      for (const r of own) taken.add(r.index);
      if (comp) found.push(comp);
    }
  });
  return { comparables: found, rows: taken };
}

function readRow(own: Row[], anchor: Row, heads: Head[], bands: Band[]): FoundComparable | null {
  const byRole = new Map<Head['role'], Token[]>();
  const lines = new Map<Row, Token[]>();
  // The number's own line first: the row's counts are printed on it, and OCR may run a description's
  // last words ("UTV 4 2.0") over a count's column on the line above.
  for (const r of [anchor, ...own.filter((o) => o !== anchor)]) {
    tokensOf(r).forEach((t, k) => {
      const b = bandOf(bands, t);
      // The number column holds only the row number; words starting in it begin the description.
      let role = b >= 0 ? (heads[b] as Head).role : null;
      if (role === 'number' && !(r === anchor && k === 0)) role = 'description';
      if (role) byRole.set(role, [...(byRole.get(role) ?? []), t]);
      if (role === 'description') lines.set(r, [...(lines.get(r) ?? []), t]);
    });
  }
  const text = (role: Head['role']) => (byRole.get(role) ?? []).map((t) => t.text);
  // The description over its lines: the pieces of one line joined as drawn, the lines with a space.
  const description = [...lines.entries()]
    .sort(([a], [b]) => a.y - b.y)
    .map(([, tokens]) => joinRuns(tokens))
    .filter(Boolean)
    .join(' ');
  const vehicle = parseVehicleDescription(description);
  const amount = (role: Role) =>
    text(role)
      .map((s) => dollarsIn(s, anchor))
      .find((a) => a !== null) ?? null;
  const price = amount('price');
  if (!vehicle || !price || price.value <= 0) return null;
  // An adjusted value is never far from its price: a figure OCR tore ("S82") is none.
  const found = amount('adjustedPrice');
  const adjusted = found && found.value > price.value / 2 && found.value < price.value * 2 ? found : null;
  const count = (role: Role) =>
    text(role)
      .map(readCount)
      .find((n) => n !== null) ?? null;
  const confidence = anchor.ocr ? 0.8 : 0.95;
  return {
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim,
    mileage: count('mileage'),
    price: { value: Math.abs(price.value), page: anchor.page, confidence },
    adjustedPrice: adjusted ? { value: adjusted.value, page: anchor.page, confidence } : null,
    distanceMiles:
      text('distance')
        .map(readDistance)
        .find((n) => n !== null) ?? null,
    dealer: null,
    source: null,
    vin: null,
    rows: own.map((r) => r.index),
  };
}
