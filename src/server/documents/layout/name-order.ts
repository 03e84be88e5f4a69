/**
 * A name printed surname first with its parts separated by commas, as a form's label says ("OWNER
 * NAME: LAST, FIRST, MIDDLE"), put in reading order: "HOLLOWAY, DENISE, R" → "DENISE R HOLLOWAY".
 * Only where the hint names the order; a name with one comma is left to the name normaliser.
 */
export function nameInPrintedOrder(value: string, hint: string): string {
  if (!/\bLAST\b.*\bFIRST\b/i.test(hint)) return value;
  const parts = value.split(',').map((p) => p.trim());
  if (parts.length !== 3 || parts.some((p) => !p || /\d/.test(p))) return value;
  const [last, first, middle] = parts as [string, string, string];
  return `${first} ${middle} ${last}`;
}
