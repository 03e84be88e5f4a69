import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIN_MESSAGES } from '../../shared/vin.js';
import { createTestApp, signInAs, type TestApp } from '../testing/test-app.js';

/**
 * Real VINs with valid check digits, published in open-source decoder test suites and NHTSA
 * examples. The make is the brand on the car, never the parent company.
 */
const PUBLIC_VINS: Array<[vin: string, year: number, make: string, model: string]> = [
  ['JH4KA7561PC008269', 1993, 'Acura', 'Legend'],
  ['5J8YE1H01SL802400', 2025, 'Acura', 'MDX'],
  ['JTHCK262785015684', 2008, 'Lexus', 'IS'],
  ['2T2BAMCA8TC137310', 2026, 'Lexus', 'RX'],
  ['JN1BV7AR0EM680355', 2014, 'Infiniti', 'Q50'],
  ['JN1FV7LK0MM530035', 2021, 'Infiniti', 'Q60'],
  ['2B3CJ7DW4AH121212', 2010, 'Dodge', 'Challenger'],
  ['1C4RJKBG0S8730795', 2025, 'Jeep', 'Grand Cherokee L'],
  ['1C4PJMBN0PD109492', 2023, 'Jeep', 'Cherokee'],
  ['WDC0G8EB1LV225517', 2020, 'Mercedes-Benz', 'GLC-Class'],
  ['4JGFD6BB8TB572566', 2026, 'Mercedes-Benz', 'GLE-Class'],
  ['7SAXCBE52TF477429', 2026, 'Tesla', 'Model X'],
  ['KNDERCAA9M7182895', 2021, 'Kia', 'Seltos'],
  ['3KPF54AD7ME321714', 2021, 'Kia', 'Forte'],
  ['5N1AT2MVXLC807279', 2020, 'Nissan', 'Rogue'],
  ['1HGCM82633A004352', 2003, 'Honda', 'Accord'],
];

describe('GET /api/vin/{vin}', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signInAs(t.app, 'claimant')).cookie;
  });
  afterAll(async () => t?.close());

  const get = (vin: string, withCookie = true) =>
    t.app.inject({ method: 'GET', url: `/api/vin/${encodeURIComponent(vin)}`, headers: withCookie ? { cookie } : {} });

  it('decodes the brand and model of public VINs, offline', { timeout: 120_000 }, async () => {
    const seen: string[] = [];
    for (const [vin, year, make, model] of PUBLIC_VINS) {
      const res = await get(vin);
      expect(res.statusCode, vin).toBe(200);
      const body = res.json();
      seen.push(`${vin} ${body.year} ${body.make} ${body.model}`);
      expect({ vin: body.vin, year: body.year, make: body.make, model: body.model }).toEqual({ vin, year, make, model });
      expect(body.warnings).toEqual([]);
    }
    expect(seen).toHaveLength(PUBLIC_VINS.length);
  });

  it('gives trim, body, engine and plant country, and says the vehicle as a person does', async () => {
    const lexus = (await get('JTHCK262785015684')).json();
    expect(lexus).toMatchObject({ trim: '250 AWD', bodyType: 'Sedan', engine: '2.5L 6-cyl', country: 'Japan' });
    expect(lexus.description).toBe('2008 Lexus IS 250 AWD Sedan, 2.5L 6-cyl');
    const acura = (await get('5J8YE1H01SL802400')).json();
    expect(acura.description).toBe('2025 Acura MDX SH-AWD A-Spec SUV, 3.5L 6-cyl');
    const tesla = (await get('7SAXCBE52TF477429')).json();
    expect(tesla).toMatchObject({ engine: 'Electric', country: 'United States' });
  });

  it("answers 400 with the spec's message for an invalid VIN, a Japanese import's wrong check digit included", async () => {
    const cases: Array<[string, string]> = [
      ['JN1BV7AR1EM680355', VIN_MESSAGES.checksum],
      ['1HGCM82643A004352', VIN_MESSAGES.checksum],
      ['1HGCM82633A00435', VIN_MESSAGES.format],
      ['1HGCM8263OA004352', VIN_MESSAGES.format],
    ];
    for (const [vin, message] of cases) {
      const res = await get(vin);
      expect(res.statusCode, vin).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('needs a signed-in user', async () => {
    expect((await get('1HGCM82633A004352', false)).statusCode).toBe(401);
  });
});
