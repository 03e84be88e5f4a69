import { i18n } from '../../lib/i18n';
import type { UploadStepDef } from './upload-steps';

/** What ticking a step's Not Available box says: "I don't have more photos" once some are up, "I don't have this document". */
export function notAvailableLabel(step: UploadStepDef, count: number): string {
  if (step.imagesOnly) return count > 0 ? i18n.t('upload.noMorePhotos') : i18n.t('upload.noPhotos');
  return i18n.t('upload.noDocument');
}
