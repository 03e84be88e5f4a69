/**
 * Reading multipart uploads (size and type checked per file) and running them through the pool.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { type DocumentKind, normalizeCategory } from '../../shared/categories';
import { AppError } from '../errors';
import type { FileAnalysis } from './analyze-file';
import type { AnalysedFile } from './merge';
import type { DocumentPool } from './worker/pool';
import { sniffFile } from './sniff';

export type Upload = { filename: string; bytes: Buffer; sha256: string };

/** Reads every file part (and plain fields); refuses oversize files and bytes of a type we do not accept. */
export async function readUploads(request: FastifyRequest, maxBytes: number, opts: { pdfOnly?: boolean } = {}): Promise<{ files: Upload[]; fields: Record<string, string[]> }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA', 'Send the files as multipart/form-data.');
  const files: Upload[] = [];
  const fields: Record<string, string[]> = {};
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      const list = fields[part.fieldname] ?? [];
      list.push(String(part.value));
      fields[part.fieldname] = list;
      continue;
    }
    const filename = part.filename || 'file';
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError('PAYLOAD_TOO_LARGE', `${filename} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
      }
      throw err;
    }
    if (part.file.truncated || bytes.length > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', `${filename} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
    const sniffed = sniffFile(bytes, filename);
    if ('refused' in sniffed) throw new AppError('UNSUPPORTED_MEDIA', `${filename} was refused: ${sniffed.refused}.`);
    if (opts.pdfOnly && sniffed.type !== 'pdf') throw new AppError('UNSUPPORTED_MEDIA', `${filename} was refused: only PDF documents are accepted here.`);
    files.push({ filename, bytes, sha256: createHash('sha256').update(bytes).digest('hex') });
  }
  if (files.length === 0) throw new AppError('BAD_REQUEST', 'No files were sent.');
  return { files, fields };
}

/** Same bytes sent twice: each later copy names the first. */
export function findDuplicates(files: Upload[]): Map<number, string> {
  const seen = new Map<string, string>();
  const dup = new Map<number, string>();
  files.forEach((f, i) => {
    const first = seen.get(f.sha256);
    if (first !== undefined) dup.set(i, first);
    else seen.set(f.sha256, f.filename);
  });
  return dup;
}

/** Analyses all files in the pool (concurrently; the pool bounds the threads). Duplicates reuse the first result. */
export async function analyzeUploads(pool: DocumentPool, files: Upload[], overrides: Array<DocumentKind | null> = []): Promise<AnalysedFile[]> {
  const bySha = new Map<string, Promise<FileAnalysis>>();
  const results = await Promise.all(
    files.map((f, i) => {
      const key = `${f.sha256}:${overrides[i] ?? ''}`;
      let p = bySha.get(key);
      if (!p) {
        p = pool.analyze({ bytes: f.bytes, kindOverride: overrides[i] ?? null });
        bySha.set(key, p);
      }
      return p;
    }),
  );
  return results.map((analysis, i) => {
    const override = overrides[i] ?? null;
    // The user's category wins for analysed files; unreadable files stay "other".
    const kind = analysis.analysed && override ? override : analysis.kind;
    return { filename: files[i]?.filename ?? 'file', kind, analysis: { ...analysis, sha256: files[i]?.sha256 ?? analysis.sha256 } };
  });
}

export function categoryOverrides(raw: string[] | undefined, count: number): Array<DocumentKind | null> {
  const list = raw ?? [];
  // One "categories" field per file, or one JSON array.
  const values = list.length === 1 && list[0]?.trim().startsWith('[') ? (JSON.parse(list[0]) as unknown[]).map(String) : list;
  return Array.from({ length: count }, (_, i) => normalizeCategory(values[i] ?? null));
}
