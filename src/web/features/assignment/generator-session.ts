import type { ExtractedData } from './assignment-api';
import type { DocumentItem } from './document-item';

interface GeneratorSession {
  owner: string | null;
  items: DocumentItem[];
  merged: ExtractedData | null;
}

// Files cannot go into sessionStorage, so the processed documents live in memory for the tab:
// going to the preview and back keeps them; a reload or another person signing in starts clean.
let session: GeneratorSession | null = null;

const revoke = (items: DocumentItem[]) => {
  for (const i of items) URL.revokeObjectURL(i.previewUrl);
};

/** The documents this person processed earlier in this tab; a batch still in flight is dropped. */
export function loadGeneratorSession(owner: string | null): { items: DocumentItem[]; merged: ExtractedData | null } {
  if (!session) return { items: [], merged: null };
  if (session.owner !== owner) {
    revoke(session.items);
    session = null;
    return { items: [], merged: null };
  }
  const unfinished = session.items.filter((i) => i.status === 'processing');
  revoke(unfinished);
  return { items: session.items.filter((i) => i.status !== 'processing'), merged: session.merged };
}

export function saveGeneratorSession(owner: string | null, items: DocumentItem[], merged: ExtractedData | null): void {
  session = { owner, items, merged };
}
