import { i18n } from '../../lib/i18n';

/** Accepted upload types and the drop-rejection texts (spec section 5, DESIGN.md "Sizes and types"). */

export const MAX_FILE_BYTES = 50 * 1024 * 1024;
const MIN_FILE_BYTES = 1;

const DOC_EXT = ['.pdf', '.doc', '.docx', '.xml'];
const IMAGE_EXT = ['.jpg', '.jpeg', '.png', '.gif', '.bmp', '.tiff', '.tif', '.heic', '.heif'];

/** The `accept` attribute of the pickers. */
export const ACCEPT_ALL = [...DOC_EXT, ...IMAGE_EXT, 'image/*', 'application/pdf'].join(',');
export const ACCEPT_IMAGES = [...IMAGE_EXT, 'image/*'].join(',');

const extOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
};

export const isImageFile = (file: File) => IMAGE_EXT.includes(extOf(file.name)) || file.type.startsWith('image/');
const isAcceptedFile = (file: File) => isImageFile(file) || DOC_EXT.includes(extOf(file.name));

/** The rejection texts in words a claimant reads (sizes in MB, kinds named, not listed as extensions). */
const REJECT = {
  get notPhoto() {
    return i18n.t('upload.reject.notPhoto');
  },
  get notDocument() {
    return i18n.t('upload.reject.notDocument');
  },
  get tooLarge() {
    return i18n.t('upload.reject.tooLarge', { mb: MAX_FILE_BYTES / 1024 / 1024 });
  },
  get empty() {
    return i18n.t('upload.reject.empty');
  },
};

export interface Rejection {
  name: string;
  message: string;
}

/** Splits picked files into accepted ones and rejections with the spec's texts. */
export function screenFiles(files: File[], options: { imagesOnly?: boolean } = {}): { accepted: File[]; rejected: Rejection[] } {
  const accepted: File[] = [];
  const rejected: Rejection[] = [];
  for (const file of files) {
    const ok = options.imagesOnly ? isImageFile(file) : isAcceptedFile(file);
    if (!ok) rejected.push({ name: file.name, message: options.imagesOnly ? REJECT.notPhoto : REJECT.notDocument });
    else if (file.size > MAX_FILE_BYTES) rejected.push({ name: file.name, message: REJECT.tooLarge });
    else if (file.size < MIN_FILE_BYTES) rejected.push({ name: file.name, message: REJECT.empty });
    else accepted.push(file);
  }
  return { accepted, rejected };
}
