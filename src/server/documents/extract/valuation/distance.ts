/**
 * A comparable's distance from the loss vehicle as listings print it: whole miles ("25 mi", "1,204")
 * or with a decimal ("25.4 mi", "112.0 miles"). A count reader takes "25.4" for no number at all
 * (its point is a thousands separator or nothing), so distances are read here.
 */

/** The figure of a distance inside a larger pattern: whole miles, a decimal of one or two digits kept. */
export const MILES_FIGURE = String.raw`\d{1,4}(?:\.\d{1,2})?`;

/** The first distance a text prints, in miles (to a tenth); null when it prints none. */
export function readDistance(text: string): number | null {
  const m = text.match(/(?<![\d$.,])(\d{1,3}(?:,\d{3})+|\d{1,5})(\.\d{1,2})?(?![\d,]|\.\d)/);
  if (!m) return null;
  const miles = Number(`${(m[1] as string).replace(/,/g, '')}${m[2] ?? ''}`);
  return Number.isFinite(miles) ? Math.round(miles * 10) / 10 : null;
}
