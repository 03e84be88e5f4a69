/**
 * One vehicle per claim (DESIGN.md, fourth wave). The claim's vehicle is what the claim states (the
 * claimant typed it, or kept what the intake read); when the claim names none, the carrier's
 * document's; else the vehicle most of its documents share (shared/vehicle-match.ts). A document
 * of another vehicle is kept out of the reviews, the estimate comparison and the letter until the
 * claimant or staff confirm it belongs.
 */
import { normalizeCategory } from '../../shared/categories.js';
import type { VehicleCheck } from '../../shared/contracts/vehicle-check.js';
import { checkPacket, describeVehicleId, type VehicleId } from '../../shared/vehicle-match.js';
import type { Db } from '../db/client.js';
import type { ClaimRow } from '../db/schema.js';
import { displayFileName } from '../../shared/file-name.js';
import { listFilesWithFields } from '../estimates/claim-comparison.queries.js';

export const statedVehicle = (claim: Pick<ClaimRow, 'vehicleVin' | 'vehicleYear' | 'vehicleMake' | 'vehicleModel'>): VehicleId => ({
  vin: claim.vehicleVin,
  year: claim.vehicleYear,
  make: claim.vehicleMake,
  model: claim.vehicleModel,
});

export async function checkClaimVehicles(db: Db, claim: ClaimRow): Promise<VehicleCheck> {
  const files = await listFilesWithFields(db, { claimId: claim.id });
  const checked = checkPacket(
    statedVehicle(claim),
    files.map((f) => ({ id: f.id, carrier: normalizeCategory(f.category) === 'carrier_estimate', fields: f.fields, confirmed: f.confirmed })),
  );
  return {
    referenceNumber: claim.referenceNumber,
    vehicle: checked.reference ? describeVehicleId(checked.reference) || null : null,
    files: checked.files
      .map((c, i) => ({ c, f: files[i] }))
      .filter(({ c }) => c.match === 'other')
      .map(({ c, f }) => ({ fileId: c.id, fileName: displayFileName(f?.fileName ?? ''), vehicle: describeVehicleId(c.vehicle), confirmed: c.confirmed })),
  };
}
