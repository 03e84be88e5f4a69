import fs from 'node:fs';
import path from 'node:path';
import { it } from 'vitest';
import { REPLICAS_DIR } from '../../../tests/fixtures/paths.js';
import { DEFAULT_CONTENT } from '../../shared/content-defaults.js';
import { analyzeFile } from '../documents/analyze-file.js';
import { buildLetter } from './letter-content.js';
import { renderLetterPdf } from './letter-pdf.js';
import { renderLetterDocx } from './letter-docx.js';
import { printableLetter } from './letter-print.js';
import { buildValuationReview, defaultChoices } from './valuation-review.js';
it('render', async () => {
  for (const file of ['Valution Report.pdf', 'Valuation Report.pdf']) {
    const v = (await analyzeFile(fs.readFileSync(path.join(REPLICAS_DIR, 'docs', file)), { ocr: false })).valuation!;
    const base = { referenceNumber: 'R', valuation: v, file, claim: { year: null, make: null, model: null, trim: null, vin: null, deductible: null }, vin: null, stateCode: 'PA' };
    const r0 = buildValuationReview({ ...base, choices: null });
    const disputedPoints = r0.points.filter((p) => p.toggle && p.status === 'available').map((p) => p.id);
    const drop = new Set(r0.points.filter((p) => p.status === 'available' && p.id.startsWith('comparable-')).map((p) => `doc-${p.id.split('-')[1]}`));
    const r = buildValuationReview({ ...base, choices: { keptComparableIds: defaultChoices(v).keptComparableIds.filter((id) => !drop.has(id)), addedComparables: [], disputedPoints, condition: 'Good' } });
    console.log(file, r.letterAllowed, r.alternativeValue.difference);
    const l = buildLetter('total-loss', { details: { claimNumber: '35-13G6-42T08', policyNumber: '44-B2-7781', reportNumber: 'VR-5521', insuredName: 'Fitzgerald Montague', ownerAddress: '12 Elm Street, Harrisburg, PA 17101', adjuster: 'Pat Lee' }, dateOfLoss: '2024-08-08', vehicle: '2022 Toyota RAV4 XLE', vin: '2T3W1RFV8NW600556', carrier: 'STATE FARM INSURANCE COMPANIES' }, r, DEFAULT_CONTENT);
    const printable = printableLetter({ ...l, id: 1, generatedParagraphs: l.paragraphs, missing: [], version: 1, createdAt: '2026-11-29T05:00:00Z', createdBy: 'x' }, DEFAULT_CONTENT.firmName);
    const out = `/tmp/letter-${file.replace(/\W+/g, '_')}`;
    fs.writeFileSync(`${out}.pdf`, await renderLetterPdf(printable));
    fs.writeFileSync(`${out}.docx`, await renderLetterDocx(printable));
  }
}, 200000);
