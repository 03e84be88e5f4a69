import { describe, expect, it } from 'vitest';
import {
  computeVinCheckDigit,
  decodeModelYear,
  decodeVin,
  describeVehicle,
  isNorthAmericanVin,
  lookupVinCountry,
  sanitizeVinInput,
  VIN_MESSAGES,
  validateVin,
} from './vin';

const NOW = new Date('2026-06-01T00:00:00Z');
/** The same VIN with its position-9 check digit made right (for made-up test VINs). */
const fix = (v: string) => `${v.slice(0, 8)}${computeVinCheckDigit(v)}${v.slice(9)}`;

describe('sanitizeVinInput', () => {
  it('upper-cases, strips I/O/Q and punctuation, caps at 17', () => {
    expect(sanitizeVinInput(' 1hgcm-8263 3a004352xyz')).toBe('1HGCM82633A004352');
    expect(sanitizeVinInput('ioq1')).toBe('1');
  });
});

describe('check digit', () => {
  it('matches real VINs', () => {
    expect(computeVinCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(computeVinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
  });
  it('knows North American VINs', () => {
    expect(isNorthAmericanVin('1HGCM82633A004352')).toBe(true);
    expect(isNorthAmericanVin('WBA3A5C51CF256651')).toBe(false);
  });
});

describe('validateVin', () => {
  it('gives every message', () => {
    expect(validateVin('', NOW).error).toBe(VIN_MESSAGES.empty);
    expect(validateVin('1HGCM82633A00435', NOW).error).toBe(VIN_MESSAGES.format);
    expect(validateVin('1HGCM82633A0O4352', NOW).error).toBe(VIN_MESSAGES.format);
    expect(validateVin('1HGCM82643A004352', NOW).error).toBe(VIN_MESSAGES.checksum);
    // position 10 'U' is never a model-year code
    expect(validateVin(fix('WBA3A5C51UF256651'), NOW).error).toBe(VIN_MESSAGES.modelYear);
  });
  it('accepts a real Honda and a real Tesla VIN', () => {
    expect(validateVin('1HGCM82633A004352', NOW)).toEqual({ valid: true, warnings: [] });
    expect(validateVin('7SAXCBE52TF477429', NOW).valid).toBe(true);
  });
  it('enforces the check digit on imports too (a Japanese-built Infiniti Q50)', () => {
    expect(validateVin('JN1BV7AR0EM680355', NOW).valid).toBe(true);
    expect(validateVin('JN1BV7AR1EM680355', NOW).error).toBe(VIN_MESSAGES.checksum);
    expect(validateVin(fix('WBA3A5C51CF256651'), NOW).valid).toBe(true);
    expect(validateVin('WBA3A5C59CF256651', NOW).error).toBe(VIN_MESSAGES.checksum);
  });
  it('warns, without blocking, on an unknown manufacturer code', () => {
    const v = fix('ZZZ9A5C51CF256651');
    expect(validateVin(v, NOW)).toEqual({ valid: true, warnings: [VIN_MESSAGES.manufacturer] });
  });
});

describe('decodeVin', () => {
  it('decodes a Honda Accord', () => {
    const r = decodeVin('1HGCM82633A004352', NOW);
    expect(r).toEqual({
      ok: true,
      warnings: [],
      vin: { year: 2003, make: 'Honda', model: 'Accord', bodyType: null, engine: null, country: 'United States', manufacturer: 'Honda' },
    });
  });
  it('decodes the CCC estimate Tesla Model X', () => {
    const r = decodeVin('7SAXCBE52TF477429', NOW);
    expect(r.ok && r.vin.make).toBe('Tesla');
    expect(r.ok && r.vin.model).toBe('Model X');
    expect(r.ok && r.vin.year).toBe(2026);
  });
  it('decodes German, Japanese, Korean, UK makers', () => {
    const make = (v: string) => {
      const r = decodeVin(fix(v), NOW);
      return r.ok ? [r.vin.make, r.vin.country] : r.error;
    };
    expect(make('WBA3A5C51CF256651')).toEqual(['BMW', 'Germany']);
    expect(make('JTDKB20U793000000')).toEqual(['Toyota', 'Japan']);
    expect(make('KMHDH4AE1CU000000')).toEqual(['Hyundai', 'South Korea']);
    expect(make('SAJWA0ES8DPS56028')).toEqual(['Jaguar', 'United Kingdom']);
  });
  it('keeps unknown model null and returns errors', () => {
    const r = decodeVin(fix('WBA3A5C51CF256651'), NOW);
    expect(r.ok && r.vin.model).toBeNull();
    expect(decodeVin('1HGCM82643A004352', NOW)).toEqual({ ok: false, error: VIN_MESSAGES.checksum });
  });
});

describe('model year', () => {
  it('picks the later year but not beyond next calendar year', () => {
    expect(decodeModelYear('xxxxxxxxxAxxxxxxx', NOW)).toBe(2010);
    expect(decodeModelYear('xxxxxxxxxVxxxxxxx', NOW)).toBe(2027);
    expect(decodeModelYear('xxxxxxxxxWxxxxxxx', NOW)).toBe(1998);
    expect(decodeModelYear('xxxxxxxxx1xxxxxxx', NOW)).toBe(2001);
    expect(decodeModelYear('xxxxxxxxxUxxxxxxx', NOW)).toBeNull();
  });
  it('finds the country by ISO 3780 range', () => {
    expect(lookupVinCountry('2HGFA16508H000000')).toBe('Canada');
    expect(lookupVinCountry('3VWFE21C04M000000')).toBe('Mexico');
  });
});

describe('describeVehicle', () => {
  it('says the vehicle as a person does', () => {
    expect(describeVehicle({ year: 2020, make: 'Nissan', model: 'Altima', trim: 'S', bodyType: 'Sedan', engine: '2.5L 4-cyl' })).toBe(
      '2020 Nissan Altima S Sedan, 2.5L 4-cyl',
    );
    expect(describeVehicle({ year: 2026, make: 'Tesla', model: 'Model X', trim: null, bodyType: 'SUV', engine: 'Electric' })).toBe(
      '2026 Tesla Model X SUV, Electric',
    );
    expect(describeVehicle({ year: null, make: 'Kia', model: null, trim: null, bodyType: null, engine: null })).toBe('Kia');
  });
});
