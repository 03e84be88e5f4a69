import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ClaimForm } from '../../../shared/claim';
import type { AppraisalSubType, ClaimType } from '../../../shared/claim-kinds';
import type { WizardCategory } from '../../../shared/categories';
import { errorMessage } from '../../lib/api';
import { stageFiles } from '../../api/uploads';
import { toast } from '../../components/ui/use-toast';
import { i18n } from '../../lib/i18n';
import { useLeaveGuard, useRestoreDraftFiles } from './use-draft-files';
import { clearDraft, createInitialState, loadDraft, saveDraft } from './wizard-state';
import type { UploadedFileEntry, WizardState, WizardStep } from './wizard-types';

export const STAGE_TRANSITION_MS = 600;
export const SUB_TYPE_CONFIRM_MS = 300;

// crypto.randomUUID exists only in secure contexts (HTTPS or localhost); getRandomValues everywhere.
const newId = () =>
  crypto.randomUUID ? crypto.randomUUID() : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** A history entry for a wizard step (same address; the step rides in history.state). */
function pushStepEntry(step: WizardStep): void {
  window.history.pushState({ ...(window.history.state ?? {}), wizardStep: step }, '');
}

/** The wizard's whole state, its transitions, and the draft kept in localStorage. */
export function useWizard() {
  const [state, setState] = useState<WizardState>(() => loadDraft() ?? createInitialState());
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const stateRef = useRef(state);
  stateRef.current = state;

  // Off once the claim is submitted or the user logs out: the draft must stay cleared.
  const draftEnabled = useRef(true);
  useEffect(() => {
    if (draftEnabled.current) saveDraft(state);
  }, [state]);
  const discardDraft = useCallback(() => {
    draftEnabled.current = false;
    clearDraft();
  }, []);

  useEffect(
    () => () => {
      for (const t of timers.current) clearTimeout(t);
    },
    [],
  );

  const later = useCallback((ms: number, fn: () => void) => {
    timers.current.push(setTimeout(fn, ms));
  }, []);

  const update = useCallback((patch: Partial<WizardState> | ((s: WizardState) => Partial<WizardState>)) => {
    setState((s) => ({ ...s, ...(typeof patch === 'function' ? patch(s) : patch) }));
  }, []);

  useRestoreDraftFiles(state.savedFiles, update, newId);
  useLeaveGuard(state.files.some((f) => f.uploading));

  /** Shows a step; a step the user moves to is a browser history entry, so Back returns to the one before. */
  const showStep = useCallback(
    (step: WizardStep, fromHistory = false) => {
      if (!fromHistory && step !== stateRef.current.step) pushStepEntry(step);
      update((s) => ({
        step,
        maxStep: Math.max(s.maxStep, step) as WizardStep,
        // Steps 1 and 2 live in the intro/upload stages; 3-5 in the form stage.
        stage: step === 1 ? 'intro' : step === 2 ? 'upload' : 'form',
        subTypeMode: step === 1 ? s.subTypeMode : false,
      }));
    },
    [update],
  );
  const goToStep = useCallback((step: WizardStep) => showStep(step), [showStep]);

  // Back and Forward move between the wizard's steps (entries pushed by showStep).
  useEffect(() => {
    window.history.replaceState({ ...(window.history.state ?? {}), wizardStep: stateRef.current.step }, '');
    const onPop = (e: PopStateEvent) => {
      const step = (e.state as { wizardStep?: unknown } | null)?.wizardStep;
      if (typeof step === 'number' && step >= 1 && step <= 5) showStep(step as WizardStep, true);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [showStep]);

  /** Click to Start: intro → transitioning → (600 ms) upload, step 2. */
  const startUpload = useCallback(() => {
    update({ stage: 'transitioning', subTypeMode: false });
    later(STAGE_TRANSITION_MS, () => {
      if (stateRef.current.step !== 2) pushStepEntry(2);
      update((s) => ({ stage: 'upload', step: 2, maxStep: Math.max(s.maxStep, 2) as WizardStep }));
    });
  }, [later, update]);

  const chooseClaimType = useCallback(
    (claimType: ClaimType) => {
      if (claimType === 'appraisal') {
        update({ claimType, subTypeMode: true });
        return;
      }
      update({ claimType, claimSubType: null, inspectionNeeded: false });
      startUpload();
    },
    [startUpload, update],
  );

  /** First click selects; a second click on the same sub-type confirms after 300 ms. */
  const clickSubType = useCallback(
    (sub: AppraisalSubType) => {
      const confirming = stateRef.current.claimSubType === sub;
      update({ claimSubType: sub, inspectionNeeded: sub === 'appraisal-inspection' ? true : stateRef.current.inspectionNeeded });
      if (confirming) later(SUB_TYPE_CONFIRM_MS, startUpload);
    },
    [later, startUpload, update],
  );

  const addFiles = useCallback(
    (files: File[], category: WizardCategory) => {
      const entries: UploadedFileEntry[] = files.map((file) => ({
        id: newId(),
        file,
        category,
        analyzed: false,
        previewUrl: URL.createObjectURL(file),
        uploading: true,
      }));
      update((s) => ({ files: [...s.files, ...entries] }));
      // Each file goes up at once: the draft keeps its id, so no reload or navigation loses it.
      const mark = (patch: (e: UploadedFileEntry, i: number) => Partial<UploadedFileEntry>) =>
        update((s) => ({
          files: s.files.map((f) => {
            const i = entries.findIndex((e) => e.id === f.id);
            return i === -1 ? f : { ...f, ...patch(f, i) };
          }),
        }));
      stageFiles(files)
        .then((ids) => mark((_f, i) => ({ uploadId: ids[i], uploading: false })))
        .catch((err) => {
          mark(() => ({ uploading: false }));
          toast({ title: i18n.t('upload.failed'), description: errorMessage(err, i18n.t('upload.failedText')), variant: 'destructive' });
        });
      return entries;
    },
    [update],
  );

  const removeFile = useCallback(
    (id: string) => {
      update((s) => {
        const gone = s.files.find((f) => f.id === id);
        if (gone) URL.revokeObjectURL(gone.previewUrl);
        return { files: s.files.filter((f) => f.id !== id) };
      });
    },
    [update],
  );

  /**
   * Not Available: the step needs no (more) files; unticking allows upload again. The files already
   * in the step stay (issue 25: nothing uploaded is deleted without asking; "I don't have more
   * photos" keeps the ones sent).
   */
  const setNotAvailable = useCallback(
    (key: WizardCategory, value: boolean) => {
      update((s) => ({ notAvailable: { ...s.notAvailable, [key]: value } }));
    },
    [update],
  );

  const setValue = useCallback(
    <K extends keyof ClaimForm>(field: K, value: ClaimForm[K]) => {
      // What the user types is theirs: the field no longer says where a value was filled from.
      update((s) => {
        if (!(field in s.prefilled)) return { values: { ...s.values, [field]: value } };
        const { [field as string]: _dropped, ...prefilled } = s.prefilled as Record<string, unknown>;
        return { values: { ...s.values, [field]: value }, prefilled: prefilled as WizardState['prefilled'] };
      });
    },
    [update],
  );

  /** Every piece of state back to initial (spec section 4 "Restart"). */
  const restart = useCallback(() => {
    for (const t of timers.current) clearTimeout(t);
    timers.current = [];
    for (const f of stateRef.current.files) URL.revokeObjectURL(f.previewUrl);
    clearDraft();
    setState(createInitialState());
  }, []);

  return useMemo(
    () => ({
      state,
      update,
      goToStep,
      startUpload,
      chooseClaimType,
      clickSubType,
      addFiles,
      removeFile,
      setNotAvailable,
      setValue,
      restart,
      later,
      discardDraft,
    }),
    [state, update, goToStep, startUpload, chooseClaimType, clickSubType, addFiles, removeFile, setNotAvailable, setValue, restart, later, discardDraft],
  );
}

export type Wizard = ReturnType<typeof useWizard>;
