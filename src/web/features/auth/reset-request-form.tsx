import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { translateMessage } from '../../lib/i18n';
import { postResetRequest } from './auth-api';

/** Without a token: ask for a reset link. The answer is the same whether or not the account exists. */
export function ResetRequestForm() {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const send = useMutation({
    mutationFn: postResetRequest,
    onError: (err) => {
      toast({ title: t('auth.reset.failed'), description: errorMessage(err, t('auth.reset.failedText')), variant: 'destructive' });
    },
  });
  if (send.isSuccess) {
    return (
      <p role="status" className="rounded-md bg-brand-50 p-4 text-sm text-slate-800">
        {translateMessage(send.data)}
      </p>
    );
  }
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (value.trim()) send.mutate(value.trim());
      }}
    >
      <div>
        <Label htmlFor="username-or-email">{t('auth.reset.usernameOrEmail')}</Label>
        <Input
          id="username-or-email"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
      </div>
      <Button type="submit" disabled={send.isPending} aria-busy={send.isPending}>
        {t('auth.reset.submit')}
      </Button>
    </form>
  );
}
