/**
 * The content's built-in defaults, apart from its schemas (content.ts) so that the web's first page
 * can show them without loading zod.
 */
import type { Content } from './content';

export const DEFAULT_CONTENT: Content = {
  firmName: 'Frontier',
  insurerName: 'Progressive',
  contacts: [
    { name: 'Dana Whitfield', role: 'Claims Manager', phone: '(555) 201-4410', email: 'dana.whitfield@frontier-appraisal.example' },
    { name: 'Marcus Reyes', role: 'Senior Appraiser', phone: '(555) 201-4422', email: 'marcus.reyes@frontier-appraisal.example' },
    { name: 'Priya Natarajan', role: 'Assignment Coordinator', phone: '(555) 201-4435', email: 'priya.natarajan@frontier-appraisal.example' },
    { name: 'Tom Kowalski', role: 'Total Loss Specialist', phone: '(555) 201-4447', email: 'tom.kowalski@frontier-appraisal.example' },
  ],
  defaultShopName: 'Frontier Collision Center',
  carrierOptions: ['Progressive', 'State Farm', 'GEICO', 'Allstate', 'USAA', 'Liberty Mutual', 'Farmers', 'Other'],
  letter: {
    letterhead: ['Frontier Appraisal Services', '(555) 201-4400 · claims@frontier-appraisal.example'],
    signatory: { name: 'Dana Whitfield', title: 'Claims Manager' },
    appraisalWording:
      'The insured and your company have failed to agree on the amount of loss. Under {provision}, {insured} demands an appraisal of the loss and names {appraiser} of {firm} as the insured’s appraiser. Please name your company’s appraiser in writing within {days} days of this letter, as the provision requires of each party.',
    appraiserDays: 20,
    firmFee: 750,
    umpireFee: 1000,
  },
};
