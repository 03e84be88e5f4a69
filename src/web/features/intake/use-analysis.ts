import { useRef, useState } from 'react';
import { i18n } from '../../lib/i18n';
import { analyzeDocuments } from './documents-api';
import { TOAST_DURATION, toast } from '../../components/ui/use-toast';
import { applyAnalysis } from './prefill';
import { finishedShare, followUploads, stageFiles } from '../../api/uploads';
import type { Wizard } from './use-wizard';
import type { AnalysisResult } from './wizard-types';

export const AUTO_ADVANCE_MS = 1000;

/**
 * Continue to Assignment Form (spec section 9): files not sent yet go up once, the bar follows each
 * file's analysis on the server, then POST /api/analyze-documents merges them by reference.
 */
export function useAnalysis(wizard: Wizard) {
  const [progress, setProgress] = useState(0);
  const [running, setRunning] = useState(false);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);

  const analyze = async () => {
    const files = wizard.state.files;
    if (busy.current || files.length === 0) return;
    busy.current = true;
    setRunning(true);
    setFailed(false);
    setProgress(0);
    toast({ title: i18n.t('toast.analysisStart'), description: i18n.t('toast.analysisStartText', { count: files.length }), duration: TOAST_DURATION.start });
    try {
      const uploadIds = await stageFiles(files.map((f) => f.file));
      setProgress(10);
      await followUploads(uploadIds, (list) => setProgress(10 + Math.round(80 * finishedShare(list, uploadIds.length))));
      const answer = await analyzeDocuments(files.map((f, i) => ({ uploadId: uploadIds[i] as string, category: f.category })));
      if (!answer.success || !answer.analysis) throw new Error(answer.message || 'Analysis failed');
      const analysis: AnalysisResult = answer.analysis;
      setProgress(100);
      wizard.update((s) => {
        const { values, filled } = applyAnalysis(s.values, analysis, s.locks);
        return { analysis, values, prefilled: { ...s.prefilled, ...filled }, files: s.files.map((f) => ({ ...f, analyzed: true })) };
      });
      toast({
        title: i18n.t('toast.analysisDone'),
        description: i18n.t('toast.analysisDoneText', { count: files.length }),
        duration: TOAST_DURATION.completion,
      });
      wizard.later(AUTO_ADVANCE_MS, () => {
        wizard.goToStep(3);
        toast({ title: i18n.t('toast.prefilled'), description: i18n.t('toast.prefilledText'), duration: TOAST_DURATION.completion });
      });
    } catch (err) {
      // Spec section 8: logged only, no toast.
      console.error('Analysis failed', err);
      setFailed(true);
    } finally {
      setTimeout(() => {
        setRunning(false);
        setProgress(0);
        busy.current = false;
      }, AUTO_ADVANCE_MS);
    }
  };

  return { analyze, progress, running, failed };
}
