import { useRef, useState } from 'react';
import { apiRequest } from '../../lib/api';
import { TOAST_DURATION, toast } from '../../components/ui/use-toast';
import { applyAnalysis } from './prefill';
import type { Wizard } from './use-wizard';
import type { AnalysisResult } from './wizard-types';

export const AUTO_ADVANCE_MS = 1000;

/** Continue to Assignment Form: POST /api/analyze-documents with simulated progress (spec section 9). */
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
    toast({ title: 'Starting Analysis', description: `Analyzing ${files.length} documents to extract claim data...`, duration: TOAST_DURATION.start });
    const tick = setInterval(() => setProgress((p) => Math.min(90, p + 15)), 500);
    const body = new FormData();
    for (const f of files) {
      body.append('files', f.file, f.file.name);
      body.append('categories', f.category);
    }
    try {
      const res = await apiRequest('POST', '/api/analyze-documents', body);
      const answer = (await res.json()) as { success: boolean; analysis?: AnalysisResult; message?: string };
      if (!answer.success || !answer.analysis) throw new Error(answer.message || 'Analysis failed');
      const analysis = answer.analysis;
      clearInterval(tick);
      setProgress(100);
      wizard.update((s) => {
        const { values, filled } = applyAnalysis(s.values, analysis, s.locks);
        return { analysis, values, prefilled: { ...s.prefilled, ...filled }, files: s.files.map((f) => ({ ...f, analyzed: true })) };
      });
      toast({
        title: 'Document Analysis Complete',
        description: `Successfully extracted claim data from ${files.length} documents. You can now proceed to the form.`,
        duration: TOAST_DURATION.completion,
      });
      wizard.later(AUTO_ADVANCE_MS, () => {
        wizard.goToStep(3);
        toast({ title: 'Analysis Complete', description: 'Form has been pre-filled with extracted data. Please review and continue.', duration: TOAST_DURATION.completion });
      });
    } catch (err) {
      // Spec section 8: logged only, no toast.
      console.error('Analysis failed', err);
      clearInterval(tick);
      setFailed(true);
    } finally {
      clearInterval(tick);
      setTimeout(() => {
        setRunning(false);
        setProgress(0);
        busy.current = false;
      }, AUTO_ADVANCE_MS);
    }
  };

  return { analyze, progress, running, failed };
}
