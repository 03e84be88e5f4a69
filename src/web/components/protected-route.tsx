import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useSearch } from 'wouter';
import { rememberAfterLogin } from '../lib/after-login';
import { getStoredUser, useStoredUser } from '../lib/auth-store';
import { AppHeader } from './app-header';
import { Spinner } from './ui/spinner';

/**
 * Spec: a brief Loading spinner, then /login when no stored user exists. The page asked for is
 * remembered so a link from an e-mail (a claim's status) opens after sign-in. Every signed-in page
 * gets the app header with Logout, unless the page brings its own (Admin New Claim's green banner).
 */
export function ProtectedRoute({ children, appHeader = true }: { children: ReactNode; appHeader?: boolean }) {
  const { t } = useTranslation();
  const user = useStoredUser();
  const [location] = useLocation();
  const search = useSearch();
  const [checked, setChecked] = useState(false);
  // Only a visit that arrives signed out is remembered; signing out on the page is not.
  const [arrivedSignedOut] = useState(() => getStoredUser() === null);
  useEffect(() => {
    const timer = setTimeout(() => setChecked(true), 150);
    return () => clearTimeout(timer);
  }, []);
  if (!checked) return <Spinner label={t('common.loading')} />;
  if (!user) {
    if (arrivedSignedOut) rememberAfterLogin(`${location}${search ? `?${search}` : ''}`);
    return <Redirect to="/login" replace />;
  }
  return (
    <>
      {appHeader && <AppHeader />}
      {children}
    </>
  );
}
