/**
 * The firm's editable content (DESIGN.md "Content"): contacts, insurer, default shop, carrier
 * options. Edit this file to change what the portal shows.
 */
export const FIRM_CONTENT = {
  firmName: 'Frontier',
  insurerName: 'Progressive',
  contacts: [
    { name: 'Dana Whitfield', role: 'Claims Manager', phone: '(555) 201-4410', email: 'dana.whitfield@frontier-appraisal.example' },
    { name: 'Marcus Reyes', role: 'Senior Appraiser', phone: '(555) 201-4422', email: 'marcus.reyes@frontier-appraisal.example' },
    { name: 'Priya Natarajan', role: 'Assignment Coordinator', phone: '(555) 201-4435', email: 'priya.natarajan@frontier-appraisal.example' },
    { name: 'Tom Kowalski', role: 'Total Loss Specialist', phone: '(555) 201-4447', email: 'tom.kowalski@frontier-appraisal.example' },
  ],
  /** Preset in the assignment form's shop field. */
  defaultShopName: 'Frontier Collision Center',
  /** Insurance carrier options of the Assignment Bot's fallback question (the last is Other). */
  carrierOptions: ['Progressive', 'State Farm', 'GEICO', 'Allstate', 'USAA', 'Liberty Mutual', 'Farmers', 'Other'],
} as const;
