/**
 * The appraiser's labels, and the writer's (whoever wrote the document: an estimator, an adjuster, an
 * appraiser); "Appraiser Name" is both, the decide stage tells them apart.
 */
import type { FieldLabels, FieldName } from '../field-spec';

export const APPRAISER_LABELS = {
  appraiserName: {
    type: 'person',
    labels: [
      'appraiser',
      "insured's appraiser",
      'appraiser name',
      'independent appraiser',
      'appraised by',
      "claimant's appraiser",
      'appraiser for insured',
      "owner's appraiser",
    ],
  },
  appraiserCompany: { type: 'org', labels: ['appraisal firm', 'appraisal company', 'appraiser company', 'company', 'firm'] },
  appraiserPhone: { type: 'phone', labels: ['appraiser phone', 'appraiser tel', 'appraiser telephone'] },
  appraiserEmail: { type: 'email', labels: ['appraiser email', 'appraiser e mail'] },
  appraiserAddress: { type: 'address', labels: [] },
  writer: {
    type: 'person',
    labels: [
      'written by',
      'estimator',
      'appraiser name',
      'prepared by',
      'valuation prepared by',
      'adjuster',
      'estimate prepared by',
      'damage assessed by',
      'assessed by',
    ],
  },
} satisfies Partial<Record<FieldName, FieldLabels>>;
