/** The sniff rules live in src/shared so the browser refuses a file at drop time by the same rules. */
import type { SniffedType } from '../../shared/file-sniff';

export { IMAGE_TYPES, MIME, type SniffedType, type SniffResult, sniffFile } from '../../shared/file-sniff';

/**
 * A file as the upload path knows it once stored: its SHA-256 and its sniffed kind, passed along
 * (queue job, worker task, analysis) so nothing hashes or sniffs the same bytes again.
 */
export type SniffedFile = { sha256: string; kind: SniffedType };
