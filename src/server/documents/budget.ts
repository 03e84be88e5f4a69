/**
 * The per-document budget: how much one file may decompress to (PDF streams, zip entries), and how
 * many pages and objects a PDF may hold, before anything parses it. A file past the budget is answered
 * "other, not analysed: … too large to analyse" instead of being read until a thread runs out of memory.
 *
 * Set once per worker thread from the server's configuration (DOCUMENT_MAX_DECOMPRESSED_MB,
 * DOCUMENT_MAX_PAGES, DOCUMENT_MAX_OBJECTS in config.ts; the pool passes them with each task).
 */
import { UnreadableDocumentError } from './text/types';

export type DocumentBudget = {
  /** Bytes every decompression of one file may yield together. */
  maxDecompressedBytes: number;
  maxPages: number;
  maxObjects: number;
};

export const DEFAULT_BUDGET: DocumentBudget = { maxDecompressedBytes: 64 * 1024 * 1024, maxPages: 1000, maxObjects: 250_000 };

let current: DocumentBudget = DEFAULT_BUDGET;

export function documentBudget(): DocumentBudget {
  return current;
}

/** This thread's budget from now on (missing values keep the defaults). */
export function setDocumentBudget(budget: Partial<DocumentBudget> | undefined): void {
  current = { ...DEFAULT_BUDGET, ...budget };
}

/** A file past the budget: the reason says which limit, in words for the person who uploaded it. */
export class TooLargeToAnalyseError extends UnreadableDocumentError {
  constructor(what: string) {
    super(`the file is too large to analyse (${what})`, 'pdf.budget_exceeded');
    this.name = 'TooLargeToAnalyseError';
  }
}

export const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
