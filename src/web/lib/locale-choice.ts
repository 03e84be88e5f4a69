import { useEffect, useSyncExternalStore } from 'react';
import type { Locale } from '../../shared/locale';
import { savePreferences } from '../api/session';
import { getStoredUser, setStoredUser, type StoredUser, useStoredUser } from './auth-store';
import { changeLocale, currentLocale, i18n, rememberLocale } from './i18n';

/** Staff pages, the assignment form and the dispute letter stay English (they go to carriers). */
export const isStaffUser = (user: StoredUser | null) => user?.role === 'staff' || user?.role === 'admin';

async function saveAccountLocale(locale: Locale): Promise<void> {
  const { user } = await savePreferences({ locale });
  if (getStoredUser()?.username === user.username) setStoredUser(user);
}

/**
 * The header's language switch: changes the page at once, remembers the choice on this browser and,
 * for a signed-in claimant, with their account (their e-mails follow it).
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  await changeLocale(locale);
  rememberLocale(locale);
  const user = getStoredUser();
  if (user && !isStaffUser(user) && user.locale !== locale) {
    try {
      await saveAccountLocale(locale);
    } catch {
      // offline or signed out meanwhile: the page and this browser keep the choice
    }
  }
}

/** The page's current language, re-read when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(
    (cb) => {
      i18n.on('languageChanged', cb);
      return () => i18n.off('languageChanged', cb);
    },
    currentLocale,
    currentLocale,
  );
}

/**
 * Keeps the page's language in step with the signed-in account: a claimant's saved choice wins; a
 * claimant with none yet gets the language they are reading in saved; staff read English.
 */
export function LocaleSync() {
  const user = useStoredUser();
  useEffect(() => {
    if (!user) return;
    if (isStaffUser(user)) {
      void changeLocale('en');
    } else if (user.locale) {
      rememberLocale(user.locale);
      void changeLocale(user.locale);
    } else {
      saveAccountLocale(currentLocale()).catch(() => undefined);
    }
  }, [user]);
  return null;
}
