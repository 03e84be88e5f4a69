/**
 * Labels over their values (a crash report's "INSURANCE COMPANY  INSURANCE POLICY #  VEHICLE MODEL",
 * a valuation's grey labels with the values underneath) are found by the layout stage
 * (layout/label-grid.ts) and returned by `findLabels` with the layout "column".
 */
import type { DocumentPage } from '../text/types';
import type { LabelHit } from './cells';

/**
 * Kept for its callers: `findLabels` already returns these hits, so this returns none (a caller that
 * concatenates the two would count every column value twice). Callers read `findLabels` alone.
 */
export function columnHits(_page: DocumentPage, _isLabel: (s: string) => boolean): LabelHit[] {
  return [];
}
