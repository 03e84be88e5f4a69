/**
 * The one field specification: for every field the portal reads from a document, its value type and
 * the label synonyms printed by estimating systems, shops, appraisers, carriers and forms (with the
 * abbreviations people type: "Insd", "Loss Dt", "Clm #"). The labels are data, kept by group in
 * vocabulary/ (claim, vehicle, shop, appraiser, totals; role-block headings and valuation reports'
 * words beside them); this file joins them into FIELD_SPEC, which the extractor reads labels and
 * validators from. Which document kinds' word on a field is authoritative is the decide stage's
 * (decide-packet-spec.ts). Labels are matched normalised (lower case, punctuation as spaces:
 * "Owner/Insured" = "owner insured"). The words of totals (gross, net, deductible, tax, insurer's
 * payment, settlement ...) are kept once, by meaning, in totals-terms.ts.
 */
import { preferredOf } from './totals-terms';
import { APPRAISER_LABELS } from './vocabulary/appraiser';
import { CLAIM_LABELS } from './vocabulary/claim';
import { SHOP_LABELS } from './vocabulary/shop';
import { TOTALS_FIELD_LABELS } from './vocabulary/totals';
import { VEHICLE_LABELS } from './vocabulary/vehicle';

/** Every field the portal reads, in the order a label that names several gives them (labels.ts keeps it). */
export const FIELD_NAMES = [
  'claimNumber',
  'policyNumber',
  'insuredName',
  'dateOfLoss',
  'vehicleVin',
  'vehicleYear',
  'vehicleMake',
  'vehicleModel',
  'vehicleTrim',
  'vehicleDescription',
  'mileage',
  'vehicleLocation',
  'phone',
  'email',
  'repairShopName',
  'shopPhone',
  'shopAddress',
  'appraiserName',
  'appraiserCompany',
  'appraiserPhone',
  'appraiserEmail',
  'appraiserAddress',
  'estimateAmount',
  'grossTotal',
  'netTotal',
  'deductible',
  'estimateDate',
  'damageArea',
  'lossDescription',
  'firmFileNumber',
  'writer',
  'insuranceCompany',
  'inspectionRequired',
] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

export type FieldType =
  | 'id'
  | 'person'
  | 'org'
  | 'date'
  | 'money'
  | 'phone'
  | 'email'
  | 'vin'
  | 'year'
  | 'make'
  | 'model'
  | 'mileage'
  | 'address'
  | 'text'
  | 'yesno';

export type FieldLabels = { type: FieldType; labels: string[] };
export type FieldSpec = FieldLabels & { field: FieldName };

const LABELLED: Record<FieldName, FieldLabels> = { ...CLAIM_LABELS, ...VEHICLE_LABELS, ...SHOP_LABELS, ...APPRAISER_LABELS, ...TOTALS_FIELD_LABELS };

export const FIELD_SPEC: FieldSpec[] = FIELD_NAMES.map((field) => ({ field, ...LABELLED[field] }));

export const LABEL_PRIORITY: Partial<Record<FieldName, string[]>> = {
  // Among total labels the estimate's own total wins over sub-totals; "insured" beats "customer"/"owner";
  // a valuation's settlement (adjusted) value beats its other figures; the insurer's payment is a net.
  estimateAmount: preferredOf('settlement', 'adjustedValue'),
  netTotal: preferredOf('net', 'insurerPayment'),
  grossTotal: preferredOf('gross', 'beforeDeductible', 'appraised', 'balanceDue'),
  insuredName: ['insured', 'name of insured', 'insured name', 'named insured', 'policyholder'],
};

/**
 * Labels that name the insured only usually: a rental's renter, a police report's driver, a shop's
 * customer. Their values are kept at a confidence below the confident band.
 */
export const WEAK_LABELS: Partial<Record<FieldName, string[]>> = {
  insuranceCompany: ['prepared for', 'carrier', 'insurance', 'insured by'],
  insuredName: ['renter', 'renter name', 'driver', 'driver name', 'customer', 'customer name', 'payee', 'client', 'prepared for'],
};

const BY_FIELD = new Map(FIELD_SPEC.map((s) => [s.field, s]));
export const fieldSpec = (field: FieldName): FieldSpec | undefined => BY_FIELD.get(field);

// The valuation readers (extract/valuation) read their vocabulary here.
export {
  VALUATION_CHAIN_SPEC,
  VALUATION_COMPARABLE_LABELS,
  VALUATION_CONDITION_LABELS,
  VALUATION_LOSS_VEHICLE_LABELS,
  VALUATION_OPTION_HEADINGS,
  type ValuationChainKind,
  type ValuationLabelSpec,
} from './vocabulary/valuation';
