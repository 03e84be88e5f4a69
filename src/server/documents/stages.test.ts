/**
 * Unit tests per stage with golden fixtures: sniff, normalisers, label reading, classification,
 * extraction on the real CCC/ACORD/BMS documents, merges.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeFile } from './analyze-file';
import { classifyText } from './classify/classify';
import { repairVin } from './extract/fields';
import { normalizePersonName, parseVehicleDescription } from './extract/normalize';
import { mergeForGenerator } from './generator-merge';
import { type AnalyzedFile, mergeAnalyses } from './merge';
import { sniffFile } from '../../shared/file-sniff';
import { pageFromPlainText } from './text/lines';
import type { DocumentText } from './text/types';
import { HAS_REAL_DOCS, NO_REAL_DOCS, REAL_DOCS_DIR } from '../../../tests/fixtures/paths';

const CORPUS = path.join(REAL_DOCS_DIR, '..');
const plain = (text: string): DocumentText => ({ fileType: 'docx', pages: [pageFromPlainText(1, text)] });

describe('sniff', () => {
  it('goes by bytes, not names', () => {
    expect(sniffFile(Buffer.from('%PDF-1.7\n...'), 'x.jpg')).toEqual({ type: 'pdf', mime: 'application/pdf' });
    expect(sniffFile(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), 'x.pdf')).toMatchObject({ type: 'jpeg' });
    expect(sniffFile(Buffer.from('hello'), 'x.pdf')).toHaveProperty('refused');
    expect(sniffFile(Buffer.alloc(0))).toEqual({ refused: 'the file is empty' });
  });
  it('tells an OLE .doc from other Office files', () => {
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(100)]);
    expect(sniffFile(ole)).toHaveProperty('refused');
    expect(sniffFile(Buffer.concat([ole, Buffer.from('WordDocument', 'utf16le')]))).toMatchObject({ type: 'doc' });
  });
  it.skipIf(!HAS_REAL_DOCS)(`knows CIECA BMS XML${HAS_REAL_DOCS ? '' : ` (${NO_REAL_DOCS})`}`, () => {
    expect(sniffFile(fs.readFileSync(path.join(CORPUS, 'real-docs/bms/mitchell-bms-redacted-sample1.xml')))).toMatchObject({ type: 'bms-xml' });
    expect(sniffFile(Buffer.from('<?xml version="1.0"?><html/>'))).toHaveProperty('refused');
  });
});

describe('normalisers', () => {
  it('reads names', () => {
    expect(normalizePersonName('MOORE, DANIEL')).toBe('Daniel Moore');
    expect(normalizePersonName('Munson, Geddes')).toBe('Geddes Munson');
    expect(normalizePersonName('12345')).toBeNull();
  });
  it('expands estimating-system make abbreviations', () => {
    expect(parseVehicleDescription('2013 TOYT Camry SE 4D SED Silver')).toEqual({ year: 2013, make: 'Toyota', model: 'Camry', trim: 'SE' });
    expect(parseVehicleDescription('2025 TESL Model X AWD 4D UTV')).toEqual({ year: 2025, make: 'Tesla', model: 'Model X', trim: null });
    expect(parseVehicleDescription('2019 CHEV Silverado 1500 LT')).toMatchObject({ make: 'Chevrolet', model: 'Silverado 1500', trim: 'LT' });
  });
  it('repairs a single OCR confusion in a VIN only when the check digit proves it', () => {
    expect(repairVin('4T1WBX8F3DX544392')).toBe('4T1W8X8F3DX544392');
    expect(repairVin('1HGCM82633A004352')).toBe('1HGCM82633A004352');
  });
});

describe('classify', () => {
  it('goes by the writer, not by names mentioned', () => {
    const shop = plain(
      'SUMMIT COLLISION CENTER\n12 Main St\nPhone: (555) 111-2222\nREPAIR ORDER\nInsurance Company:  Progressive Casualty Insurance Company\nClaim #:  12-3456789-1\nGrand Total:  4,100.00',
    );
    expect(classifyText(shop).kind).toBe('shop_estimate');
    const payment = plain(
      'Progressive Casualty Insurance Company\nClaims Payment Services\nPayment Confirmation\nPayee:  Jane Doe\nThis payment is based on our estimate of $4,000.00',
    );
    expect(classifyText(payment).kind).toBe('other');
    const demand = plain(
      'Lone Star Appraisal Services\n100 Elm St\nRE:  Demand for Appraisal\nPursuant to the appraisal clause our client invokes appraisal. Progressive Casualty Insurance Company estimate of $3,000.00.',
    );
    expect(classifyText(demand).kind).toBe('opposing_appraiser');
  });
  it('gives little text low confidence', () => {
    expect(classifyText(plain('hello')).confidence).toBeLessThan(0.9);
  });
});

describe.skipIf(!HAS_REAL_DOCS)(`real documents (golden)${HAS_REAL_DOCS ? '' : ` (${NO_REAL_DOCS})`}`, () => {
  it('reads the CCC ONE shop estimate', async () => {
    const r = await analyzeFile(fs.readFileSync(path.join(CORPUS, 'real-docs/ccc-preliminary-estimate-peotters-tesla-modelx.pdf')), { ocr: false });
    expect(r.kind).toBe('shop_estimate');
    expect(r.fields.vehicleVin?.value).toBe('7SAXCBE52TF477429');
    expect(r.fields.vehicleYear?.value).toBe('2025');
    expect(r.fields.vehicleMake?.value).toBe('Tesla');
    expect(r.fields.vehicleModel?.value).toBe('Model X');
    expect(r.fields.mileage?.value).toBe('6810');
    expect(r.fields.insuredName?.value).toBe('Geddes Munson');
    expect(r.fields.phone?.value).toBe('(978) 394-3730');
    expect(r.fields.repairShopName?.value).toBe("Peotter's Auto Body");
    expect(r.fields.claimNumber).toBeUndefined();
  }, 60_000);
  it('reads the filled ACORD 2 form fields and leaves the other vehicle out', async () => {
    const r = await analyzeFile(fs.readFileSync(path.join(CORPUS, 'real-docs/acord-2-automobile-loss-notice-filled-2016-10.pdf')), { ocr: false });
    expect(r.kind).toBe('other');
    expect(r.fields.insuredName?.value).toBe('Robert James Thompson');
    expect(r.fields.policyNumber?.value).toBe('SF-AUTO-2024-445821');
    expect(r.fields.dateOfLoss?.value).toBe('2026-02-07');
    expect(r.fields.vehicleVin).toBeUndefined();
    // Values beside labels printed in their boxes' corners: the primary e-mail, the make.
    expect(r.fields.email?.value).toBe('robert.thompson@email.com');
    expect(r.fields.vehicleMake?.value).toBe('Honda');
  }, 60_000);
  it('reads the ACORD 2 form from its text layer, OCR allowed: its pages are drawn scaled down but lose no glyph', async () => {
    const r = await analyzeFile(fs.readFileSync(path.join(CORPUS, 'real-docs/acord-2-automobile-loss-notice-filled-2016-10.pdf')));
    expect(r.ocrPages).toBe(0);
    expect(r.fields.dateOfLoss?.value).toBe('2026-02-07');
  }, 60_000);
  it('reads CIECA BMS exactly', async () => {
    const r = await analyzeFile(fs.readFileSync(path.join(CORPUS, 'real-docs/bms/mitchell-bms-redacted-sample1.xml')));
    expect(r.fields.claimNumber?.value).toBe('CX52601-1-A');
    expect(r.fields.vehicleVin?.value).toBe('JT2BG22KX10189555');
    expect(r.fields.dateOfLoss?.value).toBe('2025-07-17');
    expect(r.fields.grossTotal?.value).toBe('1,125.63');
  });
  it('calls the real car photos photos', async () => {
    const r = await analyzeFile(fs.readFileSync(path.join(CORPUS, 'real-photos/vancity-damage-hood-gap.jpg')));
    expect(r).toMatchObject({ kind: 'photo', analyzed: true });
  });
});

const file = (filename: string, kind: AnalyzedFile['kind'], fields: Record<string, string>): AnalyzedFile => ({
  filename,
  kind,
  analysis: {
    sha256: filename,
    fileType: 'pdf',
    kind,
    confidence: 0.95,
    analyzed: true,
    note: null,
    refused: false,
    text: '',
    pages: 1,
    ocrPages: 0,
    fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { value: v, confidence: 0.9, page: 1 }])),
  },
});

describe('merge', () => {
  it('prefers the carrier estimate for claim facts, the appraiser for appraiser fields, and lists gaps', () => {
    const m = mergeAnalyses(
      [
        file('shop.pdf', 'shop_estimate', { claimNumber: 'SHOP-11111', repairShopName: 'Elite Collision', appraiserName: 'Not Him' }),
        file('carrier.pdf', 'carrier_estimate', { claimNumber: '12-3456789-1', vehicleYear: '2019', appraiserName: 'Staff Person' }),
        file('letter.pdf', 'opposing_appraiser', { appraiserName: 'Brian Taylor', estimateAmount: '17,082.40' }),
      ],
      'appraisal',
      'appraisal-inspection',
    );
    expect(m.claimData).toMatchObject({
      claimNumber: '12-3456789-1',
      vehicleYear: 2019,
      repairShopName: 'Elite Collision',
      opposingEstimateAmount: '17,082.40',
    });
    expect(m.opposingAppraiserInfo.opposingAppraiserName).toBe('Brian Taylor');
    expect(m.sources.claimNumber).toEqual({ file: 'carrier.pdf', page: 1, confidence: 0.9 });
    // The required set of the form (appraiser company, phone and e-mail included unless pending); then the
    // conflict: the shop and the carrier print different claim numbers, the carrier's is used and the conflict reported.
    expect(m.gaps.map((g) => g.field)).toEqual([
      'insuredName',
      'dateOfLoss',
      'vehicleLocation',
      'opposingAppraiserCompany',
      'opposingAppraiserPhone',
      'opposingAppraiserEmail',
      'claimNumber',
    ]);
    expect(m.gaps[6]?.note).toMatch(/carrier\.pdf.*shop\.pdf/);
  });
  it('applies the generator rules of staff-portal.md section 4', () => {
    const today = new Date(2026, 10, 22);
    const d = mergeForGenerator(
      [
        file('assign.pdf', 'firm_assignment', { claimNumber: 'A-12345', appraiserName: 'Progressive Casualty Insurance', dateOfLoss: '2026-02-07' }),
        file('est.pdf', 'carrier_estimate', { claimNumber: 'B-99999', estimateAmount: '4,100.00', vehicleVin: '1HGCM82633A004352', vehicleLocation: 'N/A' }),
        file('aob.pdf', 'opposing_appraiser', { estimateAmount: '6,000.00' }),
      ],
      today,
    );
    expect(d).toMatchObject({
      date: 'November 22, 2026',
      frontier_file: 'Pending',
      claim_number: 'A-12345',
      loss_date: 'February 7, 2026',
      inspection: 'Yes',
      other_appraiser: 'Unknown',
      other_appraiser_est: 'N/A',
      deductible: '$1,000.00',
      progressive_est: '$4,100.00',
      vin: '1HGCM82633A004352',
      vehicle_location: 'N/A',
      mileage: 'N/A',
    });
  });
});

describe('word documents', () => {
  it('reads a .docx appraisal demand letter', async () => {
    const { Document, Packer, Paragraph } = await import('docx');
    const lines = [
      'Keystone Vehicle Appraisals',
      '410 Market St, Omaha, NE 68102',
      'Tel (402) 555-0142  |  dana.cole@keystoneappraisals.com',
      'RE:  Demand for Appraisal',
      'Claim Number:  27-4410981-3',
      'Pursuant to the appraisal clause of the policy, our client invokes appraisal. Our estimate of the amount of loss is $8,412.50.',
      "Insured's Appraiser:  Dana Cole",
    ];
    const doc = new Document({ sections: [{ children: lines.map((t) => new Paragraph(t)) }] });
    const bytes = Buffer.from(await Packer.toBuffer(doc));
    const r = await analyzeFile(bytes);
    expect(r.fileType).toBe('docx');
    expect(r.kind).toBe('opposing_appraiser');
    expect(r.fields.claimNumber?.value).toBe('27-4410981-3');
    expect(r.fields.appraiserName?.value).toBe('Dana Cole');
    expect(r.fields.appraiserCompany?.value).toBe('Keystone Vehicle Appraisals');
    expect(r.fields.appraiserPhone?.value).toBe('(402) 555-0142');
    expect(r.fields.estimateAmount?.value).toBe('8,412.50');
  }, 60_000);
  it('keeps the rows of a table: a row of labels over a row of values, a block of several lines under its heading', async () => {
    const { Document, Packer, Paragraph, Table, TableCell, TableRow } = await import('docx');
    const row = (...cells: string[][]) => new TableRow({ children: cells.map((ps) => new TableCell({ children: ps.map((t) => new Paragraph(t)) })) });
    const table = new Table({
      rows: [
        row(['Named Insured:'], ['Loss Date:']),
        row(['Rosa Delgado', '77 Birch Ln', 'Salem, OR 97301', 'Cell: (503) 555-0187', 'rosa.delgado@example.com'], ['04/02/2026']),
        row(['Policy No:'], ['Claim No:']),
        row(['OR-5521903'], ['22-7781904']),
      ],
    });
    const doc = new Document({ sections: [{ children: [new Paragraph('Cedar Ridge Appraisal Co.'), new Paragraph('Appraisal Assignment'), table] }] });
    const r = await analyzeFile(Buffer.from(await Packer.toBuffer(doc)), { kindOverride: 'firm_assignment' });
    expect(r.fields.insuredName?.value).toBe('Rosa Delgado');
    expect(r.fields.dateOfLoss?.value).toBe('2026-04-02');
    expect(r.fields.policyNumber?.value).toBe('OR-5521903');
    expect(r.fields.claimNumber?.value).toBe('22-7781904');
    expect(r.fields.phone?.value).toBe('(503) 555-0187');
    expect(r.fields.email?.value).toBe('rosa.delgado@example.com');
  }, 60_000);
});
