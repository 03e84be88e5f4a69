/**
 * The intake's merge and the generator's merge decide from one table (extract/decide-packet-spec.ts):
 * a kind's authority or order changed in the table changes what both take.
 */
import { describe, expect, it } from 'vitest';
import type { DocumentKind } from '../../shared/categories';
import { decidePacket, type PacketDocument } from './extract/decide-packet';
import { PACKET_SPEC, type PacketSpec } from './extract/decide-packet-spec';
import type { FieldName } from './extract/field-spec';
import { mergeForGenerator } from './generator-merge';
import { type AnalyzedFile, mergeAnalyses } from './merge';

const file = (filename: string, kind: DocumentKind, fields: Partial<Record<FieldName, string>>, confidence = 0.9): AnalyzedFile => ({
  filename,
  kind,
  analysis: {
    sha256: filename,
    fileType: 'pdf',
    kind,
    confidence: 0.95,
    analyzed: true,
    note: null,
    refused: false,
    text: '',
    pages: 1,
    ocrPages: 0,
    fields: Object.fromEntries(Object.entries(fields).map(([k, value]) => [k, { value, confidence, page: 1 }])),
  },
});
const today = new Date(2026, 0, 5);

describe('one table for both merges', () => {
  // The shop's claim number is read a little more surely, and comes first in the packet.
  const packet = [file('shop.pdf', 'shop_estimate', { claimNumber: 'CL-2' }, 0.95), file('carrier.pdf', 'carrier_estimate', { claimNumber: 'CL-1' })];

  it("takes the carrier's claim number in both while the carrier is authoritative for it", () => {
    expect(mergeAnalyses(packet).claimData.claimNumber).toBe('CL-1');
    expect(mergeForGenerator(packet, today).claim_number).toBe('CL-1');
  });

  it('takes the other in both once the table says the carrier is not authoritative for it', () => {
    const spec: PacketSpec = { ...PACKET_SPEC, authority: { ...PACKET_SPEC.authority, claimNumber: ['firm_assignment'] } };
    expect(mergeAnalyses(packet, 'appraisal', null, spec).claimData.claimNumber).toBe('CL-2');
    expect(mergeForGenerator(packet, today, undefined, spec).claim_number).toBe('CL-2');
  });

  it("follows the table's order of kinds in both", () => {
    const both = [
      file('carrier.pdf', 'carrier_estimate', { vehicleLocation: 'Lot 7' }),
      file('assignment.pdf', 'firm_assignment', { vehicleLocation: 'Bay 2' }),
    ];
    expect(mergeAnalyses(both).claimData.vehicleLocation).toBe('Bay 2');
    expect(mergeForGenerator(both, today).vehicle_location).toBe('Bay 2');
    const carrierFirst: PacketSpec = {
      ...PACKET_SPEC,
      claim: { ...PACKET_SPEC.claim, vehicleLocation: { field: 'vehicleLocation', kinds: ['carrier_estimate', 'firm_assignment'] } },
      generator: { ...PACKET_SPEC.generator, vehicle_location: { field: 'vehicleLocation', kinds: ['carrier_estimate', 'firm_assignment'], also: 'any' } },
    };
    expect(mergeAnalyses(both, 'appraisal', null, carrierFirst).claimData.vehicleLocation).toBe('Lot 7');
    expect(mergeForGenerator(both, today, undefined, carrierFirst).vehicle_location).toBe('Lot 7');
  });

  it('passes over values that say nothing in the generator, and takes the authoritative document among the rest', () => {
    const contacts = [
      file('shop.pdf', 'shop_estimate', { phone: '(503) 555-0101' }),
      file('assignment.pdf', 'firm_assignment', { phone: 'N/A' }),
      file('carrier.pdf', 'carrier_estimate', { phone: '(503) 555-0103' }),
    ];
    expect(mergeForGenerator(contacts, today).insured_phone).toBe('(503) 555-0103');
  });
});

describe("a VIN's maker against the printed make", () => {
  const doc = (name: string, vin: string): PacketDocument => ({
    name,
    kinds: ['shop_estimate'],
    ocr: false,
    fields: { vehicleVin: { value: vin, confidence: 0.9, page: 1 }, vehicleMake: { value: 'Nissan', confidence: 0.9, page: 1 } },
  });

  it('counts a maker code named by its company ("NISSAN NORTH AMERICA, INC." for 1N4) as agreeing with the printed make', () => {
    // JN4 (Nissan in Japan) is 1N4 misread at its start: the check digit holds for both. Both agree with
    // "Nissan", so neither outweighs the other and the first document's stands.
    const decided = decidePacket([doc('invoice.pdf', '1N4XHMJF6KZ236853'), doc('scan.pdf', 'JN4XHMJF6KZ236853')], 'claim', 'vehicleVin');
    expect(decided?.value).toBe('1N4XHMJF6KZ236853');
  });
});
