import type { DisputeLetter } from '../../shared/contracts/reviews.js';

/** What both renderers print: the stored letter with the firm, the date and a title. */
export interface PrintableLetter extends Pick<DisputeLetter, 'addressee' | 'subject' | 'paragraphs' | 'tables' | 'signature'> {
  firmName: string;
  date: string;
  title: string;
}

export function printableLetter(letter: DisputeLetter, firmName: string): PrintableLetter {
  const at = letter.createdAt ? new Date(letter.createdAt) : new Date();
  return {
    addressee: letter.addressee,
    subject: letter.subject,
    paragraphs: letter.paragraphs,
    tables: letter.tables,
    signature: letter.signature,
    firmName,
    date: at.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
    title: letter.kind === 'total-loss' ? 'Demand for appraisal: total-loss valuation' : 'Demand for appraisal: repair estimate',
  };
}

/** The download's name: Appraisal_Demand_{claim}_v{id}.{ext}, safe characters only. */
export function letterFileName(claimNumber: string | null, id: number, ext: 'docx' | 'pdf'): string {
  const claim = (claimNumber ?? 'claim').replace(/[^A-Za-z0-9-]+/g, '_').slice(0, 60);
  return `Appraisal_Demand_${claim}_v${id}.${ext}`;
}
