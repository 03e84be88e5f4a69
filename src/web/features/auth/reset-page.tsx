import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n';
import { Spinner } from '../../components/ui/spinner';
import { getTokenStatus, type LinkState } from './auth-api';
import { Link, useLocation } from 'wouter';
import type { AccountUser } from '../../../shared/contracts/accounts';
import { setStoredUser } from '../../lib/auth-store';
import { queryClient } from '../../lib/query-client';
import { ME_QUERY_KEY } from '../../api/session';
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
    <LinkPage token={token} onDone={onDone} />
  ) : (
    <AuthShell title={t('auth.reset.title')} description={t('auth.reset.descriptionNoMail')}>
      <ResetRequestForm />
      <Link href="/login" className="mt-4 inline-block text-sm font-medium text-brand-600 underline">
        {t('auth.reset.back')}
      </Link>
    </AuthShell>
  );
}

/** What a link that no longer works says (one place, for the translation). */
/** A link that no longer works: its state names its messages (auth.link.<state>.title / .text). */
const deadLink = (state: Exclude<LinkState, 'valid'>) => ({ title: i18n.t(`auth.link.${state}.title`), text: i18n.t(`auth.link.${state}.text`) });

/** A link's page says at once whether the link still works, before a password is typed. */
function LinkPage({ token, onDone }: { token: string; onDone(user: AccountUser): void }) {
  const { t } = useTranslation();
  const status = useQuery({ queryKey: ['token-status', token], queryFn: () => getTokenStatus(token), staleTime: Number.POSITIVE_INFINITY, retry: 1 });
  if (status.isPending) {
    return (
      <AuthShell title={t('auth.setPassword.title')} description={t('auth.link.checking')}>
        <Spinner label={t('auth.link.checking')} />
      </AuthShell>
    );
  }
  // If the check itself fails, the form stays usable: the server still checks the link on save.
  const state = status.data?.state ?? 'valid';
  if (state !== 'valid') {
    const dead = deadLink(state);
    return (
      <AuthShell title={dead.title} description={dead.text}>
        <ResetRequestForm />
        <Link href="/login" className="mt-4 inline-block text-sm font-medium text-brand-600 underline">
          {t('auth.reset.back')}
        </Link>
      </AuthShell>
    );
  }
  return (
    <AuthShell title={t('auth.setPassword.title')} description={t('auth.setPassword.description')}>
      <SetPasswordForm token={token} username={status.data?.username ?? null} onDone={onDone} />
    </AuthShell>
  );
}
