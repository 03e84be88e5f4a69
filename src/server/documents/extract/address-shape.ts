/**
 * What makes a value a place: a field that wants an address (a vehicle's location, a shop's or an
 * appraiser's address) prefers a value with an address's shape and never takes a person's name
 * alone (the first line of an "Inspection Location" block is often the owner's name).
 */

const STREET_WORDS =
  'st|street|ave|avenue|av|rd|road|blvd|boulevard|dr|drive|ln|lane|way|ct|court|pl|place|hwy|highway|pkwy|parkway|cir|circle|ter|terrace|trl|trail|loop|sq|square|pike|route|rte|fwy|freeway|expy|expressway|plz|plaza|row|run|xing|crossing|aly|alley';
/** "1423 NE Alberta St", "88 Dock St.", "5 Depot Rd", "12 W 4th Ave": a number, then a street word within five words. */
const STREET = new RegExp(`\\b\\d+[A-Za-z]?\\s+(?:[A-Za-z0-9.'-]+\\s+){0,4}(?:${STREET_WORDS})\\b\\.?`, 'i');
const PO_BOX_WORDS = String.raw`(?:p\.?\s*o\.?\s*box|post office box)\s*\d+`;
const PO_BOX = new RegExp(String.raw`\b${PO_BOX_WORDS}`, 'i');
/** The first line of an address: a house number and its street ("881 Mill St"), or a post office box ("PO Box 812"). */
export const ADDRESS_START = new RegExp(String.raw`^(?:\d+[A-Z]?\s+\S|${PO_BOX_WORDS})`, 'i');
const ZIP = /\b\d{5}(?:-\d{4})?\b/;
const STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR';
/** "Tacoma, WA", "Mobile, AL 36604": a city, a comma and a state's code. */
const CITY_STATE = new RegExp(`[A-Za-z.]\\s*,\\s*(?:${STATES})\\.?(?:\\s+\\d{5}(?:-\\d{4})?)?\\s*$|[A-Za-z.]\\s*,\\s*(?:${STATES})\\.?\\s*,`);

/** Whether a value has an address's shape: a number and a street word, a P.O. box, a ZIP, or "City, ST". */
export function hasAddressShape(value: string): boolean {
  const v = value.replace(/\s+/g, ' ').trim();
  return STREET.test(v) || PO_BOX.test(v) || ZIP.test(v) || CITY_STATE.test(v);
}

const PLACE_WORD =
  /\b(storage|yard|lot|tow|towing|residence|home|house|auction|parking|garage|facility|center|centre|depot|dock|terminal|warehouse|street|road|avenue|copart|iaa|iaai)\b/i;
const NAME_WORD = /^(?:[A-Z][a-z]+(?:['-][A-Z]?[a-z]+)?|[A-Z]{2,}(?:['-][A-Z]+)?|[A-Z]\.?)$/;

/** A name's words, lower case, without punctuation or initials ("PEOTTER, JORDAN M." → jordan, peotter). */
const nameWords = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .replace(/[^a-z ]+/g, ' ')
      .split(/\s+/)
      .filter((w) => w.length > 1),
  );

/**
 * Whether a line names one of the people the document names (its insured or owner): the same words in
 * any order, with or without a middle initial ("PEOTTER, JORDAN M" is "Jordan Peotter").
 */
export function namesPerson(line: string, people: string[]): boolean {
  const words = nameWords(line);
  if (words.size < 2) return false;
  return people.some((p) => {
    const other = nameWords(p);
    return other.size >= 2 && [...other].every((w) => words.has(w)) && [...words].every((w) => other.has(w));
  });
}

/**
 * Whether a value is a person's name, not a place's: two to four name-shaped words with no company or
 * place word ("Jordan Peotter", "PEOTTER, JORDAN"), or the name the document gives the insured.
 */
export function isPersonName(line: string, isOrg: (s: string) => boolean, insured: string[] = []): boolean {
  if (namesPerson(line, insured)) return true;
  if (isOrg(line) || PLACE_WORD.test(line) || /\d/.test(line)) return false;
  const words = line.replace(/,/g, ' ').trim().split(/\s+/);
  return words.length >= 2 && words.length <= 4 && words.every((w) => NAME_WORD.test(w));
}
