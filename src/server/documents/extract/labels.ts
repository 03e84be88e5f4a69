/**
 * Label synonyms per field, as printed by CCC ONE, Mitchell, Audatex, shop systems, appraisal letters,
 * ACORD forms and police reports. Matching is on a normalised label (lower case, no punctuation).
 */
export type FieldName =
  | 'insuredName' | 'claimNumber' | 'policyNumber' | 'dateOfLoss' | 'vehicleYear' | 'vehicleMake' | 'vehicleModel' | 'vehicleTrim'
  | 'vehicleVin' | 'mileage' | 'vehicleLocation' | 'email' | 'phone' | 'repairShopName' | 'shopPhone' | 'shopAddress'
  | 'appraiserName' | 'appraiserCompany' | 'appraiserPhone' | 'appraiserEmail' | 'appraiserAddress'
  | 'estimateAmount' | 'estimateDate' | 'grossTotal' | 'netTotal' | 'deductible' | 'damageArea' | 'lossDescription' | 'firmFileNumber'
  | 'vehicleDescription' | 'writer';

export const normLabel = (s: string) =>
  s.toLowerCase().replace(/\(.*?\)/g, ' ').replace(/no\./g, 'no').replace(/['’]/g, '').replace(/[^a-z0-9# ]+/g, ' ').replace(/\s+/g, ' ').trim();

const SYNONYMS: Array<[FieldName, string[]]> = [
  ['claimNumber', ['claim #', 'claim', 'claim no', 'claim number', 'claim num', 'insurer claim #', 'insurance claim #', 'claim ref', 'claim reference']],
  ['policyNumber', ['policy #', 'policy', 'policy no', 'policy number', 'policy num']],
  ['insuredName', ['insured', 'insured name', 'name of insured', 'policyholder', 'policy holder', 'named insured', 'owner', 'vehicle owner', 'registered owner', 'customer', 'customer name', 'prepared for', 'client', "insured's name", 'payee']],
  ['dateOfLoss', ['date of loss', 'loss date', 'dol', 'date of accident', 'accident date', 'date of crash', 'crash date', 'date of incident', 'incident date', 'date of loss and time']],
  ['vehicleVin', ['vin', 'vin #', 'vin no', 'vehicle identification number', 'vehicle id', 'vin number', 'unit 1 vin', 'serial #']],
  ['vehicleYear', ['year', 'model year', 'veh year', 'yr']],
  ['vehicleMake', ['make', 'veh make']],
  ['vehicleModel', ['model', 'veh model']],
  ['vehicleTrim', ['trim', 'series', 'sub model', 'submodel']],
  ['vehicleDescription', ['vehicle', 'year make model', 'vehicle description', 'unit 1 vehicle', 'veh', 'insured vehicle']],
  ['mileage', ['mileage', 'mileage in', 'odometer', 'odometer reading', 'miles', 'odo']],
  ['vehicleLocation', ['inspection location', 'vehicle location', 'location of vehicle', 'vehicle is located at', 'storage location', 'inspection site']],
  ['phone', ['owner phone', 'customer phone', 'insured phone', "insured's phone", 'home phone', 'cell phone', 'policyholder phone']],
  ['email', ['owner email', 'customer email', 'insured email', 'insured e mail', 'owner e mail']],
  ['repairShopName', ['repair facility', 'repair shop', 'body shop', 'shop', 'shop name', 'towed to', 'facility']],
  ['appraiserName', ['appraiser', "insured's appraiser", 'appraiser name', 'independent appraiser', 'appraised by', "claimant's appraiser", 'appraiser for insured']],
  ['appraiserCompany', ['appraisal firm', 'appraisal company', 'appraiser company', 'company', 'firm']],
  ['appraiserPhone', ['appraiser phone', 'appraiser tel', 'appraiser telephone']],
  ['appraiserEmail', ['appraiser email', 'appraiser e mail']],
  ['grossTotal', ['gross total', 'grand total', 'total cost of repairs', 'total', 'estimate total', 'total estimate', 'total amount', 'total appraised amount', 'appraised amount', 'amount due', 'total due', 'invoice total', 'repair total', 'total repair cost']],
  ['netTotal', ['net total', 'net cost of repairs', 'net amount', 'customer pay', 'insurance pay']],
  ['deductible', ['deductible', 'less deductible', 'deductible amount', 'ded']],
  ['estimateDate', ['estimate date', 'date of estimate', 'appraisal date', 'date written', 'written date', 'date', 'invoice date', 'report date']],
  ['damageArea', ['point of impact', 'damage area', 'area of damage', 'damage', 'primary impact', 'impact', 'damaged area', 'areas of damage']],
  ['lossDescription', ['loss description', 'description of loss', 'description of accident', 'narrative', 'accident description', 'facts of loss', 'loss facts']],
  ['firmFileNumber', ['frontier file #', 'frontier file', 'file #', 'file no', 'file number']],
  ['writer', ['written by', 'estimator', 'appraiser name', 'prepared by', 'valuation prepared by', 'adjuster', 'estimate prepared by']],
];

const INDEX = new Map<string, FieldName[]>();
for (const [field, labels] of SYNONYMS) {
  for (const l of labels) {
    const k = normLabel(l);
    INDEX.set(k, [...(INDEX.get(k) ?? []), field]);
  }
}

/** Fields a printed label may stand for ("Appraiser" is both the appraiser's name and a writer line). */
export function fieldsForLabel(label: string): FieldName[] {
  const k = normLabel(label);
  return INDEX.get(k) ?? INDEX.get(k.replace(/ #$/, '')) ?? INDEX.get(k.replace(/ (no|number|num)$/, '')) ?? [];
}

export const isKnownLabel = (s: string): boolean => s.length <= 60 && fieldsForLabel(s.replace(/:$/, '')).length > 0;
