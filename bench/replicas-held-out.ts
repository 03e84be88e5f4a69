/**
 * The replicas held out of all tuning (one file of each format, never looked at while tuning): the
 * replicas bench prints their figures apart, and no trainer reads them.
 */
export const HELD_OUT = new Set([
  'udp_7c1e04d2-5b9a-4f3e-9d61-2a8b0c6f1e37.pdf',
  'pdfprint.do.pdf',
  'VR-1-VEHICLE EVALUATION_2 (1).pdf',
  'WHITCOMBE 21 CHEVY EST.pdf',
  'Estimate - body shop.pdf',
  'crash report 2022.pdf',
  'Total Loss Appraisal - Calloway.docx',
]);
