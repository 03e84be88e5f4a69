import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../shared/contracts/errors.js';
import { DEFAULT_LOCALE, type Locale, pickLocale } from '../../shared/locale.js';
import { binaryResponse } from '../../shared/contracts/http.js';
import {
  CreateLetterBodySchema,
  DisputeLetterListSchema,
  DisputeLetterSchema,
  DraftLetterBodySchema,
  LETTER_KINDS,
  RepairReviewSchema,
  ValuationChoicesSchema,
  ValuationReviewSchema,
} from '../../shared/contracts/reviews.js';
import { currentUser } from '../auth/guards.js';
import { findAccessibleClaim } from '../claims/claim-access.js';
import { contentDisposition } from '../plugins/content-disposition.js';
import { createLetterFiles } from './letter-files.js';
import { createLetterThread } from './letter-thread.js';
import { createLetter, draftLetter, letterFile, listLetters, loadRepairReview, loadValuationReview, saveValuationReview } from './reviews.service.js';

/**
 * The language the review's sentences are written in: the page's, which the web sends as
 * Accept-Language on these calls, else the account's choice. Letters stay English (they go to the carrier).
 */
function readerLocale(request: FastifyRequest): Locale {
  const asked = request.headers['accept-language'];
  if (asked) return pickLocale(asked.split(','));
  return currentUser(request).locale ?? DEFAULT_LOCALE;
}

const RefParams = z.object({ referenceNumber: z.string().min(1).max(64) });
const FileParams = RefParams.extend({
  file: z.string().regex(/^\d{1,9}\.(docx|pdf)$/, 'Ask for a letter as {id}.docx or {id}.pdf'),
});

/**
 * The valuation review, the repair review and the appraisal dispute letters of a claim
 * (issue 24). The claim's access rule decides: its claimant and staff; anyone else gets 404.
 */
export default async function reviewsRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  // Letters are drawn on a thread of their own (started with the first download, ended when idle),
  // once per version, and stored in the blob store (letter-files.ts). A test may give its own drawing.
  const thread = app.deps.letterThread ?? createLetterThread({ nice: app.deps.config.DOCUMENT_THREAD_NICE, log: app.log });
  app.addHook('onClose', () => thread.close());
  const letters = createLetterFiles({ blobs: app.deps.blobs, draw: (letter, format) => thread.draw(letter, format), log: app.log });
  const deps = () => ({ db: app.deps.db, content: app.deps.content, log: app.log, letters });
  const claimFor = (request: { params: { referenceNumber: string } } & Parameters<typeof currentUser>[0]) =>
    findAccessibleClaim(app.deps.db, request.params.referenceNumber, currentUser(request));

  app.get(
    '/api/claims/:referenceNumber/valuation-review',
    { schema: { summary: 'Total-loss valuation review', params: RefParams, response: { 200: ValuationReviewSchema, ...errorResponses } } },
    async (request) => loadValuationReview({ ...deps(), log: request.log }, await claimFor(request), undefined, readerLocale(request)),
  );

  app.put(
    '/api/claims/:referenceNumber/valuation-review',
    {
      schema: {
        summary: "The owner's choices in the valuation review",
        params: RefParams,
        body: ValuationChoicesSchema,
        response: { 200: ValuationReviewSchema, ...errorResponses },
      },
    },
    async (request) => saveValuationReview({ ...deps(), log: request.log }, await claimFor(request), request.body, currentUser(request), readerLocale(request)),
  );

  app.get(
    '/api/claims/:referenceNumber/repair-review',
    { schema: { summary: 'Repair dispute review', params: RefParams, response: { 200: RepairReviewSchema, ...errorResponses } } },
    async (request) => loadRepairReview(await claimFor(request), app.deps.content),
  );

  app.get(
    '/api/claims/:referenceNumber/dispute-letters/draft',
    {
      schema: {
        summary: 'The dispute letter as generated now (not stored)',
        params: RefParams,
        querystring: z.object({ kind: z.enum(LETTER_KINDS) }),
        response: { 200: DisputeLetterSchema, ...errorResponses },
      },
    },
    async (request) => draftLetter({ ...deps(), log: request.log }, await claimFor(request), request.query.kind),
  );

  app.post(
    '/api/claims/:referenceNumber/dispute-letters/draft',
    {
      schema: {
        summary: 'The dispute letter as it would be made with the particulars typed (not stored)',
        params: RefParams,
        body: DraftLetterBodySchema,
        response: { 200: DisputeLetterSchema, ...errorResponses },
      },
    },
    async (request) => draftLetter({ ...deps(), log: request.log }, await claimFor(request), request.body.kind, request.body.details),
  );

  app.post(
    '/api/claims/:referenceNumber/dispute-letters',
    {
      schema: {
        summary: 'Store a dispute letter version',
        params: RefParams,
        body: CreateLetterBodySchema,
        response: { 201: DisputeLetterSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const letter = await createLetter({ ...deps(), log: request.log }, await claimFor(request), request.body, currentUser(request));
      return reply.status(201).send(letter);
    },
  );

  app.get(
    '/api/claims/:referenceNumber/dispute-letters',
    {
      schema: { summary: "A claim's dispute letter versions, newest first", params: RefParams, response: { 200: DisputeLetterListSchema, ...errorResponses } },
    },
    async (request) => ({ letters: await listLetters({ ...deps(), log: request.log }, await claimFor(request)) }),
  );

  app.get(
    '/api/claims/:referenceNumber/dispute-letters/:file',
    {
      schema: {
        summary: 'A dispute letter version as Word or PDF',
        params: FileParams,
        response: {
          200: binaryResponse('The letter', ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/pdf']),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const [id, ext] = request.params.file.split('.') as [string, 'docx' | 'pdf'];
      const file = await letterFile({ ...deps(), log: request.log }, await claimFor(request), Number(id), ext);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', contentDisposition('attachment', file.fileName))
        .header('Cache-Control', 'no-store')
        .send(file.buffer);
    },
  );
}
