import { logout, ME_QUERY_KEY } from '../api/session';
import { clearStoredUser } from './auth-store';
import { queryClient } from './query-client';

/** The intake wizard keeps its draft under this key in sessionStorage or localStorage. */
export const CLAIM_DRAFT_KEY = 'claimDraft';

/** Removes what the browser keeps for the signed-in person: the stored user and the wizard draft. */
export function clearLocalSession(): void {
  clearStoredUser();
  for (const store of [sessionStorage, localStorage]) {
    try {
      store.removeItem(CLAIM_DRAFT_KEY);
    } catch {
      // storage may be unavailable (private mode); nothing to clear then
    }
  }
  // Forget every answer fetched for this person; "me" is now known to be nobody.
  queryClient.setQueryData([ME_QUERY_KEY], null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_QUERY_KEY });
}

/**
 * Logout and Back to Login (DESIGN.md "Signing out"): end the server session, then clear the
 * stored user and the draft. The local part runs even when the server call fails (offline, or
 * the session had already expired), so the person is never left half signed in.
 */
export async function signOut(): Promise<void> {
  try {
    await logout();
  } catch {
    // already signed out on the server, or unreachable: clear locally all the same
  }
  clearLocalSession();
}
