/**
 * A grid's side panel: the comparables' identities printed as blocks of lines to the right of the grid
 * (description, VIN, dealer, phone, source, distance), each under a "Comp N" / "Comparable N" heading,
 * or, with no headings, each opening at its vehicle description. The panel's lines share text lines with
 * the grid's rows; the grid reader cuts them off by x and hands them here in reading order.
 */
import { parseVehicleDescription } from '../normalize';
import { readCount } from '../../../../shared/read-values';
import { MILES_FIGURE, readDistance } from './distance';
import { VIN_RE, vehicleIn } from './comparable-cells';

export type PanelLine = { page: number; y: number; text: string };
export type PanelBlock = {
  /** The number its heading gives ("Comp 4" → 4); null when the panel prints no headings. */
  n: number | null;
  /** Its heading carries the "(*)" of a comparable shown but not used. */
  marked: boolean;
  vehicle: ReturnType<typeof parseVehicleDescription>;
  vin: string | null;
  dealer: string | null;
  source: string | null;
  distance: number | null;
  mileage: number | null;
};

/** "Comp 4", "Comparable #4 (*)": a block's heading, its number, and a "(*)" mark. */
export const COMP_HEADING = /^comp(?:arable)?\s*#?\s*(\d{1,2})\s*(\(\*\))?\s*(?::|$)/i;
/**
 * The note that gives "(*)" its meaning: a line of words opening with it. Only "(*)": a bare "*" opens
 * every footnote of a report ("Deductible*").
 */
export const MARK_NOTE = /^\(\*\)\s*[A-Za-z]+(?:\s+\S+){2,}/;
const PHONE = /^\(?\d{3}\)?[\s.-]*\d{3}[\s.-]\d{4}$/;
const MILES_FROM = new RegExp(String.raw`\b(${MILES_FIGURE})\s+miles?\s+(?:from|away)\b`, 'i');
const LABELLED = /^([A-Za-z][A-Za-z #./]*?)\s*:\s*(.*)$/;

/** The panel's lines cut into blocks, each read for the identity it prints. */
export function readPanelBlocks(lines: PanelLine[]): PanelBlock[] {
  const sorted = [...lines].sort((a, b) => a.page - b.page || a.y - b.y);
  const headed = sorted.some((l) => COMP_HEADING.test(l.text));
  const groups: Array<{ head: string | null; lines: string[] }> = [];
  for (const line of sorted) {
    const opens = headed ? COMP_HEADING.test(line.text) : vehicleIn({ text: line.text, x: 0, right: 0 }) !== null;
    if (opens) groups.push({ head: headed ? line.text : null, lines: headed ? [] : [line.text] });
    else groups[groups.length - 1]?.lines.push(line.text);
  }
  return groups.map(({ head, lines: text }) => readBlock(head, text));
}

function readBlock(head: string | null, lines: string[]): PanelBlock {
  const h = head?.match(COMP_HEADING);
  const block: PanelBlock = {
    n: h ? Number(h[1]) : null,
    marked: Boolean(h?.[2]),
    vehicle: null,
    vin: null,
    dealer: null,
    source: null,
    distance: null,
    mileage: null,
  };
  let vinAt = -1;
  let vehicleAt = -1;
  lines.forEach((text, i) => {
    const vehicle = block.vehicle ? null : vehicleIn({ text: text.replace(/^\(\*\)\s*/, ''), x: 0, right: 0 });
    if (vehicle) {
      block.vehicle = vehicle;
      vehicleAt = i;
      if (/^\(\*\)/.test(text)) block.marked = true;
      return;
    }
    const vin = text.match(VIN_RE)?.[0];
    if (vin && !block.vin) {
      block.vin = vin;
      vinAt = i;
    }
    const miles = text.match(MILES_FROM);
    if (miles && block.distance === null) block.distance = readDistance(miles[1] ?? '');
    const labelled = text.match(LABELLED);
    const label = labelled?.[1]?.toLowerCase().trim() ?? '';
    if (labelled && /^(source|listing source)$/.test(label)) block.source = labelled[2]?.trim() || null;
    if (labelled && /^(dealer|dealership|seller)$/.test(label)) block.dealer = labelled[2]?.trim() || null;
    if (labelled && /^distance$/.test(label)) block.distance ??= readDistance(labelled[2] ?? '');
    if (labelled && /^(odometer|mileage)$/.test(label)) block.mileage ??= readCount(labelled[2] ?? '');
  });
  // The dealer where no label names it: the first plain line after the VIN (or after the vehicle and its
  // trim line when no VIN is printed) that is no phone, no distance and no labelled value.
  if (!block.dealer) {
    const from = vinAt >= 0 ? vinAt + 1 : vehicleAt >= 0 ? vehicleAt + 2 : 0;
    block.dealer =
      lines.slice(from).find((t) => !LABELLED.test(t) && !PHONE.test(t.trim()) && !MILES_FROM.test(t) && !VIN_RE.test(t) && /[A-Za-z]{2}/.test(t)) ?? null;
  }
  // A trim printed on its own line under the description ("Ex-L Sedan 4D"), read as the description reads it.
  const next = vehicleAt >= 0 ? lines[vehicleAt + 1] : undefined;
  if (block.vehicle && !block.vehicle.trim && next && vehicleAt + 1 !== vinAt && !LABELLED.test(next) && !/\d{3}/.test(next)) {
    const v = block.vehicle;
    block.vehicle = { ...v, trim: parseVehicleDescription(`${v.year} ${v.make} ${v.model} ${next}`)?.trim ?? null };
  }
  return block;
}
