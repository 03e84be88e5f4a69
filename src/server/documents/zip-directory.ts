/** The ZIP directory reader is shared with the sniff rules (src/shared/file-sniff.ts). */
export { readZipDirectory, type ZipEntry } from '../../shared/file-sniff';
