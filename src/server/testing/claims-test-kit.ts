import type { FastifyInstance } from 'fastify';
import { EMPTY_CLAIM_FORM } from '../../shared/claim.js';
import { multipartBody } from './test-app.js';

/** Test helpers for claim submissions (used by the claims, questions and e2e tests). */

/** A VIN with a valid check digit (2003 Honda Accord). */
export const VALID_VIN = '1HGCM82633A004352';

export const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A 1×1 PNG. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let claimsMade = 0;

/**
 * A complete appraisal claim that passes every rule: each call a claim number and date of loss of
 * its own (so it is not the same claimant's possible duplicate of the last one), and the required
 * upload steps marked Not Available (a test sends whichever files it needs).
 */
export function validClaimData(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  claimsMade += 1;
  const dateOfLoss = new Date(Date.UTC(2026, 2, 14) - claimsMade * 86_400_000).toISOString().slice(0, 10);
  return {
    ...EMPTY_CLAIM_FORM,
    claimType: 'appraisal',
    claimSubType: 'appraisal-only',
    opposingAppraiserStatus: 'completed',
    insuredName: 'Jordan Avery',
    claimNumber: `CLM-${20930 + claimsMade}`,
    policyNumber: 'POL-77812',
    dateOfLoss,
    vehicleYear: 2003,
    vehicleMake: 'Honda',
    vehicleModel: 'Accord',
    vehicleVin: VALID_VIN,
    vehicleLocation: 'Tacoma, WA',
    email: 'jordan.avery@example.com',
    phone: '(253) 555-0142',
    repairShopName: 'Harbor Auto Body',
    opposingAppraiserName: 'Sam Ortiz',
    opposingAppraiserCompany: 'Ortiz Appraisals',
    opposingAppraiserPhone: '(206) 555-0199',
    opposingAppraiserEmail: 'sam@ortiz.example',
    notes: 'Rear bumper dispute',
    notAvailable: { 'progressive-estimate': true, 'shop-estimate': true, photos: true },
    ...overrides,
  };
}

export type FilePart = { filename: string; content: Buffer; contentType?: string; category?: string };

export function claimBody(
  claimData: Record<string, unknown> | string,
  files: FilePart[] = [],
  options: { analysisResult?: unknown; filesFirst?: boolean } = {},
) {
  const fields = [
    { name: 'claimData', value: typeof claimData === 'string' ? claimData : JSON.stringify(claimData) },
    { name: 'analysisResult', value: JSON.stringify(options.analysisResult ?? { claimData: {}, gaps: [], extractedText: 'text' }) },
  ];
  const fileParts = files.flatMap((f) => [
    { name: 'files', filename: f.filename, content: f.content, contentType: f.contentType ?? 'application/octet-stream' },
  ]);
  const categories = files.filter((f) => f.category).map((f) => ({ name: 'categories', value: f.category as string }));
  return multipartBody(options.filesFirst ? [...fileParts, ...categories, ...fields] : [...fields, ...categories, ...fileParts]);
}

export async function postClaim(
  app: FastifyInstance,
  cookie: string,
  claimData: Record<string, unknown> | string,
  files: FilePart[] = [],
  options: { analysisResult?: unknown; filesFirst?: boolean; idempotencyKey?: string } = {},
) {
  const body = claimBody(claimData, files, options);
  return app.inject({
    method: 'POST',
    url: '/api/claims',
    headers: { ...body.headers, cookie, ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}) },
    payload: body.payload,
  });
}

/** Every blob key in a store (for "nothing left behind" checks). */
export async function listBlobKeys(app: FastifyInstance): Promise<string[]> {
  const keys: string[] = [];
  for await (const b of app.deps.blobs.list('')) keys.push(b.key);
  return keys;
}
