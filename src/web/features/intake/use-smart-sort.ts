import { useState } from 'react';
import { normalizeCategory, toWizardCategory, type WizardCategory } from '../../../shared/categories';
import { apiRequest } from '../../lib/api';
import { TOAST_DURATION, toast } from '../../components/ui/use-toast';
import type { Wizard } from './use-wizard';

interface SortAnswer {
  success: boolean;
  files: { filename: string; category: string; confidence: number }[];
  lowConfidenceFiles: { filename: string; confidence: number }[];
  summary: { highConfidence: number; lowConfidence: number };
}

/** Smart Multi-Upload: POST /api/upload-multiple sorts the files into the four upload steps. */
export function useSmartSort(wizard: Wizard, currentCategory: WizardCategory) {
  const [progress, setProgress] = useState<number | null>(null);

  const sortFiles = async (files: File[]) => {
    if (files.length === 0) return;
    // Files join the current step first; sorting moves them (spec section 4).
    const entries = wizard.addFiles(files, currentCategory);
    setProgress(10);
    toast({
      title: 'Files Uploaded',
      description: `${files.length} files uploaded successfully. Processing and extracting data...`,
      duration: TOAST_DURATION.start,
    });
    const body = new FormData();
    for (const f of files) body.append('files', f, f.name);
    try {
      setProgress(50);
      const res = await apiRequest('POST', '/api/upload-multiple', body);
      setProgress(80);
      const answer = (await res.json()) as SortAnswer;
      if (!answer.success) throw new Error('Upload failed');
      const low = new Set((answer.lowConfidenceFiles ?? []).map((f) => f.filename));
      const pool = [...(answer.files ?? [])];
      wizard.update((s) => ({
        files: s.files.map((entry) => {
          if (!entries.some((e) => e.id === entry.id)) return entry;
          const at = pool.findIndex((p) => p.filename === entry.file.name);
          if (at === -1) return entry;
          const [sorted] = pool.splice(at, 1);
          const kind = normalizeCategory(sorted.category);
          const category = low.has(sorted.filename) || !kind ? currentCategory : toWizardCategory(kind);
          // A step marked Not Available takes no files: they stay in the current step.
          return { ...entry, category: s.notAvailable[category] ? currentCategory : category, confidence: sorted.confidence, analyzed: true };
        }),
      }));
      setProgress(100);
      toast({
        title: 'Processing Complete',
        description: `${answer.summary?.highConfidence ?? 0} files categorized with 90%+ confidence. Data extraction complete.`,
        duration: TOAST_DURATION.completion,
      });
    } catch (err) {
      // Spec: sorting failures are logged only; the files stay in the current step, unanalysed.
      console.error('Upload failed', err);
    } finally {
      setTimeout(() => setProgress(null), 600);
    }
  };

  return { sortFiles, progress, processing: progress !== null && progress < 100 };
}
