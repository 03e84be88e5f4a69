import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { PASSWORD_MIN_LENGTH } from '../../../shared/account-rules';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { FieldError, Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { ApiError, errorMessage } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { ME_QUERY_KEY } from '../../api/session';
import { getSetupStatus, postSetup, type SetupBody } from './auth-api';
import { AuthShell } from './auth-shell';

/** /setup: on a server with no user yet, creates the first admin (from this machine, or with the code in the log). */
export default function SetupPage() {
  const status = useQuery({ queryKey: ['setup-status'], queryFn: getSetupStatus, retry: false });
  if (status.isPending) return <Spinner label="Loading..." />;
  if (status.data === null) {
    return (
      <AuthShell title="Already set up" description="This portal already has its administrator. Sign in, or ask an administrator for an account.">
        <Link href="/login" className="text-sm font-medium text-brand-600 underline">
          Go to sign in
        </Link>
      </AuthShell>
    );
  }
  if (status.isError) {
    return (
      <AuthShell title="Set up the portal" description={errorMessage(status.error, 'The server could not be reached. Reload the page to try again.')}>
        <span />
      </AuthShell>
    );
  }
  return (
    <AuthShell
      title="Set up the portal"
      description="Nobody can sign in yet. Create the first administrator: they approve accounts and add staff. This page disappears once they exist."
    >
      <SetupForm codeRequired={status.data.codeRequired} />
    </AuthShell>
  );
}

function SetupForm({ codeRequired }: { codeRequired: boolean }) {
  const [, navigate] = useLocation();
  const [body, setBody] = useState<SetupBody>({ code: '', username: '', fullName: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: async (b: SetupBody) => {
      await postSetup({ ...b, code: codeRequired ? b.code : undefined });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [ME_QUERY_KEY] });
      navigate('/login');
    },
    onError: (err) => {
      const fields: Record<string, string> = err instanceof ApiError ? Object.fromEntries(err.fields.map((f) => [f.field, f.message])) : {};
      const message = errorMessage(err, 'The administrator could not be created. Please try again.');
      // Each error once: a message already shown under its field is not repeated below the form.
      setErrors(Object.values(fields).includes(message) ? fields : { ...fields, form: message });
    },
  });
  const field = (key: keyof SetupBody, label: string, props: Partial<React.ComponentProps<typeof Input>> = {}, hint?: string) => (
    <div>
      <Label htmlFor={`setup-${key}`}>{label}</Label>
      {hint && (
        <p id={`setup-${key}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      <Input
        id={`setup-${key}`}
        value={body[key] ?? ''}
        onChange={(e) => setBody({ ...body, [key]: e.target.value })}
        invalid={Boolean(errors[key])}
        aria-describedby={[hint && `setup-${key}-hint`, errors[key] && `setup-${key}-error`].filter(Boolean).join(' ') || undefined}
        {...props}
      />
      <FieldError id={`setup-${key}-error`} message={errors[key]} />
    </div>
  );
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setErrors({});
        create.mutate(body);
      }}
    >
      {codeRequired &&
        field(
          'code',
          'Setup code',
          { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false },
          'You are not on the server itself: copy the code from the server log (the line that says "first-run setup code").',
        )}
      {field('username', 'Username', { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false })}
      {field('fullName', 'Your name', { autoComplete: 'name' })}
      {field(
        'password',
        'Password',
        { type: 'password', autoComplete: 'new-password' },
        `At least ${PASSWORD_MIN_LENGTH} characters; a few unrelated words make a good one.`,
      )}
      {field('confirmPassword', 'Confirm password', { type: 'password', autoComplete: 'new-password' })}
      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
        Create administrator
      </Button>
    </form>
  );
}
