/**
 * The documents the browser journeys file, built at test time so every core journey runs in any
 * clone (no `../shared`): one coherent claim drawn by the blind corpus's generator
 * (tests/fixtures/blind), its papers laid out as text PDFs the way the estimating systems print them,
 * and car photos drawn with sharp. The server reads them with the real reader: nothing here tells it
 * what a file is or what it says.
 *
 *   carrier's estimate  CCC ONE-like "Estimate of Record" (owner / inspection location / insurer
 *                       columns, line table, ESTIMATE TOTALS)
 *   shop's estimate     a repair shop's "ESTIMATE OF REPAIRS" on its letterhead
 *   appraiser letter    the other appraiser's letter invoking the appraisal clause
 *   appraiser estimate  the other appraiser's own estimate, line by line
 *   valuation report    a total-loss market valuation: loss vehicle, comparables each with its VIN
 *                       and price, base value, adjustments and settlement
 *   crash report        a state traffic crash report
 *   assignment letter   the firm's assignment, as the generator reads it
 *   photos              drawn car photos (JPEG)
 *
 * Every builder returns the same bytes on every run (seeded); `fresh()` adds a trailing PDF comment
 * so a journey that must see the analysis run is not answered from an earlier file's stored reading.
 */
import PDFDocument from 'pdfkit';
import { type Claim, fullName, iso, makeClaim } from '../fixtures/blind/claim.js';
import { appraiserEstimate as blindAppraiserEstimate, demandLetter } from '../fixtures/blind/docs-appraiser.js';
import { cccEstimate, valuationReport as blindValuationReport } from '../fixtures/blind/docs-carrier.js';
import { policeReport } from '../fixtures/blind/docs-misc.js';
import { shopPaper } from '../fixtures/blind/docs-shop.js';
import { planDamage, priceLines } from '../fixtures/blind/lines.js';
import { renderTextPdf } from '../fixtures/blind/render.js';
import { createRng, type Rng } from '../fixtures/blind/rng.js';
import { renderCarPhoto } from '../fixtures/documents/render.js';
import { makeRng } from '../fixtures/documents/pools.js';

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const SEED = 0x0936;

/** The claim every built document speaks of (the generator's facts, a readable claim number). */
export const JOURNEY_CLAIM: Claim = (() => {
  const c = makeClaim(createRng(SEED), 0, 'dev', 'appraisal');
  // The vehicle sits at the insured's home, not at a shop: the carrier's estimate names no repair shop.
  return {
    ...c,
    claimNumber: '24-7781234-01',
    location: { name: 'Residence', street: c.insured.street, place: c.insured.place },
  };
})();

/** The claim's facts as the intake form spells them (label → value). */
export const JOURNEY = {
  insuredName: fullName(JOURNEY_CLAIM.insured),
  claimNumber: JOURNEY_CLAIM.claimNumber,
  policyNumber: JOURNEY_CLAIM.policyNumber,
  dateOfLoss: iso(JOURNEY_CLAIM.loss),
  vin: JOURNEY_CLAIM.vehicle.vin,
  year: String(JOURNEY_CLAIM.vehicle.year),
  make: JOURNEY_CLAIM.vehicle.make,
  model: JOURNEY_CLAIM.vehicle.model,
  insurer: JOURNEY_CLAIM.insurer.name,
  shopName: JOURNEY_CLAIM.shop.name,
  vehicleLocation: `${JOURNEY_CLAIM.insured.place.city}, ${JOURNEY_CLAIM.insured.place.state}`,
  appraiser: {
    name: fullName(JOURNEY_CLAIM.appraiser),
    company: JOURNEY_CLAIM.appraiser.company,
    phone: JOURNEY_CLAIM.appraiser.phone.replace(/\D/g, ''),
    email: JOURNEY_CLAIM.appraiser.email,
  },
} as const;

/** Each paper draws its layout choices from its own seed, so one builder never shifts another. */
const rngFor = (salt: number): Rng => createRng(SEED * 31 + salt);

/** The damage every estimate of the claim prices: the carrier's lines, the shop and appraiser's from them. */
function damage() {
  const rng = rngFor(1);
  const { keys, extra } = planDamage(rng, false);
  const carrier = priceLines(rng, keys, 'ccc', JOURNEY_CLAIM.vehicle.make);
  return { rng, keys, extra, carrier };
}

const pdf = (name: string, buffer: Buffer): UploadFile => ({ name, mimeType: 'application/pdf', buffer });

/** The insurer's CCC ONE-like estimate of record. */
export async function carrierEstimatePdf(name = 'carrier-estimate.pdf'): Promise<UploadFile> {
  const { carrier } = damage();
  return pdf(name, await renderTextPdf(cccEstimate(JOURNEY_CLAIM, rngFor(2), carrier, false).doc));
}

/** The repair shop's estimate of repairs, priced from the same damage plus what the shop found. */
export async function shopEstimatePdf(name = 'shop-estimate.pdf'): Promise<UploadFile> {
  const { rng, keys, extra, carrier } = damage();
  const lines = priceLines(rng, [...keys, ...extra], 'shop', JOURNEY_CLAIM.vehicle.make, carrier);
  return pdf(name, await renderTextPdf(shopPaper(JOURNEY_CLAIM, rngFor(3), lines, 'estimate', false).doc));
}

function appraisal() {
  const { rng, keys, extra, carrier } = damage();
  const lines = priceLines(rng, [...keys, ...extra], 'appraiser', JOURNEY_CLAIM.vehicle.make, carrier);
  return blindAppraiserEstimate(JOURNEY_CLAIM, rngFor(4), lines);
}

/** The other appraiser's own estimate. */
export async function appraiserEstimatePdf(name = 'appraiser-estimate.pdf'): Promise<UploadFile> {
  return pdf(name, await renderTextPdf(appraisal().paper.doc));
}

/** The other appraiser's letter invoking the appraisal clause, naming their estimate's total. */
export async function appraiserLetterPdf(name = 'appraiser-letter.pdf'): Promise<UploadFile> {
  return pdf(name, await renderTextPdf(demandLetter(JOURNEY_CLAIM, rngFor(5), appraisal().appraisal).doc));
}

/** A total-loss market valuation of the claim's vehicle, with its comparables (each its own VIN and price). */
export async function valuationReportPdf(name = 'valuation-report.pdf'): Promise<{ file: UploadFile; comparableVins: string[] }> {
  const paper = blindValuationReport(JOURNEY_CLAIM, rngFor(6));
  const vins = paper.doc.blocks.flatMap((b) =>
    b.t === 'row' ? b.cells.map((cell) => cell.s).filter((s) => /^[A-HJ-NPR-Z0-9]{17}$/.test(s) && s !== JOURNEY.vin) : [],
  );
  return { file: pdf(name, await renderTextPdf(paper.doc)), comparableVins: vins };
}

/** The police's traffic crash report of the loss. */
export async function crashReportPdf(name = 'crash-report.pdf'): Promise<UploadFile> {
  return pdf(name, await renderTextPdf(policeReport(JOURNEY_CLAIM, rngFor(7)).doc));
}

/** The firm's assignment letter, as a carrier's desk would send it to the generator. */
export function assignmentLetterPdf(name = 'assignment-letter.pdf'): Promise<UploadFile> {
  const c = JOURNEY_CLAIM;
  const lines = [
    'Assignment Date: November 20, 2026',
    'Frontier File #: FR-2026-0117',
    `Claim Number: ${c.claimNumber}`,
    `Insured: ${JOURNEY.insuredName}`,
    `Date of Loss: ${JOURNEY.dateOfLoss.slice(5, 7)}/${JOURNEY.dateOfLoss.slice(8, 10)}/${JOURNEY.dateOfLoss.slice(0, 4)}`,
    'Damage Area: Front end, hood and right headlamp',
    'Loss Description: Insured struck a deer on the highway at night.',
    `Vehicle Location: ${c.insured.street}, ${c.insured.place.city}, ${c.insured.place.state} ${c.insured.place.zip}`,
    'Appraiser: Unknown',
  ];
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 60 });
    const chunks: Buffer[] = [];
    doc.on('data', (b: Buffer) => chunks.push(b));
    doc.on('end', () => resolve(pdf(name, Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(18).text('Frontier Appraisal Services');
    doc.font('Helvetica').fontSize(12).text('Appraisal Assignment').moveDown();
    for (const l of lines) doc.text(l);
    doc.end();
  });
}

/** A drawn car photo (JPEG); `n` picks which. */
export async function carPhoto(n: number, name = `damage-photo-${n + 1}.jpg`): Promise<UploadFile> {
  return { name, mimeType: 'image/jpeg', buffer: await renderCarPhoto(makeRng(500 + n)) };
}

/** The same PDF with a trailing comment: bytes no earlier upload had, so the analysis runs afresh. */
export function fresh(file: UploadFile, salt: string = `${Date.now()}-${Math.random()}`): UploadFile {
  return { ...file, buffer: Buffer.concat([file.buffer, Buffer.from(`\n%${salt}\n`)]) };
}
