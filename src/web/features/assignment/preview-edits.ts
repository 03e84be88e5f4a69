import type { AssignmentForm } from '../../../shared/assignment-form';

/** The preview's edits, kept in sessionStorage so a reload keeps them; a new hand-off clears them. */
export const PREVIEW_EDITS_KEY = 'assignmentPreviewEdits';

export function readPreviewEdits(): AssignmentForm | null {
  try {
    const raw = sessionStorage.getItem(PREVIEW_EDITS_KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as AssignmentForm) : null;
  } catch {
    return null;
  }
}

export function storePreviewEdits(form: AssignmentForm): void {
  try {
    sessionStorage.setItem(PREVIEW_EDITS_KEY, JSON.stringify(form));
  } catch {
    // storage full or unavailable: the edits live on the page only
  }
}
