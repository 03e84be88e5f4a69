/** Distances and overlaps of rows and extents, for every reader of the layout. */
import type { LayoutRow } from './types';

/** The vertical distance between two rows (positive), whichever way the page's y runs. */
export const rowGap = (a: Pick<LayoutRow, 'y'>, b: Pick<LayoutRow, 'y'>): number => Math.abs(b.y - a.y);

/** Whether two extents overlap, with `slack` points of tolerance. */
export const spansOverlap = (a: { x: number; right: number }, b: { x: number; right: number }, slack = 0): boolean =>
  a.x - slack < b.right && b.x - slack < a.right;

/** How much of the narrower extent the two share (0..1). */
export function overlapShare(a: { x: number; right: number }, b: { x: number; right: number }): number {
  const shared = Math.min(a.right, b.right) - Math.max(a.x, b.x);
  return Math.max(0, shared) / Math.max(1, Math.min(a.right - a.x, b.right - b.x));
}
