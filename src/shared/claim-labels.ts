import type { AppraisalSubType, ClaimFormField } from './claim';

/** The claim form's fields as staff and claimants read them (the form's own labels). */
export const CLAIM_FIELD_LABELS: Record<ClaimFormField, string> = {
  insuredName: 'Insured Name',
  claimNumber: 'Claim Number',
  policyNumber: 'Policy Number',
  dateOfLoss: 'Date of Loss',
  vehicleYear: 'Vehicle Year',
  vehicleMake: 'Vehicle Make',
  vehicleModel: 'Vehicle Model',
  vehicleVin: 'VIN',
  vehicleTrim: 'Trim',
  vehicleLocation: 'Vehicle Location',
  email: 'Email',
  phone: 'Phone',
  repairShopName: 'Repair Shop Name',
  opposingAppraiserName: 'Opposing Appraiser Name',
  opposingAppraiserCompany: 'Opposing Appraiser Company',
  opposingAppraiserPhone: 'Opposing Appraiser Phone',
  opposingAppraiserEmail: 'Opposing Appraiser Email',
  opposingAppraiserAddress: 'Opposing Appraiser Address',
  opposingEstimateAmount: 'Opposing Estimate Amount',
  opposingEstimateDate: 'Opposing Estimate Date',
  notes: 'Notes',
};

/** Extra keys the analysis or the claim may carry beyond the form's fields. */
const OTHER_LABELS: Record<string, string> = {
  clientAddress: 'Client Address',
  clientCity: 'Client City',
  clientState: 'Client State',
  clientZip: 'Client ZIP',
  driverLicenseNumber: "Driver's License",
  insuranceCompany: 'Insurance Company',
  deductibleAmount: 'Deductible',
  vehicleAccessible: 'Vehicle Accessible',
  amountPaidByInsurer: 'Amount Paid by Insurer',
  paymentDate: 'Payment Date',
};

/** A readable label for any stored key: the known label, else "someKey" / "some_key" → "Some key". */
export function fieldLabel(key: string): string {
  return (
    (CLAIM_FIELD_LABELS as Record<string, string>)[key] ??
    OTHER_LABELS[key] ??
    key
      .replace(/_/g, ' ')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .replace(/^./, (c) => c.toUpperCase())
  );
}

/** The sub-type form's fields (claim-intake.md section 3 "Sub-type upload forms"), by sub-type. */
export const TYPE_DETAIL_FIELDS: Record<AppraisalSubType, string[]> = {
  'appraisal-inspection': ['vehicleLocation', 'repairShopName', 'vehicleAccessible'],
  'appraisal-post-repair': ['amountPaidByInsurer', 'paymentDate'],
  'appraisal-only': [],
};

/** The stored type details that belong to the claim's own sub-type, in form order. */
export function typeDetailsFor(claimSubType: string | null | undefined, typeDetails: Record<string, unknown> | null | undefined): [string, unknown][] {
  const keys = claimSubType && claimSubType in TYPE_DETAIL_FIELDS ? TYPE_DETAIL_FIELDS[claimSubType as AppraisalSubType] : [];
  return keys.filter((k) => typeDetails && k in typeDetails).map((k) => [k, typeDetails?.[k]]);
}
