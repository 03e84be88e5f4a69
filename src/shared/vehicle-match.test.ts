import { describe, expect, it } from 'vitest';
import { compareVehicles, referenceVehicle, sameVin, vehicleInFields } from './vehicle-match';
import { computeVinCheckDigit } from './vin';

const CAMRY = '4T1B11HKXKU000001';
const F150 = '1FTEW1EP2KFA00002';

describe('compareVehicles', () => {
  it('the same VIN is the same vehicle, whatever else is printed', () => {
    expect(compareVehicles({ vin: CAMRY, year: 2019 }, { vin: CAMRY.toLowerCase(), year: '2018', make: 'Toyota' })).toBe('same');
  });

  it('a VIN that differs is another vehicle even when year, make and model agree', () => {
    expect(compareVehicles({ vin: CAMRY, year: 2019, make: 'Toyota', model: 'Camry' }, { vin: F150, year: 2019, make: 'Toyota', model: 'Camry' })).toBe(
      'other',
    );
  });

  it('without a VIN, a year, make or model that differs is another vehicle', () => {
    expect(compareVehicles({ year: 2019, make: 'Toyota', model: 'Camry' }, { year: 2019, make: 'Ford', model: 'F-150' })).toBe('other');
    expect(compareVehicles({ year: 2019, make: 'Toyota', model: 'Camry' }, { year: 2016, make: 'Toyota', model: 'Camry' })).toBe('other');
    expect(compareVehicles({ vin: CAMRY, year: 2019, make: 'Toyota', model: 'Camry' }, { make: 'Honda', model: 'Accord' })).toBe('other');
  });

  it('without a VIN, the same year, make and model (however spelled) is the same vehicle', () => {
    expect(compareVehicles({ year: 2019, make: 'TOYOTA', model: 'CAMRY' }, { year: '2019', make: 'Toyota', model: 'Camry XLE Sedan 4D' })).toBe('same');
    expect(compareVehicles({ year: 2020, make: 'Chevy', model: 'Silverado' }, { year: 2020, make: 'Chevrolet', model: 'Silverado 1500' })).toBe('same');
    expect(compareVehicles({ make: 'Ford', model: 'F-150' }, { make: 'FORD', model: 'F150 XLT' })).toBe('same');
  });

  it('an OCR-read VIN one character off is the same vehicle: an OCR twin, or a character that breaks the check digit', () => {
    // S read for 5 in the serial.
    expect(compareVehicles({ vin: '4T1B11HKXKU500001' }, { vin: '4T1B11HKXKUS00001' })).toBe('same');
    // B read as 8: an OCR twin.
    expect(compareVehicles({ vin: CAMRY }, { vin: '4T1811HKXKU000001' })).toBe('same');
    // 7 for 1 in the serial: not a twin, but the misread VIN fails its check digit.
    const misread = `${CAMRY.slice(0, 16)}7`;
    expect(misread[8]).not.toBe(computeVinCheckDigit(misread));
    expect(compareVehicles({ vin: CAMRY }, { vin: misread })).toBe('same');
  });

  it('two valid VINs a few characters apart are two vehicles', () => {
    const base = `${CAMRY.slice(0, 14)}999`;
    const other = `${base.slice(0, 8)}${computeVinCheckDigit(base)}${base.slice(9)}`;
    expect(sameVin(CAMRY, other)).toBe(false);
    expect(compareVehicles({ vin: CAMRY }, { vin: other })).toBe('other');
  });

  it('a document that names no vehicle, or too little of one, is not flagged', () => {
    expect(compareVehicles({ vin: CAMRY, year: 2019, make: 'Toyota', model: 'Camry' }, {})).toBe('unknown');
    expect(compareVehicles({ year: 2019, make: 'Toyota', model: 'Camry' }, { vin: F150 })).toBe('unknown');
    expect(compareVehicles({ make: 'Toyota' }, { year: 2019 })).toBe('unknown');
    expect(compareVehicles({ year: 2019, make: 'Toyota', model: 'Camry' }, { make: 'Toyota' })).toBe('unknown');
  });
});

describe('referenceVehicle', () => {
  const camry = { vin: CAMRY, year: '2019', make: 'Toyota', model: 'Camry' };
  const ford = { vin: F150, year: '2019', make: 'Ford', model: 'F-150' };
  it('is what the claim states when it names a vehicle', () => {
    expect(referenceVehicle({ make: 'Ford', model: 'F-150' }, [{ vehicle: camry, carrier: true }])).toEqual({ make: 'Ford', model: 'F-150' });
  });
  it("else the carrier's document's, else the vehicle most documents share", () => {
    expect(
      referenceVehicle({ year: 2019 }, [
        { vehicle: ford, carrier: false },
        { vehicle: camry, carrier: true },
      ]),
    ).toEqual(camry);
    expect(
      referenceVehicle(null, [
        { vehicle: ford, carrier: false },
        { vehicle: camry, carrier: false },
        { vehicle: { make: 'Toyota', model: 'Camry' }, carrier: false },
      ]),
    ).toEqual(camry);
    expect(referenceVehicle(null, [{ vehicle: {}, carrier: true }])).toBeNull();
  });
  it('reads the vehicle of read fields', () => {
    expect(vehicleInFields({ vehicleVin: { value: CAMRY, confidence: 0.9 }, vehicleYear: { value: '2019' }, vehicleMake: 'Toyota' })).toEqual({
      vin: CAMRY,
      year: '2019',
      make: 'Toyota',
      model: null,
    });
  });
});
