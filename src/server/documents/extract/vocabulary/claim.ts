/**
 * The claim's labels: its numbers, the insured and the insured's contacts, the date and story of the
 * loss, the insurer, and the firm's own file and inspection flag (field-spec.ts joins every group).
 */
import type { FieldLabels, FieldName } from '../field-spec';

export const CLAIM_LABELS = {
  claimNumber: {
    type: 'id',
    labels: [
      'claim #',
      'claim',
      'claim no',
      'claim number',
      'claim num',
      'insurer claim #',
      'insurance claim #',
      'claim ref',
      'claim reference',
      'clm #',
      'clm no',
      'clm',
      'claim id',
      'claim file #',
      'claim file number',
      'claim file no',
      'loss #',
      'loss number',
      'loss no',
    ],
  },
  policyNumber: { type: 'id', labels: ['policy #', 'policy', 'policy no', 'policy number', 'policy num', 'pol #', 'pol no'] },
  insuredName: {
    type: 'person',
    labels: [
      'insured',
      'insured name',
      'name of insured',
      'policyholder',
      'policy holder',
      'named insured',
      'owner',
      'vehicle owner',
      'registered owner',
      'customer',
      'customer name',
      'prepared for',
      'client',
      "insured's name",
      'payee',
      'insd',
      'insd name',
      'owner insured',
      'insured owner',
      'owner name',
      'renter',
      'renter name',
      'driver name',
      'driver',
    ],
  },
  dateOfLoss: {
    type: 'date',
    labels: [
      'date of loss',
      'loss date',
      'dol',
      'date of accident',
      'accident date',
      'date of crash',
      'crash date',
      'date of incident',
      'incident date',
      'date of loss and time',
      'loss dt',
      'accident dt',
      'acc dt',
      'dt of loss',
      'd/l',
      'd/o/l',
    ],
  },
  phone: {
    type: 'phone',
    labels: [
      'owner phone',
      'customer phone',
      'insured phone',
      "insured's phone",
      'home phone',
      'cell phone',
      'policyholder phone',
      'insd phone',
      'primary phone',
      'primary phone #',
      'owner cell',
      'insured cell',
    ],
  },
  email: {
    type: 'email',
    labels: [
      'owner email',
      'customer email',
      'insured email',
      'insured e mail',
      'owner e mail',
      'insd email',
      'primary email',
      'primary e mail',
      'primary email address',
      'primary e mail address',
      'insured email address',
      'owner email address',
    ],
  },
  /**
   * The insurer the document names: read from the paper (an "Insurance Company" box, "Prepared for" on a
   * valuation, the payer of an estimate), never a configured default. Weak labels ("Prepared for",
   * "Carrier", "For") count only when their value names an insurer (insurer.ts).
   */
  insuranceCompany: {
    type: 'org',
    labels: [
      'insurance company',
      'insurance co',
      'insurance company name',
      'insurer',
      'insurer name',
      'insurance carrier',
      'carrier',
      'carrier name',
      'insurance',
      'ins co',
      'ins company',
      'prepared for',
      'insured by',
      'insuring company',
      'liability insurer',
      'insurance provider',
    ],
  },
  damageArea: {
    type: 'text',
    labels: ['point of impact', 'damage area', 'area of damage', 'damage', 'primary impact', 'impact', 'damaged area', 'areas of damage', 'primary damage'],
  },
  lossDescription: {
    type: 'text',
    labels: ['loss description', 'description of loss', 'description of accident', 'narrative', 'accident description', 'facts of loss', 'loss facts'],
  },
  firmFileNumber: {
    type: 'id',
    labels: ['file #', 'file no', 'file number', 'our file #', 'our file', 'firm file #'],
  },
  inspectionRequired: {
    type: 'yesno',
    labels: ['inspection required', 'inspection needed', 'inspection requested', 'field inspection', 'inspection'],
  },
} satisfies Partial<Record<FieldName, FieldLabels>>;

/**
 * A label never seen that names the date of the loss by its words ("Date Loss Occurred", "Collision
 * Date", "Date of Occurrence", "Incident Dt"): every word is one of these, one names the event and one
 * the date. "Date Reported" names another date; "Time of Loss" no date.
 */
export const LOSS_DATE_WORDS = {
  event: ['loss', 'accident', 'crash', 'collision', 'incident', 'occurrence', 'damage'],
  date: ['date', 'dt', 'occurred'],
  joining: ['of', 'the', 'and', 'time'],
};
