import { apiRequest, readAnswer } from '../../lib/api-request';
import type { VinLookup } from '../../../shared/vin';

const vinSchema = import.meta.env.DEV ? async () => (await import('../../../shared/contracts/misc')).VinLookupSchema : undefined;

/** GET /api/vin/{vin}: our server's offline vPIC decode. */
export async function fetchVinLookup(vin: string): Promise<VinLookup> {
  return readAnswer(await apiRequest('GET', `/api/vin/${encodeURIComponent(vin)}`), vinSchema);
}
