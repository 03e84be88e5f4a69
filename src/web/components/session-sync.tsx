import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getQueryFn } from '../lib/api';
import { clearStoredUser, getStoredUser, setStoredUser, type StoredUser } from '../lib/auth-store';

interface MeAnswer {
  user: StoredUser;
}

/** Restores the stored user from the session on load, and clears it when the session is gone. */
export function SessionSync() {
  const { data, isSuccess } = useQuery<MeAnswer | null>({
    queryKey: ['/api/auth/me'],
    queryFn: getQueryFn<MeAnswer>({ on401: 'returnNull' }) as () => Promise<MeAnswer | null>,
  });
  useEffect(() => {
    if (!isSuccess) return;
    if (data?.user) {
      const stored = getStoredUser();
      if (JSON.stringify(stored) !== JSON.stringify(data.user)) setStoredUser(data.user);
    } else if (getStoredUser()) {
      clearStoredUser();
    }
  }, [data, isSuccess]);
  return null;
}
