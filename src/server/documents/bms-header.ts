/** The BMS estimate's header: claim, parties, loss, deductible and vehicle, from the admin, claim and vehicle elements. */
import { asArray, child, type Node, num, text } from './bms-xml.js';

export interface BmsHeader {
  claimNumber: string | null;
  policyNumber: string | null;
  insuranceCompany: string | null;
  ownerName: string | null;
  insuredName: string | null;
  estimatorName: string | null;
  estimatorCompany: string | null;
  repairFacility: string | null;
  dateOfLoss: string | null;
  lossDescription: string | null;
  deductible: number | null;
  currency: string | null;
  application: string | null;
  vehicle: {
    vin: string | null;
    year: number | null;
    make: string | null;
    model: string | null;
    trim: string | null;
    mileage: number | null;
    licensePlate: string | null;
  };
}

export function readHeader(root: Node): BmsHeader {
  const admin = child(root, 'AdminInfo');
  const claim = child(root, 'ClaimInfo');
  const vehicle = child(root, 'VehicleInfo');
  const desc = child(vehicle, 'VehicleDesc');
  const person = (p: Node | undefined) => {
    const info = child(child(p, 'Party'), 'PersonInfo');
    const first = text(info, 'PersonName', 'FirstName');
    const last = text(info, 'PersonName', 'LastName');
    const name = [first, last].filter(Boolean).join(' ');
    return name || text(child(p, 'Party'), 'OrgInfo', 'CompanyName');
  };
  const company = (p: Node | undefined) => text(child(p, 'Party'), 'OrgInfo', 'CompanyName');
  const loss = text(claim, 'LossInfo', 'Facts', 'LossDateTime');
  const app = asArray(root.ApplicationInfo as Node[] | undefined)[0];
  return {
    claimNumber: text(claim, 'ClaimNum') ?? text(root, 'RefClaimNum'),
    policyNumber: text(claim, 'PolicyInfo', 'PolicyNum'),
    insuranceCompany: company(child(admin, 'InsuranceCompany')),
    ownerName: person(child(admin, 'Owner')),
    insuredName: person(child(admin, 'Insured')) ?? person(child(admin, 'PolicyHolder')),
    estimatorName: person(child(admin, 'Estimator')),
    estimatorCompany: company(child(admin, 'Estimator')) ?? company(child(admin, 'Appraiser')),
    repairFacility: company(child(admin, 'RepairFacility')),
    dateOfLoss: loss ? loss.slice(0, 10) : null,
    lossDescription: text(claim, 'LossInfo', 'Facts', 'DamageMemo') ?? text(claim, 'LossInfo', 'Facts', 'LossMemo'),
    deductible: num(claim, 'PolicyInfo', 'CoverageInfo', 'Coverage', 'DeductibleInfo', 'DeductibleAmt'),
    currency: text(root, 'DocumentInfo', 'CurrencyInfo', 'CurCode'),
    application: text(app, 'ApplicationName'),
    vehicle: {
      vin: text(vehicle, 'VINInfo', 'VIN', 'VINNum'),
      year: num(desc, 'ModelYear'),
      make: text(desc, 'MakeDesc'),
      model: text(desc, 'ModelName'),
      trim: text(desc, 'SubModelDesc'),
      mileage: num(desc, 'OdometerInfo', 'OdometerReading'),
      licensePlate: text(vehicle, 'License', 'LicensePlateNum'),
    },
  };
}
