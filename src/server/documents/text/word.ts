/**
 * .docx (mammoth, after a central-directory check against zip bombs) and .doc (word-extractor) text.
 */
import { readZipDirectory } from '../zip-directory';
import { pageFromPlainText } from './lines';
import { type DocumentPage, UnreadableDocumentError } from './types';

/** A claim letter inflates to well under a megabyte; 60 MB of XML is a bomb, not a letter. */
export const MAX_DOCX_INFLATED_BYTES = 60 * 1024 * 1024;
const MAX_RATIO = 400;

/** Refuses archives whose declared sizes (read before inflating) are bomb-like. */
export function checkDocxArchive(bytes: Buffer): void {
  const entries = readZipDirectory(bytes);
  if (!entries) throw new UnreadableDocumentError('the DOCX file is damaged (no readable ZIP directory)');
  let total = 0;
  for (const e of entries) {
    total += e.uncompressedSize;
    if (e.uncompressedSize > MAX_DOCX_INFLATED_BYTES || (e.compressedSize > 0 && e.uncompressedSize / e.compressedSize > MAX_RATIO && e.uncompressedSize > 1024 * 1024)) {
      throw new UnreadableDocumentError('the DOCX file would inflate to an unsafe size (zip bomb)');
    }
  }
  if (total > MAX_DOCX_INFLATED_BYTES) throw new UnreadableDocumentError('the DOCX file would inflate to an unsafe size (zip bomb)');
  if (!entries.some((e) => e.name === 'word/document.xml')) throw new UnreadableDocumentError('the DOCX file has no document body');
}

export async function readDocxText(bytes: Buffer): Promise<DocumentPage[]> {
  checkDocxArchive(bytes);
  const mammoth = await import('mammoth');
  try {
    // extractRawText never follows external relationships (no network, no file reads).
    const { value } = await mammoth.extractRawText({ buffer: bytes });
    return [pageFromPlainText(1, value)];
  } catch {
    throw new UnreadableDocumentError('the DOCX file is damaged and cannot be read');
  }
}

export async function readDocText(bytes: Buffer): Promise<DocumentPage[]> {
  const { default: WordExtractor } = await import('word-extractor');
  try {
    const doc = await new WordExtractor().extract(bytes);
    return [pageFromPlainText(1, [doc.getHeaders({ includeFooters: false }), doc.getBody()].join('\n'))];
  } catch {
    throw new UnreadableDocumentError('the Word document is damaged and cannot be read');
  }
}
