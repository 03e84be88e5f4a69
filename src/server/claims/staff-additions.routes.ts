import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ClaimNoteBodySchema, ClaimRefParamsSchema, ClaimViewSchema, StaffFilesBodySchema } from '../../shared/contracts/claims.js';
import { errorResponses } from '../../shared/contracts/errors.js';
import { multipartBody } from '../../shared/contracts/http.js';
import { currentUser } from '../auth/guards.js';
import { AppError } from '../errors.js';
import { drainMultipart, readMultipart } from '../plugins/multipart-reader.js';
import { addClaimFiles, addInternalNote } from './staff-additions.js';

/** Staff add files and internal notes to a filed claim (staff-additions.ts). */
export default async function staffAdditionsRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/claims/:referenceNumber/files',
    {
      schema: {
        summary: 'Staff add files to a claim (multipart: files and/or uploadIds, optional categories); analysed like any upload',
        params: ClaimRefParamsSchema,
        ...multipartBody(StaffFilesBodySchema),
        response: { 200: ClaimViewSchema, ...errorResponses },
      },
    },
    async (request) =>
      addClaimFiles(
        { ...app.deps, queue: app.deps.analysis.queue, log: request.log },
        {
          referenceNumber: request.params.referenceNumber,
          actor: currentUser(request),
          ip: request.ip,
          body: {
            parts: () =>
              readMultipart(request, {
                limits: app.deps.config.multipart,
                accept: { files: ['files'], fields: ['uploadIds', 'categories'] },
                notMultipart: () => new AppError('unsupported_type', 'Send the files as multipart/form-data (files, or uploadIds of staged uploads).'),
              }),
            drain: () => drainMultipart(request),
          },
        },
      ),
  );

  app.post(
    '/api/claims/:referenceNumber/notes',
    {
      schema: {
        summary: "Staff's internal note on a claim, on its own (never shown to the claimant)",
        params: ClaimRefParamsSchema,
        body: ClaimNoteBodySchema,
        response: { 200: ClaimViewSchema, ...errorResponses },
      },
    },
    async (request) =>
      addInternalNote(
        { db: app.deps.db, log: request.log },
        { referenceNumber: request.params.referenceNumber, actor: currentUser(request), text: request.body.text, ip: request.ip },
      ),
  );
}
