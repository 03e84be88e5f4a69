import { apiRequest } from '../../lib/api-request';
import type { VinLookup } from '../../../shared/vin';

/** GET /api/vin/{vin}: our server's offline vPIC decode. */
export async function fetchVinLookup(vin: string): Promise<VinLookup> {
  const res = await apiRequest('GET', `/api/vin/${encodeURIComponent(vin)}`);
  return (await res.json()) as VinLookup;
}
