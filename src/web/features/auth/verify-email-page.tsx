import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { i18n, translateMessage } from '../../lib/i18n';
import { postVerifyEmail, postVerifyEmailRequest } from './auth-api';
import { AuthShell } from './auth-shell';

const errorText = (err: unknown) =>
  err instanceof ApiError && err.status === 401
    ? i18n.t('verify.signInFirst')
    : err instanceof ApiError && err.serverMessage
      ? translateMessage(err.serverMessage)
      : i18n.t('verify.failed');

/**
 * /verify-email: with the link's token, confirms the account's e-mail address (claims the firm
 * filed for that address then appear in My claims); without one, a signed-in user asks for the link.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token'));
  const verify = useMutation({ mutationFn: (t: string) => postVerifyEmail(t) });
  const ask = useMutation({ mutationFn: () => postVerifyEmailRequest() });
  const { mutate } = verify;
  useEffect(() => {
    if (!token) return;
    // Out of the address bar (history, screenshots, referrers), then used once.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    mutate(token);
  }, [token, mutate]);

  const state = token ? verify : ask;
  return (
    <AuthShell title={t('verify.title')} description={t('verify.description')}>
      <div role="status" aria-live="polite" className="space-y-3 text-sm">
        {state.isPending && <p>{t('verify.wait')}</p>}
        {state.isSuccess && <p className="font-medium text-green-800">{translateMessage(state.data)}</p>}
        {state.isError && <p className="font-medium text-red-700">{errorText(state.error)}</p>}
      </div>
      {!token && !ask.isSuccess && (
        <Button className="mt-4" disabled={ask.isPending} onClick={() => ask.mutate()}>
          {t('verify.send')}
        </Button>
      )}
      <Link href="/my-claims" className="mt-4 block text-sm font-medium text-brand-600 underline">
        {t('verify.toMyClaims')}
      </Link>
    </AuthShell>
  );
}
