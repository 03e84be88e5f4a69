import type { Locale } from '../../shared/locale';
import { useSyncExternalStore } from 'react';

export interface StoredUser {
  username: string;
  fullName?: string | null;
  role?: 'claimant' | 'staff' | 'admin';
  /** True when the server allows this user into Admin New Claim. */
  canAdminNewClaim?: boolean;
  /** The language the person chose, kept with the account; null until chosen. */
  locale?: Locale | null;
}

const KEY = 'user';
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedUser: StoredUser | null = null;

function read(): StoredUser | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    raw = null;
  }
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  try {
    const parsed = raw ? (JSON.parse(raw) as StoredUser) : null;
    cachedUser = parsed && typeof parsed.username === 'string' ? parsed : null;
  } catch {
    cachedUser = null;
  }
  return cachedUser;
}

const emit = () => {
  for (const l of listeners) l();
};

/** The stored user is for display only; the session cookie decides on the server. */
export function getStoredUser(): StoredUser | null {
  return read();
}

export function setStoredUser(user: StoredUser): void {
  localStorage.setItem(KEY, JSON.stringify(user));
  emit();
}

export function clearStoredUser(): void {
  localStorage.removeItem(KEY);
  emit();
}

export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      const onStorage = (e: StorageEvent) => {
        if (e.key === KEY) cb();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(cb);
        window.removeEventListener('storage', onStorage);
      };
    },
    read,
    () => null,
  );
}
