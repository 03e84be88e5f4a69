import { useEffect } from 'react';
import { ME_QUERY_KEY, useMe } from '../api/session';
import { errorStatus } from '../lib/api';
import { clearStoredUser, getStoredUser, setStoredUser } from '../lib/auth-store';
import { queryClient } from '../lib/query-client';

/**
 * Restores the stored user from the session on load, and clears it when the session is gone:
 * at load (401 from /api/auth/me) or later, when any call answers 401 because the session
 * expired or was ended by an administrator.
 */
export function SessionSync() {
  const { data, isSuccess } = useMe();
  useEffect(() => {
    if (!isSuccess) return;
    if (data?.user) {
      const stored = getStoredUser();
      if (JSON.stringify(stored) !== JSON.stringify(data.user)) setStoredUser(data.user);
    } else if (getStoredUser()) {
      clearStoredUser();
    }
  }, [data, isSuccess]);
  useEffect(() => {
    const onUnauthenticated = (error: unknown) => {
      if (errorStatus(error) === 401 && getStoredUser()) {
        clearStoredUser();
        queryClient.setQueryData([ME_QUERY_KEY], null);
      }
    };
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onUnauthenticated(event.action.error);
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onUnauthenticated(event.action.error);
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, []);
  return null;
}
