/** The vehicle's labels: VIN, year, make, model, trim, its description line, odometer and where it stands. */
import type { FieldLabels, FieldName } from '../field-spec';

export const VEHICLE_LABELS = {
  vehicleVin: {
    type: 'vin',
    labels: ['vin', 'vin #', 'vin no', 'vehicle identification number', 'vehicle id', 'vin number', 'unit 1 vin', 'serial #'],
  },
  vehicleYear: { type: 'year', labels: ['year', 'model year', 'veh year', 'yr', 'vehicle year'] },
  vehicleMake: { type: 'make', labels: ['make', 'veh make', 'vehicle make'] },
  vehicleModel: { type: 'model', labels: ['model', 'veh model', 'vehicle model'] },
  vehicleTrim: { type: 'model', labels: ['trim', 'series', 'sub model', 'submodel', 'trim line', 'trim level'] },
  vehicleDescription: {
    type: 'text',
    labels: ['vehicle', 'year make model', 'vehicle description', 'unit 1 vehicle', 'veh', 'insured vehicle', 'subject vehicle', 'loss vehicle'],
  },
  mileage: {
    type: 'mileage',
    labels: ['mileage', 'mileage in', 'odometer', 'odometer in', 'odometer reading', 'miles', 'miles in', 'odo', 'odo in'],
  },
  vehicleLocation: {
    type: 'address',
    labels: [
      'inspection location',
      'vehicle location',
      'location of vehicle',
      'vehicle is located at',
      'storage location',
      'inspection site',
      'vehicle located at',
    ],
  },
} satisfies Partial<Record<FieldName, FieldLabels>>;

/**
 * A label never seen that names the odometer by its words ("Vehicle Mileage", "Current Mileage",
 * "Odometer Miles", "Actual Odometer Reading"): every word is one of these, one names the odometer.
 */
export const MILEAGE_WORDS = {
  odometer: ['mileage', 'odometer', 'odo', 'miles'],
  // Not "out": a shop's "Mileage Out" is the odometer when the car left, not at the loss ("Mileage In").
  qualifier: ['vehicle', 'veh', 'current', 'actual', 'reading', 'in', 'stated', 'reported', 'at', 'loss', 'time', 'of'],
};
