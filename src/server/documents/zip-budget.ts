/**
 * The zip check of a .docx: every entry is inflated before the Word reader opens the archive, and
 * the bytes inflating actually yields are counted against the document budget (budget.ts), stopping
 * at the budget. The sizes the zip directory declares are never trusted: a directory that says 4 KB
 * for an entry that inflates to gigabytes is caught after the budget's worth of output.
 */
import zlib from 'node:zlib';
import { documentBudget, type DocumentBudget, megabytes, TooLargeToAnalyseError } from './budget';
import { UnreadableDocumentError } from './text/types';
import { readZipDirectory, type ZipEntry } from '../../shared/file-sniff';

/** More parts than any Word document has; a zip of millions of empty entries is refused unopened. */
const MAX_ENTRIES = 10_000;
const LOCAL_SIG = 0x04034b50;

export type ZipCensus = { entries: ZipEntry[]; inflatedBytes: number };

export function checkZipBudget(bytes: Buffer, budget: DocumentBudget = documentBudget()): ZipCensus {
  const entries = readZipDirectory(bytes);
  if (!entries) throw new UnreadableDocumentError('the DOCX file is damaged (no readable ZIP directory)');
  if (entries.length > MAX_ENTRIES) throw new TooLargeToAnalyseError(`more than ${MAX_ENTRIES.toLocaleString('en-US')} parts in its archive`);
  let total = 0;
  for (const entry of entries) {
    const remaining = budget.maxDecompressedBytes - total;
    total += inflatedSize(bytes, entry, remaining);
    if (total > budget.maxDecompressedBytes) throw new TooLargeToAnalyseError(`its parts inflate to more than ${megabytes(budget.maxDecompressedBytes)}`);
  }
  return { entries, inflatedBytes: total };
}

/** What the entry's data really yields, counted up to `limit` (+1 when past it). */
function inflatedSize(bytes: Buffer, entry: ZipEntry, limit: number): number {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_SIG) throw new UnreadableDocumentError('the DOCX file is damaged (a part is missing)');
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, Math.min(bytes.length, start + entry.compressedSize));
  if (entry.method === 0) return data.length;
  if (entry.method !== 8) throw new UnreadableDocumentError('the DOCX file uses a compression Word documents do not use');
  try {
    return zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, limit + 1), finishFlush: zlib.constants.Z_SYNC_FLUSH }).length;
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError) return limit + 1;
    throw new UnreadableDocumentError('the DOCX file is damaged and cannot be read');
  }
}
