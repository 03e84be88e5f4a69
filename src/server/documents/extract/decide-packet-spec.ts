/**
 * The packet decision's data (decide-packet.ts reads it): which document kinds' word on a field is
 * authoritative, which kinds may supply each key of the intake's claim (claimData and
 * opposingAppraiserInfo) and of the assignment generator's form, best first, and what a vote weighs.
 * Both merges (merge.ts, generator-merge.ts) and the scorer's authority feature (scorer.ts) read this
 * one table, so a kind's authority is said once.
 */
import type { DocumentKind } from '../../../shared/categories';
import type { GeneratorKey } from '../generator-merge';
import type { FieldName } from './field-spec';

/**
 * Who may supply a key: `kinds`, best first; then, when `also` is given, those kinds ('any': every
 * kind) unranked, the documents authoritative for the field before the rest.
 */
export type PacketRule = { field: FieldName; kinds: DocumentKind[]; also?: DocumentKind[] | 'any' };

/** What a vote weighs: its confidence times these factors (the intake's consensus). */
export type PacketWeights = {
  /** A document whose kind is authoritative for the field, and one whose kind is not. */
  authoritative: number;
  other: number;
  /** A document read (in any part) by OCR. */
  ocr: number;
  /** A VIN: failing its check digit; decoding to the make the same document prints; to another make. */
  vinFails: number;
  vinMakeAgrees: number;
  vinMakeDisagrees: number;
  /** A rival value with at least this share of the winner's weight is a real disagreement, reported. */
  rivalShare: number;
};

export type PacketSpec = {
  authority: Partial<Record<FieldName, DocumentKind[]>>;
  weights: PacketWeights;
  /**
   * The intake: the value with the most weight wins (equal values add up), ties to the kind listed
   * first; a close rival is reported as a conflict.
   */
  claim: Record<string, PacketRule>;
  opposingAppraiser: Record<string, PacketRule>;
  /**
   * The generator (staff-portal.md section 4): the first document by the rule's order that gives a
   * value, then by the packet's file order; values that say nothing (`ignored`) are passed over.
   */
  generator: Partial<Record<GeneratorKey, PacketRule>>;
  ignored: RegExp;
};

/** Claim and vehicle facts: the carrier's estimate is the record, then the firm's own assignment. */
const CLAIM: DocumentKind[] = ['carrier_estimate', 'firm_assignment'];
const SHOP: DocumentKind[] = ['shop_estimate'];
const APPRAISER: DocumentKind[] = ['opposing_appraiser'];
const ESTIMATES: DocumentKind[] = ['carrier_estimate', 'shop_estimate', 'opposing_appraiser'];

const AUTHORITY: PacketSpec['authority'] = {
  claimNumber: CLAIM,
  policyNumber: CLAIM,
  insuredName: CLAIM,
  dateOfLoss: CLAIM,
  vehicleVin: CLAIM,
  vehicleYear: CLAIM,
  vehicleMake: CLAIM,
  vehicleModel: CLAIM,
  vehicleTrim: CLAIM,
  vehicleDescription: CLAIM,
  mileage: CLAIM,
  vehicleLocation: ['firm_assignment', 'carrier_estimate'],
  phone: CLAIM,
  email: CLAIM,
  repairShopName: SHOP,
  shopPhone: SHOP,
  shopAddress: SHOP,
  appraiserName: APPRAISER,
  appraiserCompany: APPRAISER,
  appraiserPhone: APPRAISER,
  appraiserEmail: APPRAISER,
  appraiserAddress: APPRAISER,
  estimateAmount: ESTIMATES,
  grossTotal: ESTIMATES,
  netTotal: ESTIMATES,
  deductible: ['carrier_estimate'],
  estimateDate: ['opposing_appraiser', 'carrier_estimate', 'shop_estimate'],
  damageArea: CLAIM,
  lossDescription: CLAIM,
  firmFileNumber: ['firm_assignment'],
  writer: [],
  insuranceCompany: CLAIM,
  inspectionRequired: ['firm_assignment'],
};

/** The intake's order for claim facts, and for the repair shop (the shop's own paper first). */
const CLAIM_ORDER: DocumentKind[] = ['carrier_estimate', 'firm_assignment', 'shop_estimate', 'opposing_appraiser', 'other'];
const SHOP_ORDER: DocumentKind[] = ['shop_estimate', 'carrier_estimate', 'firm_assignment', 'other', 'opposing_appraiser'];
/** The documents whose phone and e-mail are the insured's (an appraiser's letter gives the appraiser's). */
const INSURED_CONTACT: DocumentKind[] = ['carrier_estimate', 'shop_estimate', 'firm_assignment', 'other'];

const claimFact = (field: FieldName): PacketRule => ({ field, kinds: CLAIM_ORDER });
const appraiserFact = (field: FieldName): PacketRule => ({ field, kinds: APPRAISER });
/** The generator: assignments first, then estimates, then appraisers' letters, as section 4 lists them. */
const fromAny = (field: FieldName, ...kinds: DocumentKind[]): PacketRule => ({ field, kinds, also: 'any' });

export const PACKET_SPEC: PacketSpec = {
  authority: AUTHORITY,
  weights: { authoritative: 1, other: 0.6, ocr: 0.85, vinFails: 0.3, vinMakeAgrees: 1.15, vinMakeDisagrees: 0.7, rivalShare: 0.5 },
  claim: {
    insuredName: claimFact('insuredName'),
    claimNumber: claimFact('claimNumber'),
    policyNumber: claimFact('policyNumber'),
    dateOfLoss: claimFact('dateOfLoss'),
    vehicleYear: claimFact('vehicleYear'),
    vehicleMake: claimFact('vehicleMake'),
    vehicleModel: claimFact('vehicleModel'),
    vehicleTrim: claimFact('vehicleTrim'),
    vehicleVin: claimFact('vehicleVin'),
    vehicleLocation: { field: 'vehicleLocation', kinds: ['firm_assignment', 'carrier_estimate', 'shop_estimate', 'other'] },
    email: { field: 'email', kinds: INSURED_CONTACT },
    phone: { field: 'phone', kinds: INSURED_CONTACT },
    repairShopName: { field: 'repairShopName', kinds: SHOP_ORDER },
    // The insurer the documents name (the claim's insurance company), never the configured default.
    insuranceCompany: claimFact('insuranceCompany'),
    opposingEstimateAmount: appraiserFact('estimateAmount'),
    opposingEstimateDate: appraiserFact('estimateDate'),
  },
  opposingAppraiser: {
    opposingAppraiserName: appraiserFact('appraiserName'),
    opposingAppraiserCompany: appraiserFact('appraiserCompany'),
    opposingAppraiserPhone: appraiserFact('appraiserPhone'),
    opposingAppraiserEmail: appraiserFact('appraiserEmail'),
    opposingAppraiserAddress: appraiserFact('appraiserAddress'),
  },
  generator: {
    frontier_file: { field: 'firmFileNumber', kinds: ['firm_assignment'] },
    claim_number: fromAny('claimNumber', 'firm_assignment'),
    loss_date: fromAny('dateOfLoss', 'firm_assignment'),
    insured: fromAny('insuredName', 'firm_assignment'),
    vehicle_year: fromAny('vehicleYear', 'carrier_estimate'),
    vehicle_make: fromAny('vehicleMake', 'carrier_estimate'),
    vehicle_model: fromAny('vehicleModel', 'carrier_estimate'),
    vin: fromAny('vehicleVin', 'carrier_estimate'),
    mileage: fromAny('mileage'),
    damage_area: fromAny('damageArea', 'firm_assignment'),
    description: fromAny('lossDescription', 'firm_assignment'),
    inspection: fromAny('inspectionRequired'),
    other_appraiser: { field: 'appraiserName', kinds: ['firm_assignment', 'opposing_appraiser'] },
    other_appraiser_est: { field: 'estimateAmount', kinds: APPRAISER },
    deductible: fromAny('deductible', 'carrier_estimate'),
    vehicle_location: fromAny('vehicleLocation', 'firm_assignment', 'carrier_estimate'),
    progressive_est: { field: 'estimateAmount', kinds: ['carrier_estimate'] },
    shop_est: { field: 'estimateAmount', kinds: SHOP },
    // Beyond the spec's keys: the form's insured contacts, from the documents the intake reads them from.
    insured_phone: { field: 'phone', kinds: [], also: INSURED_CONTACT },
    insured_email: { field: 'email', kinds: [], also: INSURED_CONTACT },
  },
  ignored: /^(pending|n\/?a|type|unknown)?$/i,
};

/** Whether a document kind's word on a field is authoritative (the merges and the scorer weigh it higher). */
export const isAuthoritative = (field: FieldName, kind: DocumentKind, spec: Pick<PacketSpec, 'authority'> = PACKET_SPEC): boolean =>
  spec.authority[field]?.includes(kind) ?? false;
