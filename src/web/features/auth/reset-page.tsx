import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { AccountUser } from '../../../shared/contracts/accounts';
import { setStoredUser } from '../../lib/auth-store';
import { queryClient } from '../../lib/query-client';
import { ME_QUERY_KEY } from '../../lib/sign-out';
import { AuthShell } from './auth-shell';
import { ResetRequestForm } from './reset-request-form';
import { SetPasswordForm } from './set-password-form';

/** Reads the link's token once and takes it out of the address bar (history, screenshots, referrers). */
function useLinkToken(): string | null {
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token'));
  useEffect(() => {
    if (token) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [token]);
  return token;
}

/** /reset: choose a password from a set-password or reset link, or ask for a reset link. */
export default function ResetPage() {
  const { t } = useTranslation();
  const token = useLinkToken();
  const [, navigate] = useLocation();

  const onDone = (user: AccountUser) => {
    setStoredUser(user);
    queryClient.setQueryData([ME_QUERY_KEY], { user });
    // Staff and admins pick a portal on /login; claimants go straight to the claim form.
    navigate(user.role === 'claimant' ? '/' : '/login');
  };

  return token ? (
    <AuthShell title={t('auth.setPassword.title')} description={t('auth.setPassword.description')}>
      <SetPasswordForm token={token} onDone={onDone} />
    </AuthShell>
  ) : (
    <AuthShell
      title={t('auth.reset.title')}
      description={t('auth.reset.description')}
    >
      <ResetRequestForm />
      <Link href="/login" className="mt-4 inline-block text-sm font-medium text-brand-600 underline">
        {t('auth.reset.back')}
      </Link>
    </AuthShell>
  );
}
