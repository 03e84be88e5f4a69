import type { EstimateComparison } from '../../shared/estimate-comparison';
import { apiRequest, readAnswer } from '../lib/api-request';

/**
 * POST /api/estimate-comparison: the carrier's estimate against another one (the shop's, an
 * appraiser's), compared line by line. Shared by intake's Review and the assignment generator.
 */
const comparisonSchema = import.meta.env.DEV ? async () => (await import('../../shared/estimate-comparison')).EstimateComparisonSchema : undefined;

export async function compareEstimates(carrier: File, other: File, signal?: AbortSignal): Promise<EstimateComparison> {
  const body = new FormData();
  body.append('carrier', carrier, carrier.name);
  body.append('other', other, other.name);
  return readAnswer(await apiRequest('POST', '/api/estimate-comparison', body, { signal }), comparisonSchema);
}
