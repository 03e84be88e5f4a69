import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '../../../shared/account-rules';
import type { AccountUser } from '../../../shared/contracts/accounts';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { FieldError, Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { translateMessage } from '../../lib/i18n';
import { fieldErrors, postSetPassword } from './auth-api';

/**
 * With a link's token: choose a password (twice); the server checks it and signs the user in. The
 * account's username is shown before the password is chosen (it is what the person signs in with)
 * and sits in a read-only username field, so a password manager stores the pair.
 */
export function SetPasswordForm({ token, username, onDone }: { token: string; username: string | null; onDone(user: AccountUser): void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const save = useMutation({
    mutationFn: postSetPassword,
    onSuccess: (user) => {
      toast({ title: t('auth.setPassword.saved'), description: t('auth.setPassword.savedText', { username: user.username }) });
      onDone(user);
    },
    onError: (err) => {
      const fields = fieldErrors(err);
      setErrors({ password: fields.password, confirm: fields.confirmPassword });
      toast({ title: t('auth.setPassword.failed'), description: errorMessage(err, t('auth.setPassword.failedText')), variant: 'destructive' });
    },
  });

  const submit = () => {
    const next: typeof errors = {};
    if (password.length < PASSWORD_MIN_LENGTH) next.password = translateMessage(PASSWORD_MESSAGES.tooShort);
    if (confirm !== password) next.confirm = translateMessage(PASSWORD_MESSAGES.mismatch);
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
      {username && (
        <div className="rounded-md border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-slate-800">
          <p>{t('auth.setPassword.usernameIntro')}</p>
          <p className="mt-1 font-mono text-base font-semibold" data-testid="link-username">
            {username}
          </p>
          <p className="mt-1 text-slate-600">{t('auth.setPassword.usernameHint')}</p>
          {/* Hidden from sight and from screen readers (the lines above say it), not from password managers. */}
          <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        </div>
      )}
      <p id="password-rules" className="text-sm text-slate-600">
        {t('auth.setPassword.rules', { min: PASSWORD_MIN_LENGTH })}
      </p>
      <div>
        <Label htmlFor="new-password">{t('auth.setPassword.new')}</Label>
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
        <Label htmlFor="confirm-password">{t('auth.setPassword.confirm')}</Label>
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
        {t('auth.setPassword.submit')}
      </Button>
    </form>
  );
}
