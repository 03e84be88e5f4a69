/**
 * The report's own vehicle: the description a loss-vehicle label names ("Loss Vehicle  2022 Toyota
 * RAV4 XLE AWD", "Loss vehicle: 2019 BMW X3 | xDrive30i 4 Door Utility | …", "Vehicle Year & Make &
 * Model  2018 Jeep …"), refined by the report's own Year / Make / Model / Trim rows, its VIN, odometer,
 * options and condition. Rows that belong to a comparable are never read here.
 */
import type { SourcedNumber, SourcedText, ValuationLossVehicle } from '../../../../shared/contracts/valuation';
import { VALUATION_CONDITION_LABELS, VALUATION_LOSS_VEHICLE_LABELS, VALUATION_OPTION_HEADINGS } from '../field-spec';
import { computeVinCheckDigit } from '../../../../shared/vin';
import { type MendedVin, mendVin as mendOne } from '../../../../shared/vin-mend';
import { normalizeMake, parseVehicleDescription } from '../normalize';
import { isLossHeading, roleOfLabel, VIN_RE, vehicleIn } from './comparable-cells';
import { readCount } from '../../../../shared/read-values';
import { type Cell, normLabel, overlaps, type Row } from './layout';

const LOSS_LABELS = new Set(VALUATION_LOSS_VEHICLE_LABELS);
/** A rating, never a trim or a model: "3 Good", "4 Very Good", "FAIR", "3.00-Good". */
const RATING = /^(\d(\.\d+)?\s*-?\s*)?(excellent|very good|good|fair|poor|rough|typical|average|clean)$/i;
/** Where a trim ends and the body, doors or drive begin ("SLE Crew Cab 4 Door Crew Cab …" → "SLE Crew Cab"). */
const BODY_START = /\s+(\d\s*(door|dr|d)\b|\d\.\d\s*l\b|(awd|fwd|rwd|4wd|2wd)\b|(utility|sedan|coupe|wagon|hatchback|convertible)\b)/i;

const sourced = <T>(value: T, row: Row): { value: T; page: number; confidence: number } => ({ value, page: row.page, confidence: row.ocr ? 0.8 : 0.95 });

function description(rows: Row[], skip: Set<number>): { text: string; row: Row } | null {
  for (const row of rows) {
    if (skip.has(row.index)) continue;
    // Under its heading ("LOSS VEHICLE" alone on its line), the vehicle opens the next line.
    const under = rows[row.index + 1];
    if (isLossHeading(row) && under && under.page === row.page && !skip.has(under.index) && under.cells[0] && vehicleIn(under.cells[0]))
      return { text: under.cells[0].text, row: under };
    for (let i = 0; i < row.cells.length; i++) {
      const cell = row.cells[i] as Cell;
      const inline = cell.text.match(/^([^:]+):\s*((?:19|20)\d\d\s.+)$/);
      if (inline && (LOSS_LABELS.has(normLabel(inline[1] ?? '')) || /loss\s+vehicle/i.test(inline[1] ?? ''))) return { text: inline[2] ?? '', row };
      const value = row.cells[i + 1];
      if (!LOSS_LABELS.has(normLabel(cell.text)) || !value || !vehicleIn(value)) continue;
      // A description wrapped onto the next line at the same x, with nothing in the label column.
      const next = rows[row.index + 1];
      const wrap =
        next && next.page === row.page && next.cells.length >= 1 && Math.abs((next.cells[0] as Cell).x - value.x) < 4 ? (next.cells[0] as Cell).text : '';
      return { text: `${value.text} ${wrap}`.trim(), row };
    }
  }
  return null;
}

/** A row of the vehicle's labels only, three or more ("Year | Make | Model | Trim | VIN"): a grid's labels over its values. */
const gridLabels = (row: Row): boolean => row.cells.length >= 3 && row.cells.every((c) => roleOfLabel(c.text) !== null);

/**
 * A labelled value on the report's own rows: "Trim  XLE" beside its label, else under it in the next row
 * (`below`; 'grid': only under a row of the vehicle's labels).
 */
function labelled(
  rows: Row[],
  skip: Set<number>,
  labels: string[],
  accept: (v: string) => boolean,
  below: boolean | 'grid' = false,
  anywhere = below === true,
): { text: string; row: Row } | null {
  for (const row of rows) {
    if (skip.has(row.index)) continue;
    // Beside its label, a value is read only from a label that opens its row (a list of label/value
    // rows, not a header row of several labels); under it, from any column of a header row.
    // A label and its value in one run ("Make: Honda") is read in any cell.
    for (let i = 0; i < row.cells.length; i++) {
      const cell = row.cells[i] as Cell;
      const split = cell.text.match(/^([^:]+):\s*(\S.*)$/);
      const inline = split && labels.includes(normLabel(split[1] ?? '')) ? split[2] : undefined;
      if (inline && accept(inline)) return { text: inline, row };
      if (i > 0 && !anywhere && !(below === 'grid' && gridLabels(row))) continue;
      if (!labels.includes(normLabel(cell.text)) && !inline) continue;
      const value = row.cells[i + 1]?.text;
      if (value && accept(value)) return { text: value, row };
      const next = rows[row.index + 1];
      if ((below === true || (below === 'grid' && gridLabels(row))) && next && next.page === row.page && !skip.has(next.index)) {
        const under = next.cells.find((c) => overlaps(c, cell, 6));
        if (under && accept(under.text)) return { text: under.text, row: next };
      }
    }
  }
  return null;
}

/** The VIN as OCR read it, mended by the one VIN mender (shared/vin-mend.ts); the comparables' VINs are its peers. */
export const mendVin = (raw: string, peers: string[] = []): MendedVin => mendOne(raw, { peers });

/** The loss vehicle's VIN: the value its own label gives (mended where OCR misread it), else the first VIN outside the comparables. */
function lossVin(rows: Row[], skip: Set<number>, peers: string[]): SourcedText | null {
  const label = labelled(
    rows,
    skip,
    ['vin', 'vin #', 'vin no', 'v i n', 'vehicle identification number'],
    (v) => /^[A-Z0-9]{16,18}$/i.test(v.replace(/\s/g, '')),
    true,
  );
  if (label) {
    // A text layer prints the VIN as it is; only OCR's reading is mended.
    const token = label.text.replace(/\s/g, '');
    const read = label.row.ocr
      ? mendVin(token, peers)
      : { vin: token.toUpperCase(), checked: computeVinCheckDigit(token.toUpperCase()) === token.toUpperCase()[8] };
    if (read.checked || VIN_RE.test(read.vin)) return { ...sourced(read.vin, label.row), confidence: read.checked ? (label.row.ocr ? 0.85 : 0.97) : 0.5 };
  }
  const row = rows.find((r) => !skip.has(r.index) && VIN_RE.test(r.text));
  if (!row) return null;
  const token = row.text.match(VIN_RE)?.[0] as string;
  const read = row.ocr ? mendVin(token, peers) : { vin: token, checked: computeVinCheckDigit(token) === token[8] };
  return { ...sourced(read.vin, row), confidence: read.checked ? (row.ocr ? 0.85 : 0.97) : 0.5 };
}

/**
 * An equipment list under its heading: group names on the left, one item per row in the column to
 * their right (CCC's "VEHICLE EQUIPMENT", run over as many pages as the heading repeats on).
 */
function equipmentList(rows: Row[], skip: Set<number>): string[] {
  const out: string[] = [];
  let column: number | null = null;
  let open = false;
  for (const row of rows) {
    if (skip.has(row.index)) continue;
    const first = row.cells[0] as Cell;
    if (normLabel(first.text) === 'vehicle equipment') {
      open = true;
      continue;
    }
    if (!open) continue;
    // Another section's title (a lone upper-case run at the left) or the page's footer ends the list.
    if (row.cells.length === 1 && column !== null && first.x < column - 20 && first.text === first.text.toUpperCase() && /[A-Z]{4}/.test(first.text)) {
      open = false;
      continue;
    }
    if (column === null && row.cells.length >= 2 && first.x < 100) column = (row.cells[1] as Cell).x;
    if (column === null) continue;
    const item = row.cells.find((c) => Math.abs(c.x - (column as number)) < 6);
    // Not a reading ("Odometer  41,156"), nor OCR's trace of a shaded band ("[Rearwindowwiper |").
    if (item && !/^[\d,.\s]+$/.test(item.text) && !/[[\]|{}]/.test(item.text) && item.text.length <= 60) out.push(item.text);
  }
  return out;
}

function options(rows: Row[], skip: Set<number>): string[] {
  const out: string[] = [...equipmentList(rows, skip)];
  const headings = new Set(VALUATION_OPTION_HEADINGS);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as Row;
    if (skip.has(row.index)) continue;
    const pkg = row.cells.findIndex((c) => /^package\s*\d*\s*:$/i.test(c.text));
    if (pkg >= 0 && row.cells[pkg + 1]) out.push((row.cells[pkg + 1] as Cell).text);
    if (!headings.has(normLabel(row.text))) continue;
    let prev = row;
    for (let j = i + 1; j < rows.length; j++) {
      const r = rows[j] as Row;
      if (r.page !== row.page || r.y - prev.y > 30 || /^[*•]|[:=]/.test(r.text) || headings.has(normLabel(r.text))) break;
      if (!/^-?\s*inc\b/i.test(r.text))
        out.push(
          ...r.cells
            .flatMap((c) => c.text.split(/,\s*/))
            .map((s) => s.trim())
            .filter(Boolean),
        );
      prev = r;
    }
  }
  return [...new Set(out)];
}

/** A count in miles alone in its cell, on the few lines under the loss vehicle's description. */
function milesUnder(rows: Row[], skip: Set<number>, from: Row): { text: string; row: Row } | null {
  for (const row of rows.slice(from.index + 1, from.index + 4)) {
    if (row.page !== from.page || skip.has(row.index)) break;
    const cell = row.cells.find((c) => /^(\d{1,3}(,\d{3})+|\d{2,7})\s*(miles|mi\.?)$/i.test(c.text.trim()));
    if (cell) return { text: cell.text, row };
  }
  return null;
}

export function readLossVehicle(rows: Row[], skip: Set<number>, peerVins: string[] = []): ValuationLossVehicle {
  const desc = description(rows, skip);
  let year: SourcedNumber | null = null;
  let make: SourcedText | null = null;
  let model: SourcedText | null = null;
  let trim: SourcedText | null = null;
  if (desc) {
    const [head, second] = desc.text.split('|').map((s) => s.trim());
    const parsed = parseVehicleDescription(head ?? '');
    if (parsed) {
      year = sourced(parsed.year, desc.row);
      make = sourced(parsed.make, desc.row);
      if (second !== undefined) {
        // "YYYY Make Model | Trim Body | Engine": the model is all of the first part after the make.
        const rest = (head ?? '')
          .replace(/^.*?(19|20)\d\d\s+/, '')
          .split(/\s+/)
          .slice(parsed.make.split(/[\s]/).length)
          .join(' ');
        if (rest) model = sourced(rest, desc.row);
        const t = second.split(BODY_START)[0]?.trim();
        if (t) trim = sourced(t, desc.row);
      } else {
        if (parsed.model) model = sourced(parsed.model, desc.row);
        if (parsed.trim) trim = sourced(parsed.trim, desc.row);
      }
    }
  }
  // A value, not the next label of a header row ("Model | Trim | VIN").
  const word = (v: string) => v.length <= 40 && !RATING.test(v.trim()) && !/\$|:/.test(v) && !/^\d+$/.test(v.trim()) && !roleOfLabel(v);
  // Beside its label, or under it in a grid of labels over values (Year | Make | Model | Trim).
  const lModel = labelled(rows, skip, ['model'], (v) => word(v) && v.split(' ').length <= 3, 'grid');
  const lTrim = labelled(rows, skip, ['trim', 'trim level', 'series'], (v) => word(v) && v.split(' ').length <= 4, 'grid');
  const lYear = labelled(rows, skip, ['year', 'model year'], (v) => /^(19[5-9]\d|20[0-4]\d)$/.test(v.trim()), 'grid');
  const lMake = labelled(rows, skip, ['make'], (v) => normalizeMake(v.trim().split(' ')[0] ?? '') !== null, 'grid');
  if (lModel) model = sourced(lModel.text.trim(), lModel.row);
  if (lTrim) trim = sourced(lTrim.text.trim(), lTrim.row);
  year ??= lYear ? sourced(Number(lYear.text.trim()), lYear.row) : null;
  make ??= lMake ? sourced(normalizeMake(lMake.text.trim().split(' ')[0] ?? '') as string, lMake.row) : null;

  const vin = lossVin(rows, skip, peerVins);
  const miles = labelled(rows, skip, ['odometer', 'mileage', 'odometer reading', 'miles'], (v) => /^\d{1,3}(,\d{3})+|^\d{2,7}\b/.test(v.trim()), true);
  // Unlabelled, a count in miles on the description's next lines ("61,204 miles").
  const counted = miles ?? (desc ? milesUnder(rows, skip, desc.row) : null);
  const mileage = counted ? sourced(readCount(counted.text) as number, counted.row) : null;
  const rating = (v: string) => /\b(excellent|very good|good|fair|poor|rough|average)\b/i.test(v) && v.length < 30;
  const rated =
    labelled(
      rows,
      skip,
      VALUATION_CONDITION_LABELS.filter((l) => l !== 'condition'),
      rating,
      false,
      true,
    ) ?? labelled(rows, skip, ['condition'], rating);
  const prose = rated ? null : rows.find((r) => !skip.has(r.index) && /\bin (excellent|very good|good|fair|poor|average) condition\b/i.test(r.text));
  const condition = rated
    ? sourced(rated.text.trim(), rated.row)
    : prose
      ? {
          value: (prose.text.match(/\bin (excellent|very good|good|fair|poor|average) condition\b/i)?.[1] ?? '').replace(/^\w/, (c) => c.toUpperCase()),
          page: prose.page,
          confidence: 0.6,
        }
      : null;
  return { year, make, model, trim, vin, mileage, options: options(rows, skip), condition };
}
