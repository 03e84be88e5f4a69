import type { FailureCode } from '../../../shared/analysis-failures';
import type { SniffedType } from '../../../shared/file-sniff';

/**
 * One word or run of text placed on its page: the positioned layout every later reader starts from.
 * `height` is the font size in points where known; `confidence` is OCR's (1 for a text layer);
 * `source` says whether the text layer, a filled form field's value (`form`) or OCR gave it.
 */
export type TextItem = { str: string; x: number; y: number; width: number; height?: number; confidence?: number; source?: 'text' | 'form' | 'ocr' };
export type TextLine = { text: string; y: number; items: TextItem[] };
export type DocumentPage = { pageNumber: number; text: string; lines: TextLine[]; ocr: boolean };
/**
 * Lines top-to-bottom, items left-to-right; coordinates in PDF points (OCR: pixels scaled to points).
 * `unreadPages`: pages whose text layer lies (or is missing) that OCR had no time left for: they keep
 * their cleaned text layer, and the analysis says so.
 */
export type DocumentText = { fileType: SniffedType; pages: DocumentPage[]; unreadPages?: number[] };

/**
 * A file we accept by type but cannot read (encrypted, damaged): answered as "other, not analyzed".
 * `code`: why, as the upload reports it (shared/analysis-failures.ts).
 */
export class UnreadableDocumentError extends Error {
  constructor(
    readonly reason: string,
    readonly code: FailureCode = 'file.malformed',
  ) {
    super(reason);
    this.name = 'UnreadableDocumentError';
  }
}
