import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { ApiError, apiRequest } from '../../lib/api';
import { AuthShell } from './auth-shell';

async function postMessage(url: string, body?: object): Promise<string> {
  const res = await apiRequest('POST', url, body);
  return ((await res.json()) as { message: string }).message;
}

const errorText = (err: unknown) =>
  err instanceof ApiError && err.status === 401 ? 'Sign in first, then ask for the link again.' : err instanceof ApiError && err.serverMessage ? err.serverMessage : 'Something went wrong. Please try again.';

/**
 * /verify-email: with the link's token, confirms the account's e-mail address (claims the firm
 * filed for that address then appear in My claims); without one, a signed-in user asks for the link.
 */
export default function VerifyEmailPage() {
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token'));
  const verify = useMutation({ mutationFn: (t: string) => postMessage('/api/auth/verify-email', { token: t }) });
  const ask = useMutation({ mutationFn: () => postMessage('/api/auth/verify-email-request') });
  const { mutate } = verify;
  useEffect(() => {
    if (!token) return;
    // Out of the address bar (history, screenshots, referrers), then used once.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    mutate(token);
  }, [token, mutate]);

  const state = token ? verify : ask;
  return (
    <AuthShell title="Confirm your e-mail address" description="Claims the firm files for your e-mail address appear in My claims once you confirm it is yours.">
      <div role="status" aria-live="polite" className="space-y-3 text-sm">
        {state.isPending && <p>Please wait…</p>}
        {state.isSuccess && <p className="font-medium text-green-800">{state.data}</p>}
        {state.isError && <p className="font-medium text-red-700">{errorText(state.error)}</p>}
      </div>
      {!token && !ask.isSuccess && (
        <Button className="mt-4" disabled={ask.isPending} onClick={() => ask.mutate()}>
          Send me a confirmation link
        </Button>
      )}
      <Link href="/my-claims" className="mt-4 block text-sm font-medium text-brand-600 underline">
        Go to My claims
      </Link>
    </AuthShell>
  );
}
