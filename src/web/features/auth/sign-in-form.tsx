import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AccountUser } from '../../../shared/contracts/accounts';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { postLogin } from './auth-api';

interface Props {
  username: string;
  password: string;
  onUsername(value: string): void;
  onPassword(value: string): void;
  onSignedIn(user: AccountUser): void;
}

/** Welcome Back: username and password; the fields live in the page so Back to Login can clear them. */
export function SignInForm({ username, password, onUsername, onPassword, onSignedIn }: Props) {
  const { t } = useTranslation();
  const login = useMutation({
    mutationFn: postLogin,
    onSuccess: (user) => {
      // Staff choose a portal next: the toast names none.
      toast({ title: t('auth.login.welcomeToast'), description: t('auth.login.signedInAs', { username: user.username }) });
      onSignedIn(user);
    },
    onError: (err) => {
      toast({ title: t('auth.login.failed'), description: errorMessage(err, t('auth.login.invalid')), variant: 'destructive' });
    },
  });
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        login.mutate({ username: username.trim(), password });
      }}
    >
      <div>
        <Label htmlFor="username">{t('auth.login.usernameOrEmail')}</Label>
        <Input
          id="username"
          value={username}
          onChange={(e) => onUsername(e.target.value)}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
      </div>
      <div>
        <Label htmlFor="password">{t('auth.password')}</Label>
        <Input id="password" type="password" value={password} onChange={(e) => onPassword(e.target.value)} autoComplete="current-password" required />
      </div>
      <Button type="submit" disabled={login.isPending} aria-busy={login.isPending}>
        {t('auth.login.submit')}
      </Button>
      <Link href="/reset" className="justify-self-start text-sm font-medium text-brand-600 underline">
        {t('auth.login.forgot')}
      </Link>
    </form>
  );
}
