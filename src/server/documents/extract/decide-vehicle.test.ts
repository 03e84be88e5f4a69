import { describe, expect, it } from 'vitest';
import { decodeVin } from '../../../shared/vin';
import { agreeWithPrintedYear } from './decide-vehicle';
import { makeOfMaker, parseVehicleDescription } from './normalize';

describe("a VIN's model year against the printed year", () => {
  it('mends a J read as 1 at the model-year place when the printed year says J (the check digit holds either way)', () => {
    const misread = '5J6KDWHP11J149637';
    expect(decodeVin(misread).ok).toBe(true);
    const mended = agreeWithPrintedYear(misread, '2018');
    expect(mended).toBe('5J6KDWHP1JJ149637');
    const decoded = decodeVin(mended as string);
    expect(decoded.ok && decoded.vin.year).toBe(2018);
  });

  it('leaves a VIN whose year agrees, one with no printed year, and a year the swap would not give', () => {
    expect(agreeWithPrintedYear('5J6KDWHP1JJ149637', '2018')).toBeNull();
    expect(agreeWithPrintedYear('5J6KDWHP11J149637', undefined)).toBeNull();
    expect(agreeWithPrintedYear('5J6KDWHP11J149637', '2015')).toBeNull();
  });
});

describe("the make a VIN's maker code names", () => {
  it('is the name itself, or the first make among the words of a company name', () => {
    expect(makeOfMaker('Mazda')).toBe('Mazda');
    expect(makeOfMaker('NISSAN NORTH AMERICA, INC.')).toBe('Nissan');
    expect(makeOfMaker('AMERICAN HONDA MOTOR CO., INC.')).toBe('Honda');
    expect(makeOfMaker('Mack')).toBeNull();
    expect(makeOfMaker(null)).toBeNull();
  });

  it('reads a make of two words as one, hyphen or not', () => {
    // The maker table names these by both words: the first word alone is no make, so the VIN gave none.
    expect(makeOfMaker('Land Rover')).toBe('Land Rover');
    expect(makeOfMaker('Alfa Romeo')).toBe('Alfa Romeo');
    expect(makeOfMaker('Rolls Royce')).toBe('Rolls-Royce');
    expect(makeOfMaker('Aston Martin Lagonda Limited')).toBe('Aston Martin');
  });
});

describe('a vehicle description whose make is two words', () => {
  it('parses the make whole, printed with a hyphen or a space', () => {
    expect(parseVehicleDescription('2021 Rolls Royce Cullinan Black Badge')).toMatchObject({ year: 2021, make: 'Rolls-Royce', model: 'Cullinan' });
    expect(parseVehicleDescription('2020 Land Rover Defender 110 SE')).toMatchObject({ year: 2020, make: 'Land Rover', model: 'Defender 110' });
    // Estimating systems' four-letter abbreviations of two-word makes, and the make spelled out beside them.
    expect(parseVehicleDescription('2019 ALFA Giulia Ti 4D SED')).toMatchObject({ make: 'Alfa Romeo', model: 'Giulia', trim: 'Ti' });
    expect(parseVehicleDescription('2019 Alfa Romeo Giulia Ti')).toMatchObject({ make: 'Alfa Romeo', model: 'Giulia', trim: 'Ti' });
    expect(parseVehicleDescription('2020 LAND Range Rover Sport HSE')).toMatchObject({ make: 'Land Rover', model: 'Range Rover', trim: 'Sport HSE' });
  });
});
