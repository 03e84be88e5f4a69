/**
 * A luxury make reported as its parent manufacturer ("Toyota" for a Lexus, "Honda" for an Acura), by
 * a document or by a VIN's manufacturer code: the brand is the vehicle's make. Families are data.
 */
import data from '../lexicons/make-families.json' with { type: 'json' };

const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
const BRANDS = new Map<string, Set<string>>(Object.entries(data.families).map(([parent, brands]) => [key(parent), new Set(brands.map(key))]));

/** Whether `parent` is the manufacturer that sells `brand`. */
export const isParentOf = (parent: string, brand: string): boolean => key(parent) !== key(brand) && (BRANDS.get(key(parent))?.has(key(brand)) ?? false);

/**
 * Of two makes said for one vehicle, the brand when one is the other's parent; null when they are
 * unrelated (then they really disagree) or the same.
 */
export function brandOf(a: string, b: string): string | null {
  if (isParentOf(a, b)) return b;
  if (isParentOf(b, a)) return a;
  return null;
}

/** Whether a make is a manufacturer selling other brands (its name on a VIN does not tell the brand). */
export const hasBrands = (make: string): boolean => (BRANDS.get(key(make))?.size ?? 0) > 0;
