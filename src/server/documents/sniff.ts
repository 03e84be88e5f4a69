/** The sniff rules live in src/shared so the browser refuses a file at drop time by the same rules. */
export { IMAGE_TYPES, MIME, type SniffedType, type SniffResult, sniffFile } from '../../shared/file-sniff';
