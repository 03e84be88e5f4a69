import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '../../../shared/account-rules';
import type { AccountUser } from '../../../shared/contracts/accounts';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { FieldError, Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { fieldErrors, postSetPassword } from './auth-api';

/** With a link's token: choose a password (twice); the server checks it and signs the user in. */
export function SetPasswordForm({ token, onDone }: { token: string; onDone(user: AccountUser): void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const save = useMutation({
    mutationFn: postSetPassword,
    onSuccess: (user) => {
      toast({ title: 'Password saved', description: `You are now signed in as ${user.username}.` });
      onDone(user);
    },
    onError: (err) => {
      const fields = fieldErrors(err);
      setErrors({ password: fields.password, confirm: fields.confirmPassword });
      toast({ title: 'Password not saved', description: errorMessage(err, 'Could not save the password.'), variant: 'destructive' });
    },
  });

  const submit = () => {
    const next: typeof errors = {};
    if (password.length < PASSWORD_MIN_LENGTH) next.password = PASSWORD_MESSAGES.tooShort;
    if (confirm !== password) next.confirm = PASSWORD_MESSAGES.mismatch;
    setErrors(next);
    if (next.password || next.confirm) return;
    save.mutate({ token, password, confirmPassword: confirm });
  };

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p id="password-rules" className="text-sm text-slate-600">
        At least {PASSWORD_MIN_LENGTH} characters. Common passwords are refused; a few unrelated words make a good one.
      </p>
      <div>
        <Label htmlFor="new-password">New password</Label>
        <Input
          id="new-password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? 'password-rules new-password-error' : 'password-rules'}
        />
        <FieldError id="new-password-error" message={errors.password} />
      </div>
      <div>
        <Label htmlFor="confirm-password">Confirm password</Label>
        <Input
          id="confirm-password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          invalid={Boolean(errors.confirm)}
          aria-describedby={errors.confirm ? 'confirm-password-error' : undefined}
        />
        <FieldError id="confirm-password-error" message={errors.confirm} />
      </div>
      <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
        Save password
      </Button>
    </form>
  );
}
