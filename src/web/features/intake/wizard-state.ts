import { EMPTY_CLAIM_FORM } from '../../../shared/claim-kinds';
import type { SavedFile, WizardState } from './wizard-types';

export const DRAFT_KEY = 'claimDraft';

export function createInitialState(): WizardState {
  return {
    step: 1,
    maxStep: 1,
    stage: 'intro',
    subTypeMode: false,
    claimType: 'appraisal',
    claimSubType: null,
    inspectionNeeded: false,
    files: [],
    notAvailable: { 'progressive-estimate': false, 'shop-estimate': false, photos: false, 'other-documents': false },
    uploadIndex: 0,
    analysis: null,
    prefilled: {},
    values: { ...EMPTY_CLAIM_FORM },
    opposingAppraiserStatus: 'completed',
    locks: { vehicleLocation: false, phone: false, email: false },
    typeDetails: { vehicleAccessible: null, amountPaidByInsurer: '', paymentDate: '' },
    filedFor: { name: '', email: '' },
    separateFrom: null,
    lostFiles: [],
    savedFiles: [],
  };
}

/**
 * Everything but the File objects, which cannot be serialised: a file the server holds is kept by
 * its upload id (restored from the server after a reload); one not sent yet only by its name.
 */
export function saveDraft(state: WizardState): void {
  const { files, lostFiles, savedFiles, ...rest } = state;
  if (isPristine(state)) {
    clearDraft();
    return;
  }
  const sent: SavedFile[] = [
    ...savedFiles,
    ...files
      .filter((f) => f.uploadId)
      .map((f) => ({
        uploadId: f.uploadId as string,
        name: f.file.name,
        size: f.file.size,
        category: f.category,
        confidence: f.confidence,
        analyzed: f.analyzed,
        categoryConfirmed: f.categoryConfirmed,
      })),
  ];
  const listed = [...lostFiles, ...files.filter((f) => !f.uploadId).map((f) => ({ name: f.file.name, category: f.category, size: f.file.size }))];
  // 'transitioning' is a 600 ms animation state; a reload lands on the stage it leads to.
  const stage = rest.stage === 'transitioning' ? 'upload' : rest.stage;
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...rest, stage, lostFiles: listed, savedFiles: sent, savedAt: Date.now() }));
  } catch {
    // storage full or disabled: the draft is a convenience, not a requirement
  }
}

export function loadDraft(): WizardState | null {
  try {
    const raw = localStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<WizardState>;
    const initial = createInitialState();
    if (!parsed || typeof parsed !== 'object' || typeof parsed.step !== 'number') return null;
    return {
      ...initial,
      ...parsed,
      values: { ...initial.values, ...(parsed.values ?? {}) },
      notAvailable: { ...initial.notAvailable, ...(parsed.notAvailable ?? {}) },
      locks: { ...initial.locks, ...(parsed.locks ?? {}) },
      typeDetails: { ...initial.typeDetails, ...(parsed.typeDetails ?? {}) },
      filedFor: { ...initial.filedFor, ...(parsed.filedFor ?? {}) },
      files: [],
      lostFiles: Array.isArray(parsed.lostFiles) ? parsed.lostFiles : [],
      savedFiles: Array.isArray(parsed.savedFiles) ? parsed.savedFiles.filter((f) => f && typeof f.uploadId === 'string') : [],
    };
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}

/** Nothing chosen or typed yet: no draft worth keeping. */
function isPristine(state: WizardState): boolean {
  const initial = createInitialState();
  return (
    state.step === 1 &&
    state.stage === 'intro' &&
    !state.subTypeMode &&
    state.files.length === 0 &&
    state.lostFiles.length === 0 &&
    state.savedFiles.length === 0 &&
    JSON.stringify(state.values) === JSON.stringify(initial.values)
  );
}
