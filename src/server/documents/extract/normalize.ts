/**
 * Value normalisers shared by the extractor: names ("LAST, FIRST"), phones, e-mail addresses, make
 * abbreviations of estimating systems. Money, numbers and dates are read by shared/read-values.ts.
 */
import { VEHICLE_MAKES } from '../../../shared/suggestions';

const PHONE_RE = /(?:\+?1[\s.-]?)?\(?\b(\d{3})\)?[\s.-]?(\d{3})[\s.-](\d{4})\b/;
export function parsePhone(raw: string): string | null {
  const m = raw.match(PHONE_RE);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : null;
}
/**
 * A phone under its label: as parsePhone reads it, or printed as its ten digits run together
 * ("5551234567", "+15551234567"), as a form field or a shop system stores it. Read only where a phone
 * label names the value: anywhere else ten digits are as likely a claim or policy number.
 */
const BARE_PHONE = /^(?:\+?1)?(\d{3})(\d{3})(\d{4})(?![\d-])/;
export function parseLabelledPhone(raw: string): string | null {
  const m = raw.trim().match(BARE_PHONE);
  return parsePhone(raw) ?? (m ? `(${m[1]}) ${m[2]}-${m[3]}` : null);
}
export const EMAIL_RE = /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/;

/**
 * An e-mail address OCR broke up, printed alone on its line or its label's cell: spaces around "@" and
 * the dots, the dot before a common ending read as a space ("outlook com"), and one space inside the
 * name where a small "." did not print ("jamal haddad77@ gmail.com"). An address holds no spaces, so
 * the line can only be read one way.
 */
export function readBrokenEmail(line: string): string | null {
  const raw = line.trim();
  if (!/\s/.test(raw)) return null;
  let s = raw.replace(/\s*@\s*/g, '@').replace(/\s*\.\s*/g, '.');
  s = s.replace(/@([A-Za-z0-9.-]+)\s(com|net|org|edu|gov|us|biz|info)$/i, '@$1.$2');
  const at = s.indexOf('@');
  if (at < 0) return null;
  const local = s.slice(0, at).split(' ');
  if (local.length > 2) return null;
  const email = `${local.join('.')}${s.slice(at)}`.toLowerCase();
  return /^[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/.test(email) && !email.includes('..') ? email : null;
}

/** A dot with a space after it (or before it) inside the text before "@": OCR spaced the name's dot. */
const SPACED_DOT_IN_NAME = /[A-Za-z0-9](?:\.\s+|\s+\.)[A-Za-z0-9._%+-]*@/;

/**
 * The e-mail address a line or a cell gives, lower case: the address as printed, or as OCR broke it up
 * (readBrokenEmail). When OCR put a space after a dot inside the name ("lionel. montgomery53@icloud.com"),
 * the address is the whole of it, not the part after the space.
 */
export function readEmail(text: string): string | null {
  const m = text.match(EMAIL_RE);
  if (!m) return readBrokenEmail(text);
  const printed = m[0].toLowerCase();
  const whole = SPACED_DOT_IN_NAME.test(text) ? readBrokenEmail(text) : null;
  return whole?.endsWith(`.${printed}`) ? whole : printed;
}

const titleWord = (w: string) =>
  w.length <= 1
    ? w.toUpperCase()
    : w
        .replace(/^(\p{L})(.*)$/u, (_, a: string, b: string) => a.toUpperCase() + b.toLowerCase())
        .replace(/-(\p{L})/gu, (_, c: string) => `-${c.toUpperCase()}`);

/** Courtesy titles before a name ("Mr.", "MRS", "Dr.", "Mr. and Mrs."): not part of the name a claim form asks for. */
const COURTESY_TITLE = /^(?:(?:mr|mrs|ms|miss|mx|dr)\.?\s+(?:(?:and|&)\s+)?)+/i;
/** A generation suffix ending the name, after a comma or a space ("Public, John Q., Jr.", "John Public III"). */
const GENERATION_SUFFIX = /(?:,\s*|\s+)(jr|sr|ii|iii|iv)(\.?)$/i;

/**
 * Person name: "THOMPSON, ROBERT J" → "Robert J Thompson"; all-caps names title-cased. A courtesy title
 * goes; a generation suffix stays last whichever order the name is printed in ("PUBLIC, JOHN Q., JR."
 * → "John Q. Public Jr.").
 */
export function normalizePersonName(raw: string): string | null {
  let s = firstNamedPerson(
    raw
      .replace(/\s+/g, ' ')
      .replace(/^[\s:,-]+|[\s:,]+$/g, '')
      .trim()
      .replace(COURTESY_TITLE, ''),
  );
  if (!s || /\d/.test(s) || s.length < 3 || s.length > 60) return null;
  const generation = s.match(GENERATION_SUFFIX);
  if (generation) s = s.slice(0, generation.index).replace(/[\s,]+$/, '');
  const comma = s.match(/^([^,]+),\s*([^,]+)$/);
  if (comma && !/\b(inc|llc|ltd|co)\b\.?/i.test(s)) s = `${comma[2]} ${comma[1]}`;
  if (s === s.toUpperCase() || s === s.toLowerCase()) s = s.split(' ').map(titleWord).join(' ');
  if (!/^\p{L}[\p{L}'.\- ]+$/u.test(s) || s.split(' ').length < 2) return null;
  if (!generation) return s;
  const suffix = generation[1] as string;
  return `${s} ${/^i/i.test(suffix) ? suffix.toUpperCase() : titleWord(suffix)}${generation[2]}`;
}

/** "and/or", "&", "and", "or" between the names of two owners of one car. */
const JOINT = /\s+(?:and\/or|&|and|or|\+)\s+/i;
/** "c/o", "care of", "attn": the person or firm the mail goes through, not the owner. */
const IN_CARE_OF = /\s+(?:c\/o|care of|attn\b:?)\s+.*$/i;

/**
 * The first of the people a name line gives: "Harold Finch and/or Rosa Finch" and "FINCH, HAROLD &
 * ROSA" give Harold Finch, "Harold & Rosa Finch" too (the shared surname printed once, last), and
 * "Harold Finch c/o Baxter Law Group" gives Harold Finch. A firm's "Smith & Sons" is left whole (and
 * is no person's name).
 */
function firstNamedPerson(s: string): string {
  const line = s.replace(IN_CARE_OF, '');
  const [first, second] = line.split(JOINT);
  if (first === undefined || second === undefined) return line;
  if (first.includes(',') || first.includes(' ')) return first;
  const others = second.split(' ');
  return others.length >= 2 && others.length <= 3 ? `${first} ${others.at(-1)}` : line;
}

/** Make abbreviations printed by CCC / Mitchell / Audatex. */
const MAKE_ABBR: Record<string, string> = {
  HOND: 'Honda',
  TOYT: 'Toyota',
  TOYO: 'Toyota',
  CHEV: 'Chevrolet',
  CHEVY: 'Chevrolet',
  NISS: 'Nissan',
  HYUN: 'Hyundai',
  SUBA: 'Subaru',
  VOLK: 'Volkswagen',
  VW: 'Volkswagen',
  MAZD: 'Mazda',
  DODG: 'Dodge',
  TESL: 'Tesla',
  MERZ: 'Mercedes-Benz',
  MERC: 'Mercury',
  MITS: 'Mitsubishi',
  CHRY: 'Chrysler',
  LEXS: 'Lexus',
  ACUR: 'Acura',
  INFI: 'Infiniti',
  CADI: 'Cadillac',
  BUIC: 'Buick',
  LINC: 'Lincoln',
  VOLV: 'Volvo',
  PORS: 'Porsche',
  JAGU: 'Jaguar',
  LNDR: 'Land Rover',
  LAND: 'Land Rover',
  ALFA: 'Alfa Romeo',
  MASE: 'Maserati',
  BENT: 'Bentley',
  FERR: 'Ferrari',
  LAMB: 'Lamborghini',
  GMC: 'GMC',
  RAM: 'Ram',
  AUDI: 'Audi',
  BMW: 'BMW',
  KIA: 'Kia',
  FORD: 'Ford',
  JEEP: 'Jeep',
  GENE: 'Genesis',
  MINI: 'Mini',
  FIAT: 'Fiat',
  PONT: 'Pontiac',
  SATU: 'Saturn',
  SCIO: 'Scion',
};
/**
 * Makes a document may name: the 27 the make field suggests (claim-intake.md) and the others
 * carriers still value (discontinued brands, small ones), so a document's make is read even when the
 * field would not suggest it.
 */
const KNOWN_MAKES: readonly string[] = [
  ...VEHICLE_MAKES,
  'Alfa Romeo',
  'Aston Martin',
  'Bentley',
  'Ferrari',
  'Fiat',
  'Genesis',
  'Jaguar',
  'Lamborghini',
  'Lucid',
  'Maserati',
  'Mercury',
  'Mini',
  'Porsche',
  'Rivian',
  'Volvo',
  'Polestar',
  'Pontiac',
  'Rolls-Royce',
  'Saturn',
  'Scion',
];
const MAKE_BY_LOWER = new Map(KNOWN_MAKES.map((m) => [m.toLowerCase(), m]));
/** Makes of two words by their words, hyphen or not ("land rover", "rolls royce"). */
const TWO_WORD_MAKES = new Map(KNOWN_MAKES.filter((m) => /[\s-]/.test(m)).map((m) => [m.toLowerCase().replace('-', ' '), m]));
const twoWordMake = (first: string, second: string | undefined): string | null =>
  second ? (TWO_WORD_MAKES.get(`${first} ${second}`.toLowerCase().replace('-', ' ')) ?? null) : null;

export function normalizeMake(token: string): string | null {
  const t = token.replace(/[^A-Za-z-]/g, '');
  if (!t) return null;
  return MAKE_ABBR[t.toUpperCase()] ?? MAKE_BY_LOWER.get(t.toLowerCase()) ?? (t.toLowerCase() === 'mercedes' ? 'Mercedes-Benz' : null);
}

/**
 * The make a maker code's name gives: the name itself, or the first make among its words, since the table
 * names many plants by their company ("NISSAN NORTH AMERICA, INC." → Nissan, "AMERICAN HONDA MOTOR CO." → Honda).
 * A make of two words is read as one ("Land Rover", "Rolls Royce"), before its first word alone.
 */
export function makeOfMaker(name: string | null): string | null {
  if (!name) return null;
  const words = name.split(/[\s,./]+/).filter(Boolean);
  for (const [i, word] of words.entries()) {
    const make = twoWordMake(word, words[i + 1]) ?? normalizeMake(word);
    if (make) return make;
  }
  return null;
}

// A cab ("Crew Cab", "Ext Cab") is part of a pickup's trim as carriers print it; doors, body and engine are not.
const BODY_WORDS =
  /^(\d?D|SED|SEDAN|CPE|COUPE|UTV|SUV|WGN|WAGON|HB|HATCHBACK|PKP|PICKUP|VAN|CONV|AWD|FWD|RWD|4WD|2WD|\d\.\d+L?|V\d|I\d|GAS|ELECTRIC-?|HYBRID|AUTO|MANUAL|DOORS?|DR|UTILITY|CYL|CYLINDERS?|DIESEL|TRUCK)$/i;
const COLORS = /^(SILVER|BLACK|WHITE|BLUE|RED|GRAY|GREY|GREEN|BEIGE|BROWN|GOLD|ORANGE|YELLOW|SOLID|METALLIC|PEARL)$/i;
/**
 * Where a description line goes on with the next fact: a label ("VIN", "Mileage:", "Plate", any word
 * ending in a colon) or a serial number (a long run of letters and digits, a VIN as OCR read it).
 * "2017 Jeep Grand Cherokee VIN 1J4…" has no trim; the VIN is read by its own label.
 */
const NEXT_FACT =
  /^(VIN|V\.I\.N\.?|Serial|S\/N|Mileage|Miles|Odometer|Odo|Plate|Lic\.?|License|Tag|Stock|Colou?r|Ext\.?|Int\.?)#?:?$|^[^:]+:$|^(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{11,}$/i;

/**
 * A description as the year-make-model reader takes it: its words one space apart, the slashes of a
 * "Year/Make/Model" box's value ("2019/HONDA/ACCORD") as spaces, a year printed "'19" in full, and a year
 * printed last after the make ("Honda Accord 2019") put first.
 */
function printedInOrder(raw: string): string {
  const words = (/^\s*'?\d{2,4}\s*\//.test(raw) ? raw.replace(/\//g, ' ') : raw)
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^'(\d{2})(?= )/, (_, yy: string) => String(Number(yy) >= 50 ? 1900 + Number(yy) : 2000 + Number(yy)))
    .split(' ');
  const last = words.at(-1) ?? '';
  return /^(19[5-9]\d|20[0-4]\d)$/.test(last) && normalizeMake(words[0] ?? '') ? [last, ...words.slice(0, -1)].join(' ') : words.join(' ');
}

/** "2013 TOYT Camry SE 4D SED Silver" → year, make, model, trim. */
export function parseVehicleDescription(raw: string): { year: number; make: string; model: string | null; trim: string | null } | null {
  // "2022 Hyundai Tucson | SEL 4 Door Utility | 2.0L 4 Cyl": the printer separates model, trim and engine itself.
  const [head, second] = raw.split(/\s*\|\s*/);
  if (second !== undefined && head) {
    const first = parseVehicleDescription(head);
    if (!first) return null;
    const headWords = head.trim().split(/\s+/);
    const model = headWords.slice(headWords.findIndex((w) => /^(19[5-9]\d|20[0-4]\d)$/.test(w)) + 1 + first.make.split(' ').length).join(' ');
    const trimWords = second.trim().split(/\s+/);
    let cut = trimWords.findIndex((w) => BODY_WORDS.test(w) || COLORS.test(w));
    if (cut > 0 && /^\d$/.test(trimWords[cut - 1] ?? '')) cut--;
    const trim = (cut < 0 ? trimWords : trimWords.slice(0, cut)).join(' ') || null;
    return { ...first, model: first.model ? model || first.model : null, trim };
  }
  // "2019 Honda Accord EX, VIN …", "2021 Toyota Camry, SE, 4D Sedan": a comma after a word separates
  // facts; it is no part of the word. Before a word in lower case ("your 2019 Honda Accord, claim number
  // …") the sentence goes on: the description ends there.
  const printed = printedInOrder(raw).split(' ');
  const ends = printed.findIndex((w, i) => i >= 2 && /[,;]$/.test(w) && /^[a-z]/.test(printed[i + 1] ?? ''));
  const words = (ends < 0 ? printed : printed.slice(0, ends + 1)).map((w) => w.replace(/[,;]$/, ''));
  const yi = words.findIndex((w) => /^(19[5-9]\d|20[0-4]\d)$/.test(w));
  if (yi < 0) return null;
  const year = Number(words[yi]);
  let mi = yi + 1;
  // A make of two words first: "Alfa Romeo Giulia" is no Alfa (its abbreviation) of model "Romeo".
  let make = words[mi] ? twoWordMake(words[mi] as string, words[mi + 1]) : null;
  if (make) mi++;
  else make = normalizeMake(words[mi] ?? '');
  if (!make) return null;
  const rest = words.slice(mi + 1);
  let cut = rest.findIndex((w) => BODY_WORDS.test(w) || COLORS.test(w) || NEXT_FACT.test(w));
  // "4 Door", "6 Cyl": the count printed before a body or engine word goes with it.
  if (cut > 0 && /^\d$/.test(rest[cut - 1] ?? '')) cut--;
  const kept = cut < 0 ? rest : rest.slice(0, cut);
  if (kept.length === 0) return { year, make, model: null, trim: null };
  // Multi-word model lines ("Grand Cherokee", "Silverado 1500", "Model 3"): a second word that is a
  // number or starts lower-case belongs to the model; the rest is trim.
  let modelLen = 1;
  if (kept.length > 1 && (/^(Model|Grand|Land|Range|Santa|Town)$/i.test(kept[0] ?? '') || /^\d{3,4}(HD|XD)?$/i.test(kept[1] ?? ''))) modelLen = 2;
  const model = kept.slice(0, modelLen).join(' ');
  const trim = kept.slice(modelLen).join(' ') || null;
  return { year, make, model, trim };
}
