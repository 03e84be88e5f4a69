/**
 * The one multipart reader of the server. Every multipart call (claim submit, staged uploads, the
 * document calls, the estimate comparison) reads its body through it: fields as strings, files one
 * at a time (memory holds one file), each file name made harmless, each file's size checked with
 * the same message.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { displayFileName } from '../../shared/file-name.js';

export type MultipartItem =
  | { kind: 'field'; name: string; value: string }
  | {
      kind: 'file';
      name: string;
      /** The sender's file name without path or control characters ('file' when none is left). */
      filename: string;
      /** The file's bytes; throws PAYLOAD_TOO_LARGE past the limit. */
      read(): Promise<Buffer>;
    };

/** Keeps a file name displayable and harmless: no path, no control or direction characters, bounded length. */
export function cleanFileName(name: string | undefined): string {
  return displayFileName(name);
}

const tooLarge = (filename: string, maxBytes: number) =>
  new AppError('payload_too_large', `${filename} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);

/**
 * The parts of a multipart body in order. A file part the caller does not `read()` is skipped.
 * `notMultipart`: the error for a body of another type (default: a 415 asking for multipart).
 */
export async function* readMultipart(
  request: FastifyRequest,
  opts: { maxBytes: number; notMultipart?: () => AppError },
): AsyncGenerator<MultipartItem> {
  if (!request.isMultipart()) {
    throw opts.notMultipart?.() ?? new AppError('unsupported_type', 'Send the files as multipart/form-data.');
  }
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      yield { kind: 'field', name: part.fieldname, value: typeof part.value === 'string' ? part.value : String(part.value ?? '') };
      continue;
    }
    const filename = cleanFileName(part.filename);
    let consumed = false;
    yield {
      kind: 'file',
      name: part.fieldname,
      filename,
      async read() {
        consumed = true;
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(filename, opts.maxBytes);
          throw err;
        }
        if (part.file.truncated || bytes.length > opts.maxBytes) throw tooLarge(filename, opts.maxBytes);
        return bytes;
      },
    };
    if (!consumed) part.file.resume();
  }
}

/** Consumes a multipart body without keeping anything (an idempotent replay). */
export async function drainMultipart(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  for await (const part of request.parts()) {
    if (part.type === 'file') part.file.resume();
  }
}
