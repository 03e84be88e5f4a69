import { MailCheck, X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import type { SignupAnswer } from './auth-api';

/**
 * What a person needs after requesting an account, kept on the page (a toast is gone in 6 s):
 * the steps until they can sign in. The answer is the same whether or not the address is known, so
 * it carries no username; the approval does.
 */
export function RequestSentNotice({ answer, onDismiss }: { answer: SignupAnswer; onDismiss(): void }) {
  return (
    <section role="status" aria-labelledby="request-sent-title" className="relative mb-4 rounded-lg border border-green-300 bg-green-50 p-4 text-sm text-green-950">
      <Button variant="ghost" size="icon" aria-label="Dismiss" className="absolute top-2 right-2" onClick={onDismiss}>
        <X className="h-4 w-4" aria-hidden />
      </Button>
      <h2 id="request-sent-title" className="flex items-center gap-2 pr-10 font-semibold">
        <MailCheck className="h-4 w-4 shrink-0" aria-hidden /> Request sent
      </h2>
      <p className="mt-2">{answer.message}</p>
      <p className="mt-2 font-medium">What happens next</p>
      <ol className="mt-1 ml-5 list-decimal space-y-1">
        <li>An administrator reviews your request.</li>
        <li>Once it is approved, you get your username and a link to choose your password, by e-mail or from the administrator.</li>
        <li>Open the link, choose a password, and you are signed in. Later, sign in here with your username and that password.</li>
      </ol>
    </section>
  );
}
