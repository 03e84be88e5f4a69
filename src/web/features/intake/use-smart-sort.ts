import { useState } from 'react';
import { isFailureCode } from '../../../shared/analysis-failures';
import { normalizeCategory, toWizardCategory, type WizardCategory } from '../../../shared/categories';
import { i18n } from '../../lib/i18n';
import { TOAST_DURATION, toast } from '../../components/ui/use-toast';
import { finishedShare, followUploads, isFinished, type StagedUpload, stageFiles } from '../../api/uploads';
import type { Wizard } from './use-wizard';

/** upload-multiple's threshold: below it a file stays where the user dropped it. */
const HIGH_CONFIDENCE = 0.9;

/**
 * Smart Multi-Upload: the files go up once (POST /api/uploads) and are sorted into the four upload
 * steps as the server's analysis of each finishes; the bar follows the files actually finished.
 */
export function useSmartSort(wizard: Wizard, currentCategory: WizardCategory) {
  const [progress, setProgress] = useState<number | null>(null);

  const sortFiles = async (files: File[]) => {
    if (files.length === 0) return;
    // Files join the current step first; sorting moves them (spec section 4).
    const entries = wizard.addFiles(files, currentCategory);
    setProgress(10);
    toast({
      title: i18n.t('toast.uploaded'),
      description: i18n.t('toast.uploadedText', { count: files.length }),
      duration: TOAST_DURATION.start,
    });
    try {
      const uploadIds = await stageFiles(files);
      setProgress(20);
      const done = await followUploads(uploadIds, (list) => setProgress(20 + Math.round(70 * finishedShare(list, uploadIds.length))));
      const byId = new Map(done.map((u) => [u.id, u]));
      const sureOf = (u: StagedUpload) => u.status === 'done' && (u.confidence ?? 0) >= HIGH_CONFIDENCE && normalizeCategory(u.category) !== null;
      const high = done.filter(sureOf).length;
      wizard.update((s) => ({
        files: s.files.map((entry) => {
          const at = entries.findIndex((e) => e.id === entry.id);
          const sorted = at === -1 ? undefined : byId.get(uploadIds[at] as string);
          if (!sorted || !isFinished(sorted)) return entry;
          const confidence = sorted.status === 'done' ? (sorted.confidence ?? 0) : 0;
          const kind = normalizeCategory(sorted.category);
          const category = sureOf(sorted) && kind ? toWizardCategory(kind) : currentCategory;
          // A step marked Not Available takes no files: they stay in the current step.
          const failure = isFailureCode(sorted.error?.code) ? sorted.error.code : undefined;
          return { ...entry, category: s.notAvailable[category] ? currentCategory : category, confidence, analyzed: true, failure };
        }),
      }));
      setProgress(100);
      toast({
        title: i18n.t('toast.sorted'),
        description: i18n.t('toast.sortedText', { count: high }),
        duration: TOAST_DURATION.completion,
      });
    } catch (err) {
      // Spec: sorting failures are logged only; the files stay in the current step, unanalyzed.
      console.error('Upload failed', err);
    } finally {
      setTimeout(() => setProgress(null), 600);
    }
  };

  return { sortFiles, progress, processing: progress !== null && progress < 100 };
}
