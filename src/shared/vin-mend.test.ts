/**
 * The one VIN mender (shared/vin-mend.ts): each look-alike misreading mended where the check digit
 * proves one repair, kept as read where it proves none or several; a doubled character and an OCR mark
 * dropped from 18 characters; peers deciding between repairs. Every VIN is invented (check digits computed).
 */
import { describe, expect, it } from 'vitest';
import { computeVinCheckDigit } from './vin';
import { exactVin, mendVin, ocrVins, readOcrVin, vinHolds } from './vin-mend';

const vin = (s: string) => s.slice(0, 8) + computeVinCheckDigit(s) + s.slice(9);
const at = (v: string, i: number, c: string) => v.slice(0, i) + c + v.slice(i + 1);
const HONDA = vin('1HGCM82633A004352');
const GM = vin('2G1WB5E37D1157819');
const ACURA = vin('5J6RM4H70CL012345');

describe('one look-alike swap', () => {
  it('reads O, Q and I as 0, 0 and 1 (never VIN characters)', () => {
    expect(mendVin(at(HONDA, 11, 'O'))).toEqual({ vin: HONDA, checked: true });
    expect(mendVin(at(HONDA, 12, 'Q'))).toEqual({ vin: HONDA, checked: true });
    expect(mendVin(at(HONDA, 0, 'I'))).toEqual({ vin: HONDA, checked: true });
  });
  it('mends S/5, B/8, Z/2, G/6 and D/0 where one swap makes the check digit hold', () => {
    expect(mendVin(at(HONDA, 15, 'S')).vin).toBe(HONDA);
    expect(mendVin(at(GM, 12, 'S')).vin).toBe(GM);
    expect(mendVin(at(GM, 0, 'Z')).vin).toBe(GM);
    expect(mendVin(at(GM, 1, '6')).vin).toBe(GM);
    expect(mendVin(at(HONDA, 6, 'Z')).vin).toBe(HONDA);
    expect(mendVin(at(HONDA, 7, 'G')).vin).toBe(HONDA);
    expect(mendVin(at(HONDA, 12, 'D')).vin).toBe(HONDA);
    expect(mendVin(at(vin('JM3KFBCM6N0973917'), 5, '8')).vin).toBe(vin('JM3KFBCM6N0973917'));
  });
  it('lets the check digit choose among repairs: the one that is a VIN exactly (year, maker)', () => {
    // Several swaps of "SJ6…" hold the check digit; only "5J6…" (Honda of America) is a known maker's.
    const misread = at(ACURA, 0, 'S');
    expect(vinHolds(misread)).toBe(false);
    expect(mendVin(misread)).toEqual({ vin: ACURA, checked: true });
  });
  it('keeps a reading as read, unchecked, when the check digit proves no single repair', () => {
    for (const misread of [at(HONDA, 5, 'B'), at(GM, 4, '8')]) expect(mendVin(misread)).toEqual({ vin: misread, checked: false });
  });
  it('keeps a reading whose check digit holds', () => {
    expect(mendVin(HONDA)).toEqual({ vin: HONDA, checked: true });
    expect(mendVin(HONDA.toLowerCase())).toEqual({ vin: HONDA, checked: true });
  });
});

describe('18 characters', () => {
  it('drops a stray character, and the mark OCR adds beside a J first', () => {
    expect(mendVin('3VWC57BUS5MM139225')).toEqual({ vin: '3VWC57BU5MM139225', checked: true });
    expect(readOcrVin('1IHGCM82633A004352')).toBe(HONDA);
    expect(readOcrVin('5YJDAF378)JC500678')).toBe('5YJDAF378JC500678');
  });
  it('drops a character read twice, but not when two doubled characters both hold', () => {
    expect(readOcrVin(HONDA.slice(0, 4) + HONDA[4] + HONDA.slice(4))).toBe(HONDA);
    expect(readOcrVin('5YJDAF378JJC500678')).toBeNull();
  });
});

describe('peers (a valuation comparables of the same model)', () => {
  it('choose the repair that gives their model code, and allow two swaps that give it', () => {
    expect(mendVin('3VWES7BU7PM469669')).toEqual({ vin: '3VWES7BU7PM469669', checked: false });
    expect(mendVin('3VWES7BU7PM469669', { peers: ['3VWE57BU1PM120334'] })).toEqual({ vin: '3VWE57BU7PM469669', checked: true });
    expect(mendVin('JM3KEBCL2N040227L', { peers: ['JM3KFBCL5N0123456'] })).toEqual({ vin: 'JM3KFBCL2N0402271', checked: true });
  });
});

describe('OCR runs', () => {
  it('reads marks as letters and accepts only VINs exactly', () => {
    expect(readOcrVin(ACURA.replace('J', ']'))).toBe(ACURA);
    expect(readOcrVin(ACURA.replace('J', ')'))).toBe(ACURA);
    expect(readOcrVin('ABCDEFGHJK1234567')).toBeNull();
    expect(ocrVins(`VIN ${ACURA.replace('J', ']')}  Mileage 12,000`)).toEqual([ACURA]);
    expect(exactVin('IM3KFBCM6N0973917')).toBeNull();
  });
});
