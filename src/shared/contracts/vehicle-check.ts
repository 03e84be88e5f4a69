/** One vehicle per claim: the claim's documents read as another vehicle's, and their confirmation. */
import { z } from 'zod';

export const OtherVehicleFileSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  /** The vehicle the document names ("2016 Ford F-150, VIN 1FT…"). */
  vehicle: z.string(),
  /** A person confirmed it belongs to the claim: it counts again in the reviews, the comparison and the letter. */
  confirmed: z.boolean(),
});
export type OtherVehicleFile = z.infer<typeof OtherVehicleFileSchema>;

export const VehicleCheckSchema = z.object({
  referenceNumber: z.string(),
  /** The claim's vehicle as the check took it (what the claim states, else the carrier's document's). */
  vehicle: z.string().nullable(),
  /** Only the documents of another vehicle; a document naming no vehicle is never listed. */
  files: z.array(OtherVehicleFileSchema),
});
export type VehicleCheck = z.infer<typeof VehicleCheckSchema>;
