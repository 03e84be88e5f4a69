import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { postResetRequest } from './auth-api';

/** Without a token: ask for a reset link. The answer is the same whether or not the account exists. */
export function ResetRequestForm() {
  const [value, setValue] = useState('');
  const send = useMutation({
    mutationFn: postResetRequest,
    onError: (err) => {
      toast({ title: 'Request failed', description: errorMessage(err, 'Could not send the request.'), variant: 'destructive' });
    },
  });
  if (send.isSuccess) {
    return (
      <p role="status" className="rounded-md bg-brand-50 p-4 text-sm text-slate-800">
        {send.data}
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
        <Label htmlFor="username-or-email">Username or e-mail</Label>
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
        Send reset link
      </Button>
    </form>
  );
}
