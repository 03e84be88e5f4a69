import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { getTokenStatus, type LinkState } from './auth-api';
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
    <AuthShell title="Reset your password" description="Enter your username or e-mail address to get a link to choose a new password.">
      <ResetRequestForm />
      <Link href="/login" className="mt-4 inline-block text-sm font-medium text-brand-600 underline">
        Back to sign in
      </Link>
    </AuthShell>
  );
}

/** What a link that no longer works says (one place, for the translation). */
const DEAD_LINK: Record<Exclude<LinkState, 'valid'>, { title: string; text: string }> = {
  // A link is also marked used when a newer one replaces it: the text covers both.
  used: {
    title: 'This link was already used',
    text: 'A password was already chosen with it, or a newer link replaced it. Sign in with your password, or ask for a new link below.',
  },
  expired: {
    title: 'This link has expired',
    text: 'Links to choose a password work for a limited time. Ask for a new one below, or ask an administrator.',
  },
  unknown: {
    title: 'This link does not work',
    text: 'It may be incomplete (copy the whole link from the message) or replaced by a newer one. Ask for a new link below, or ask an administrator.',
  },
};

/** A link's page says at once whether the link still works, before a password is typed. */
function LinkPage({ token, onDone }: { token: string; onDone(user: AccountUser): void }) {
  const status = useQuery({ queryKey: ['token-status', token], queryFn: () => getTokenStatus(token), staleTime: Number.POSITIVE_INFINITY, retry: 1 });
  if (status.isPending) {
    return (
      <AuthShell title="Choose your password" description="Checking your link...">
        <Spinner label="Checking your link..." />
      </AuthShell>
    );
  }
  // If the check itself fails, the form stays usable: the server still checks the link on save.
  const state = status.data ?? 'valid';
  if (state !== 'valid') {
    const dead = DEAD_LINK[state];
    return (
      <AuthShell title={dead.title} description={dead.text}>
        <ResetRequestForm />
        <Link href="/login" className="mt-4 inline-block text-sm font-medium text-brand-600 underline">
          Back to sign in
        </Link>
      </AuthShell>
    );
  }
  return (
    <AuthShell title="Choose your password" description="Set the password you will sign in with.">
      <SetPasswordForm token={token} onDone={onDone} />
    </AuthShell>
  );
}
