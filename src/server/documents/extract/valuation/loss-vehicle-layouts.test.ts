/**
 * Golden tests of the report's own vehicle as reports print it beyond our own formats: a label and the
 * vehicle in one run, a heading with the vehicle on the lines under it, a grid of labels over values,
 * labels and values side by side in one row. Small positioned pages written here; every value is invented.
 */
import { describe, expect, it } from 'vitest';
import { type Cell, doc } from './printed-page';
import { readValuation } from './read-valuation';

const VIN = '1HGCV1F34KA012345';
const COMPS: Cell[][] = [
  [],
  [
    [40, 'Vehicle'],
    [250, 'Mileage', 'right'],
    [420, 'Price', 'right'],
    [520, 'Adjusted Value', 'right'],
  ],
  [
    [40, '2019 Honda Accord EX'],
    [250, '45,210', 'right'],
    [420, '$22,450.00', 'right'],
    [520, '$21,980.00', 'right'],
  ],
  [
    [40, '2018 Honda Accord Sport'],
    [250, '52,990', 'right'],
    [420, '$19,995.00', 'right'],
    [520, '$20,310.00', 'right'],
  ],
  [],
  [
    [300, 'Base Value'],
    [572, '$21,145.00', 'right'],
  ],
  [
    [300, 'Sales Tax'],
    [572, '$1,480.15', 'right'],
  ],
  [
    [300, 'Total'],
    [572, '$22,625.15', 'right'],
  ],
];
const LOSS = [2019, 'Honda', 'Accord', 'EX', VIN, 61204];
const read = (rows: Cell[][]) => {
  const v = readValuation(doc([...rows, ...COMPS]));
  const l = v?.lossVehicle;
  return { vehicle: [l?.year?.value, l?.make?.value, l?.model?.value, l?.trim?.value, l?.vin?.value, l?.mileage?.value], comparables: v?.comparables.length };
};

describe("the report's own vehicle", () => {
  it('reads a vehicle label and the vehicle drawn as one run ("Subject Vehicle: 2019 …", "Year Make Model: 2019 …")', () => {
    for (const label of ['Subject Vehicle', 'Year Make Model', 'Insured Vehicle'])
      expect(read([[[40, `${label}: 2019 Honda Accord EX`]], [[40, `V.I.N.: ${VIN}`]], [[40, 'Odometer Reading: 61,204']]]), label).toEqual({
        vehicle: LOSS,
        comparables: 2,
      });
  });

  it('reads the vehicle on the lines under its heading, and no comparable of it', () => {
    expect(read([[[40, 'LOSS VEHICLE']], [[40, '2019 Honda Accord EX 4D Sedan']], [[40, `VIN ${VIN}`]], [[40, '61,204 miles']]])).toEqual({
      vehicle: LOSS,
      comparables: 2,
    });
  });

  it('reads a grid of labels over values (Year | Make | Model | Trim | VIN | Mileage)', () => {
    const labels = ['Year', 'Make', 'Model', 'Trim', 'VIN', 'Mileage'];
    const values = ['2019', 'Honda', 'Accord', 'EX', VIN, '61,204'];
    const x = [40, 90, 160, 250, 330, 500];
    expect(read([labels.map((t, i): Cell => [x[i] as number, t]), values.map((t, i): Cell => [x[i] as number, t])])).toEqual({
      vehicle: LOSS,
      comparables: 2,
    });
  });

  it('reads labels and values side by side in one row ("Year: 2019  Make: Honda  Model: Accord")', () => {
    expect(
      read([
        [
          [40, 'Year: 2019'],
          [140, 'Make: Honda'],
          [260, 'Model: Accord'],
          [380, 'Trim: EX'],
        ],
        [
          [40, `VIN: ${VIN}`],
          [260, 'Miles: 61,204'],
        ],
      ]),
    ).toEqual({ vehicle: LOSS, comparables: 2 });
  });
});
