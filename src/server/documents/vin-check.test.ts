import { afterAll, describe, expect, it, vi } from 'vitest';
import { closeVinDecoder } from '../vin/vin-decoder';
import type { MergeResult } from './merge';
import { checkVehicleAgainstVin, sameMake, sameModel, VIN_SOURCE } from './vin-check';

// Real VINs with valid check digits (src/server/vin/vin.routes.test.ts), decoded offline from vPIC.
const ACCORD_2003 = '1HGCM82633A004352';
const SELTOS_2021 = 'KNDERCAA9M7182895';
const CHEROKEE_L_2025 = '1C4RJKBG0S8730795';

const merged = (claimData: MergeResult['claimData'], gaps: MergeResult['gaps'] = []): MergeResult => ({
  claimData,
  opposingAppraiserInfo: {},
  sources: Object.fromEntries(Object.keys(claimData).map((k) => [k, { file: 'carrier.pdf', page: 1, confidence: 0.9 }])),
  gaps,
});

describe('checkVehicleAgainstVin', () => {
  afterAll(async () => closeVinDecoder());

  it('leaves a packet whose year, make and model agree with the VIN as it was', { timeout: 120_000 }, async () => {
    const input = merged({ vehicleVin: ACCORD_2003, vehicleYear: 2003, vehicleMake: 'HONDA', vehicleModel: 'Accord EX' });
    const out = await checkVehicleAgainstVin(input);
    expect(out).toEqual(input);
    const jeep = merged({ vehicleVin: CHEROKEE_L_2025, vehicleYear: 2025, vehicleMake: 'Jeep', vehicleModel: 'Grand Cherokee' });
    expect((await checkVehicleAgainstVin(jeep)).gaps).toEqual([]);
  });

  it('reports a year the VIN contradicts as a gap naming both values, and keeps the printed one', async () => {
    const input = merged({ vehicleVin: ACCORD_2003, vehicleYear: 2019, vehicleMake: 'Honda', vehicleModel: 'Accord' });
    const out = await checkVehicleAgainstVin(input);
    expect(out.claimData.vehicleYear).toBe(2019);
    expect(out.gaps).toEqual([
      {
        field: 'vehicleYear',
        note: `The documents say 2019 Honda Accord but the VIN ${ACCORD_2003} decodes to 2003 Honda Accord; please check the vehicle year.`,
        candidates: [
          { value: '2019', files: ['carrier.pdf'] },
          { value: '2003', files: ['VIN decode'] },
        ],
      },
    ]);
  });

  it('reports a make and model the VIN contradicts', async () => {
    const out = await checkVehicleAgainstVin(merged({ vehicleVin: SELTOS_2021, vehicleYear: 2021, vehicleMake: 'Hyundai', vehicleModel: 'Kona' }));
    expect(out.gaps.map((g) => g.field)).toEqual(['vehicleMake', 'vehicleModel']);
    expect(out.gaps[0]?.note).toBe(`The documents say 2021 Hyundai Kona but the VIN ${SELTOS_2021} decodes to 2021 Kia Seltos; please check the vehicle make.`);
  });

  it('fills the year, make and model no document supplied from the VIN, noting the VIN as the source', async () => {
    const missing = { field: 'vehicleMake', note: 'No uploaded document supplied the vehicle make; please enter it.' };
    const other = { field: 'claimNumber', note: 'No uploaded document supplied the claim number; please enter it.' };
    const input = merged({ vehicleVin: SELTOS_2021, vehicleModel: 'Seltos' }, [missing, other]);
    const out = await checkVehicleAgainstVin(input);
    expect(out.claimData).toMatchObject({ vehicleVin: SELTOS_2021, vehicleYear: 2021, vehicleMake: 'Kia', vehicleModel: 'Seltos' });
    expect(out.sources.vehicleMake).toEqual(VIN_SOURCE);
    expect(out.sources.vehicleYear).toEqual({ file: 'VIN decode', page: 0, confidence: 0.9, from: 'vin' });
    expect(out.sources.vehicleModel?.file).toBe('carrier.pdf');
    expect(out.gaps).toEqual([other]);
    expect(input.claimData.vehicleMake).toBeUndefined(); // the merge itself is not changed
  });

  it('skips a VIN that does not decode, a packet without a VIN, and a decoder that cannot open', async () => {
    const badCheckDigit = merged({ vehicleVin: '1HGCM82643A004352', vehicleYear: 2019 });
    expect(await checkVehicleAgainstVin(badCheckDigit)).toEqual(badCheckDigit);
    const noVin = merged({ vehicleMake: 'Honda' });
    expect(await checkVehicleAgainstVin(noVin)).toEqual(noVin);
    const warn = vi.fn();
    const input = merged({ vehicleVin: ACCORD_2003, vehicleYear: 2019 });
    const out = await checkVehicleAgainstVin(input, { decode: () => Promise.reject(new Error('no database')), log: { warn } });
    expect(out).toEqual(input);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('sameMake / sameModel', () => {
  it('compares makes case-insensitively with common aliases', () => {
    expect(sameMake('Chevy', 'Chevrolet')).toBe(true);
    expect(sameMake('VW', 'Volkswagen')).toBe(true);
    expect(sameMake('MERCEDES', 'Mercedes-Benz')).toBe(true);
    expect(sameMake('TOYT', 'Toyota')).toBe(true);
    expect(sameMake('honda', 'HONDA')).toBe(true);
    expect(sameMake('Honda', 'Acura')).toBe(false);
  });

  it('compares models by token containment', () => {
    expect(sameModel('Grand Cherokee', 'Grand Cherokee L')).toBe(true);
    expect(sameModel('GLC 300', 'GLC-Class')).toBe(true);
    expect(sameModel('CRV', 'CR-V')).toBe(true);
    expect(sameModel('Accord', 'Civic')).toBe(false);
  });
});

describe('a luxury make reported as its parent', () => {
  afterAll(async () => closeVinDecoder());
  const LEXUS_IS_2008 = 'JTHCK262785015684';

  it("takes the VIN's brand over a printed parent, without a gap", { timeout: 120_000 }, async () => {
    const out = await checkVehicleAgainstVin(merged({ vehicleVin: LEXUS_IS_2008, vehicleYear: 2008, vehicleMake: 'TOYOTA', vehicleModel: 'IS' }));
    expect(out.claimData.vehicleMake).toBe('Lexus');
    expect(out.sources.vehicleMake).toEqual(VIN_SOURCE);
    expect(out.gaps).toEqual([]);
  });

  it('still reports makes of different families', async () => {
    const out = await checkVehicleAgainstVin(merged({ vehicleVin: LEXUS_IS_2008, vehicleYear: 2008, vehicleMake: 'Honda', vehicleModel: 'IS' }));
    expect(out.claimData.vehicleMake).toBe('Honda');
    expect(out.gaps.map((g) => g.field)).toContain('vehicleMake');
  });
});
