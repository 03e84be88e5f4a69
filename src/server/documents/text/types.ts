import type { SniffedType } from '../sniff';

export type TextItem = { str: string; x: number; y: number; width: number };
export type TextLine = { text: string; y: number; items: TextItem[] };
export type DocumentPage = { pageNumber: number; text: string; lines: TextLine[]; ocr: boolean };
/** Lines top-to-bottom, items left-to-right; coordinates in PDF points (OCR: pixels scaled to points). */
export type DocumentText = { fileType: SniffedType; pages: DocumentPage[] };

/** A file we accept by type but cannot read (encrypted, damaged): answered as "other, not analyzed". */
export class UnreadableDocumentError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'UnreadableDocumentError';
  }
}
