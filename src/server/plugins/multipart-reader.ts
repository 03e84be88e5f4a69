/**
 * The one multipart reader of the server. Every multipart call (claim submit, staged uploads, the
 * document calls, the estimate comparison) reads its body through it: fields as strings, files as
 * streams (a file goes on to the blob store as it arrives; nothing holds a whole request), each
 * file name made harmless. Each call names the parts it takes; any other part is refused. The
 * request's caps (bytes a file, bytes in all, files, fields, bytes a field) are counted as the bytes
 * arrive and refused with a 413 that says which cap, in MB and words.
 */
import { Readable, Transform } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { countUploadBytes, storedQuotaReached } from '../quotas/account-quotas.js';
import { displayFileName } from '../../shared/file-name.js';

export type MultipartLimits = {
  /** Bytes one file may have. */
  fileBytes: number;
  /** Bytes of files and fields together in one request. */
  requestBytes: number;
  /** Files one request may carry. */
  files: number;
  /** Text fields one request may carry. */
  fields: number;
  /** Bytes one text field may have. */
  fieldBytes: number;
};

/** The part names a call takes: file parts and text fields. */
export type MultipartAccept = { files: readonly string[]; fields: readonly string[] };

export type MultipartFile = {
  kind: 'file';
  name: string;
  /** The sender's file name without path or control characters ('file' when none is left). */
  filename: string;
  /**
   * The file's bytes as they arrive; the stream fails with PAYLOAD_TOO_LARGE past a cap. Read it
   * to its end (or not at all: an unread file is skipped) before asking for the next part.
   */
  stream: Readable;
  /** The whole file in memory (small files only: a cap still applies). */
  read(): Promise<Buffer>;
};
export type MultipartItem = { kind: 'field'; name: string; value: string } | MultipartFile;

/** Keeps a file name displayable and harmless: no path, no control or direction characters, bounded length. */
export function cleanFileName(name: string | undefined): string {
  return displayFileName(name);
}

/** "50 MB", "1.5 MB", "0.1 MB", "16 KB": sizes as people read them. */
export function inMb(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  if (mb < 0.1) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${mb >= 10 ? Math.round(mb) : Math.round(mb * 10) / 10} MB`;
}

const tooLarge = (message: string) => new AppError('payload_too_large', message);
export const fileTooLarge = (filename: string, limits: Pick<MultipartLimits, 'fileBytes'>) =>
  tooLarge(
    `"${filename}" is larger than ${inMb(limits.fileBytes)}, the most one file may be. Send a smaller copy (a PDF print rather than a scan, or fewer pages).`,
  );
const requestTooLarge = (limits: MultipartLimits) =>
  tooLarge(
    `The files and fields of this request come to more than ${inMb(limits.requestBytes)}, the most one request may carry. Send the files in smaller groups.`,
  );
const tooManyFiles = (limits: MultipartLimits) =>
  tooLarge(`This request carries more than ${limits.files} files, the most one request may carry. Send the files in smaller groups.`);
const tooManyFields = (limits: MultipartLimits) => tooLarge(`This request carries more than ${limits.fields} form fields, the most one request may carry.`);
const fieldTooLarge = (name: string, limits: MultipartLimits) =>
  tooLarge(`The field "${name.slice(0, 60)}" is larger than ${inMb(limits.fieldBytes)}, the most one form field may be.`);
const unknownPart = (name: string, kind: 'file' | 'field', accept: MultipartAccept) => {
  const named = [...accept.files.map((f) => `files as "${f}"`), ...accept.fields.map((f) => `"${f}"`)].join(', ');
  return new AppError('bad_request', `This call takes no ${kind} named "${name.slice(0, 60)}". It takes ${named || 'nothing'}.`);
};

/** @fastify/multipart's own limit errors, in the same words as ours. */
function limitError(err: unknown, limits: MultipartLimits, filename: string): unknown {
  switch ((err as { code?: string })?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge(filename, limits);
    case 'FST_FILES_LIMIT':
      return tooManyFiles(limits);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return tooManyFields(limits);
    default:
      return err;
  }
}

/**
 * The parts of a multipart body in order. A file part the caller does not read is skipped.
 * `notMultipart`: the error for a body of another type (default: a 415 asking for multipart).
 */
export async function* readMultipart(
  request: FastifyRequest,
  opts: { limits: MultipartLimits; accept: MultipartAccept; notMultipart?: () => AppError },
): AsyncGenerator<MultipartItem> {
  const { limits, accept } = opts;
  if (!request.isMultipart()) {
    throw opts.notMultipart?.() ?? new AppError('unsupported_type', 'Send the files as multipart/form-data.');
  }
  // A body announced larger than the cap is refused before a byte of it is read.
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limits.requestBytes + 64 * 1024) throw requestTooLarge(limits);
  let total = 0;
  let lastFile = 'file';
  const parts = request.parts({
    limits: {
      fileSize: limits.fileBytes,
      files: limits.files,
      fields: limits.fields,
      fieldSize: limits.fieldBytes,
      parts: limits.files + limits.fields,
    },
  });
  const iterator = parts[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Awaited<ReturnType<typeof iterator.next>>['value']>;
    try {
      next = await iterator.next();
    } catch (err) {
      throw limitError(err, limits, lastFile);
    }
    if (next.done) return;
    const part = next.value;
    if (part.type === 'field') {
      if (!accept.fields.includes(part.fieldname)) throw unknownPart(part.fieldname, 'field', accept);
      if (part.valueTruncated) throw fieldTooLarge(part.fieldname, limits);
      const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      total += Buffer.byteLength(value);
      if (total > limits.requestBytes) throw requestTooLarge(limits);
      yield { kind: 'field', name: part.fieldname, value };
      continue;
    }
    const filename = cleanFileName(part.filename);
    lastFile = filename;
    if (!accept.files.includes(part.fieldname)) {
      part.file.resume();
      throw unknownPart(part.fieldname, 'file', accept);
    }
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        size += chunk.length;
        total += chunk.length;
        if (size > limits.fileBytes) return cb(fileTooLarge(filename, limits));
        if (total > limits.requestBytes) return cb(requestTooLarge(limits));
        // The account's stored-bytes quota, counted as the bytes arrive (quotas/account-quotas.ts); a
        // body past its reservation waits for the database to reserve more.
        countUploadBytes(request, chunk.length).then(
          (quota) => (quota.within ? cb(null, chunk) : cb(storedQuotaReached(quota.quota))),
          (err: Error) => cb(err),
        );
      },
      flush(cb) {
        // busboy stops a file at the cap and marks it truncated: the rest never arrives.
        cb(part.file.truncated ? fileTooLarge(filename, limits) : undefined);
      },
    });
    part.file.on('error', (err: Error) => counted.destroy(err));
    // busboy drops a file's bytes past the cap without counting them and ends the file only at the next
    // boundary: without this, a file sent without a Content-Length would be parsed to its end before the 413.
    part.file.once('limit', () => counted.destroy(fileTooLarge(filename, limits)));
    part.file.pipe(counted);
    let touched = false;
    const stream = counted;
    yield {
      kind: 'file',
      name: part.fieldname,
      filename,
      get stream() {
        touched = true;
        return stream;
      },
      async read() {
        touched = true;
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      },
    };
    if (!touched) {
      part.file.unpipe(counted);
      counted.destroy();
      part.file.resume();
    } else if (!counted.readableEnded && !counted.destroyed) {
      // The caller stopped reading early: let the rest of this file run through so the next part comes.
      counted.resume();
    }
  }
}

/** Consumes a multipart body without keeping anything (an idempotent replay). */
export async function drainMultipart(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  for await (const part of request.parts()) {
    if (part.type === 'file') part.file.resume();
  }
}

/** A readable of a buffer (tests, and callers holding bytes already). */
export const streamOf = (bytes: Buffer): Readable => Readable.from([bytes]);
