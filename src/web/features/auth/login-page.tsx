import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { AccountUser } from '../../../shared/contracts/accounts';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { takeAfterLogin } from '../../lib/after-login';
import { getStoredUser, setStoredUser, type StoredUser, useStoredUser } from '../../lib/auth-store';
import { queryClient } from '../../lib/query-client';
import { ME_QUERY_KEY } from '../../api/session';
import { signOut } from '../../lib/sign-out';
import { AuthShell } from './auth-shell';
import type { SignupAnswer } from './auth-api';
import { RequestAccessForm } from './request-access-form';
import { RequestSentNotice } from './request-sent-notice';
import { SelectPortal } from './select-portal';
import { SetupOpenNotice } from './setup-open-notice';
import { SignInForm } from './sign-in-form';

type Mode = 'login' | 'request' | 'select';

const isStaffSide = (user: StoredUser | null) => user?.role === 'staff' || user?.role === 'admin';

/** /login: Welcome Back, Request Account Access, and Select Portal for staff and admins. */
export default function LoginPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const stored = useStoredUser();
  // A staff member who is still signed in comes back to the portal choice.
  const [mode, setMode] = useState<Mode>(() => (isStaffSide(getStoredUser()) ? 'select' : 'login'));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // The request just sent: what happens next stays on the page until dismissed.
  const [requested, setRequested] = useState<SignupAnswer | null>(null);

  const onSignedIn = (user: AccountUser) => {
    setStoredUser(user);
    queryClient.setQueryData([ME_QUERY_KEY], { user });
    setPassword('');
    const next = takeAfterLogin();
    if (next) navigate(next);
    else if (isStaffSide(user)) setMode('select');
    else navigate('/');
  };

  const backToLogin = async () => {
    await signOut();
    setUsername('');
    setPassword('');
    setMode('login');
  };

  const showSelect = mode === 'select' && stored && isStaffSide(stored);
  const shown: Mode = showSelect ? 'select' : mode === 'select' ? 'login' : mode;

  return (
    <AuthShell title={t(`auth.${shown}.title`)} description={t(`auth.${shown}.description`)}>
      {shown === 'select' && stored ? (
        <SelectPortal
          user={stored}
          onAssignment={() => {
            toast({ title: t('auth.portal.assignment') });
            navigate('/');
          }}
          onAdmin={() => {
            toast({ title: t('auth.portal.admin') });
            navigate('/admin');
          }}
          onAdminNewClaim={() => navigate('/admin/new-claim')}
          onBack={backToLogin}
        />
      ) : shown === 'request' ? (
        <RequestAccessForm
          onSubmitted={(answer) => {
            setRequested(answer);
            setMode('login');
          }}
        />
      ) : (
        <>
          <SetupOpenNotice />
          {requested && <RequestSentNotice answer={requested} onDismiss={() => setRequested(null)} />}
          <SignInForm username={username} password={password} onUsername={setUsername} onPassword={setPassword} onSignedIn={onSignedIn} />
        </>
      )}
      {shown !== 'select' && (
        <div className="mt-6 border-t border-slate-200 pt-4 text-center">
          <Button variant="ghost" size="sm" onClick={() => setMode(shown === 'login' ? 'request' : 'login')}>
            {shown === 'login' ? t('auth.toRequest') : t('auth.toSignIn')}
          </Button>
        </div>
      )}
    </AuthShell>
  );
}
