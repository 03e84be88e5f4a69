/**
 * Reads a vehicle description ("LX 4D Sedan 2.4L AWD", "Crew Cab 4x4") into body, doors,
 * drivetrain and what is left of the trim, so that a comparable of another body or drivetrain is
 * told apart from one that only prints its trim differently.
 */
const BODY: Array<[RegExp, string]> = [
  [/\b(sedan|sdn)\b/, 'sedan'],
  [/\b(coupe|cpe)\b/, 'coupe'],
  [/\b(hatchback|hatch|hb)\b/, 'hatchback'],
  [/\b(wagon|wgn)\b/, 'wagon'],
  [/\b(convertible|conv|cabriolet|cabrio|roadster)\b/, 'convertible'],
  [/\b(crew ?cab|crewmax|supercrew)\b/, 'crew cab'],
  [/\b(ext(ended)? ?cab|double ?cab|quad ?cab|super ?cab|king ?cab|access ?cab)\b/, 'extended cab'],
  [/\b(reg(ular)? ?cab)\b/, 'regular cab'],
  [/\b(minivan|van)\b/, 'van'],
  [/\b(suv|sport utility|utility)\b/, 'utility'],
];
const DRIVE: Array<[RegExp, string]> = [
  [/\b(awd|all wheel drive)\b/, 'AWD'],
  [/\b(4wd|4x4|four wheel drive)\b/, '4WD'],
  [/\b(fwd|front wheel drive)\b/, 'FWD'],
  [/\b(rwd|rear wheel drive)\b/, 'RWD'],
  [/\b(2wd|4x2)\b/, '2WD'],
];
const DOORS = /\b([2-5]) ?(d|dr|door)\b/;
/** Engine, fuel and gearbox words: the same trim is printed with or without them. */
const NOT_TRIM =
  /^(\d\.\d+l?|\d+cyl|cyl|v6|v8|v10|v12|i3|i4|i5|i6|h4|h6|turbo|gas|diesel|flex|auto|automatic|manual|cvt|\d+ ?spd|\d+-speed|speed|w|with|pkg|package)$/;

export interface VehicleWords {
  body: string | null;
  doors: number | null;
  drive: string | null;
  /** The trim words that are neither body, doors, drivetrain nor engine, lower-case. */
  trim: string;
}

const first = (s: string, table: Array<[RegExp, string]>) => table.find(([re]) => re.test(s))?.[1] ?? null;

export function readVehicleWords(...texts: Array<string | null | undefined>): VehicleWords {
  const s = texts
    .filter(Boolean)
    .join(' ')
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const doors = s.match(DOORS);
  let rest = s;
  for (const [re] of [...BODY, ...DRIVE]) rest = rest.replace(new RegExp(re.source, 'g'), ' ');
  rest = rest.replace(new RegExp(DOORS.source, 'g'), ' ');
  const trim = rest
    .split(' ')
    .filter((w) => w && !NOT_TRIM.test(w))
    .join(' ');
  return { body: first(s, BODY), doors: doors ? Number(doors[1]) : null, drive: first(s, DRIVE), trim };
}

/** The trim words alone, from a trim field (the model's own words removed). */
export function trimWords(trim: string | null | undefined, model: string | null | undefined): string {
  const words = readVehicleWords(trim).trim.split(' ').filter(Boolean);
  const modelWords = new Set((model ?? '').toLowerCase().split(/[^a-z0-9]+/));
  return words.filter((w) => !modelWords.has(w)).join(' ');
}

/**
 * A comparable's trim in the loss vehicle's spelling: a report may print its comparables' trims in
 * title case ("Xle Awd") and the vehicle's in capitals ("XLE AWD"). A word the loss vehicle's trim
 * (the report's vehicle section, then the claim) holds but for case is spelled as there; every
 * other word stays as read.
 */
export function spellLikeLoss(trim: string | null, ...references: Array<string | null | undefined>): string | null {
  if (!trim) return trim;
  const spelled = new Map<string, string>();
  for (const word of references.flatMap((r) => (r ?? '').split(/\s+/))) if (word && !spelled.has(word.toLowerCase())) spelled.set(word.toLowerCase(), word);
  return trim
    .split(/(\s+)/)
    .map((w) => spelled.get(w.toLowerCase()) ?? w)
    .join('');
}
