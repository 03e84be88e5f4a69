import { i18n } from '../../lib/i18n';
import { useEffect } from 'react';
import { fetchUploadFile, readUploads } from '../../api/uploads';
import type { SavedFile, UploadedFileEntry, WizardState } from './wizard-types';

type Update = (patch: (s: WizardState) => Partial<WizardState>) => void;

/** Words of the leave guard, in the reader's language. */
export const leaveWhileUploading = () => i18n.t('upload.leaveGuard');

/**
 * A restored draft's files come back from the server (GET /api/uploads?ids=, then each file's
 * bytes), each in its step, with its sort and analysis, for as long as the upload lives there.
 * A file the server no longer holds is listed as one to add again.
 */
export function useRestoreDraftFiles(saved: SavedFile[], update: Update, newId: () => string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the draft the wizard opened with
  useEffect(() => {
    if (saved.length === 0) return;
    let cancelled = false;
    void (async () => {
      const restored: UploadedFileEntry[] = [];
      const lost: WizardState['lostFiles'] = [];
      let held: Awaited<ReturnType<typeof readUploads>>;
      try {
        held = await readUploads(saved.map((f) => f.uploadId));
      } catch (err) {
        // Offline or signed out: keep the saved list; the next visit tries again.
        console.error('Could not restore the uploaded files', err);
        return;
      }
      const byId = new Map(held.map((u) => [u.id, u]));
      for (const s of saved) {
        const upload = byId.get(s.uploadId);
        try {
          if (!upload) throw new Error('gone');
          const file = await fetchUploadFile(upload);
          restored.push({
            id: newId(),
            file,
            category: s.category,
            confidence: s.confidence ?? upload.confidence ?? undefined,
            analyzed: s.analyzed,
            categoryConfirmed: s.categoryConfirmed,
            previewUrl: URL.createObjectURL(file),
            uploadId: upload.id,
          });
        } catch {
          lost.push({ name: s.name, category: s.category, size: s.size });
        }
      }
      if (cancelled) {
        for (const f of restored) URL.revokeObjectURL(f.previewUrl);
        return;
      }
      update((s) => ({ files: [...restored, ...s.files], savedFiles: [], lostFiles: [...s.lostFiles, ...lost] }));
    })();
    return () => {
      cancelled = true;
    };
  }, []);
}

/** While a file is still being sent, leaving (reload, close, a link in the page) asks first. */
export function useLeaveGuard(uploading: boolean): void {
  useEffect(() => {
    if (!uploading) return;
    const beforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.('a[href]');
      if (!link || (link as HTMLAnchorElement).target === '_blank') return;
      if (!window.confirm(leaveWhileUploading())) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [uploading]);
}
