import { MailCheck, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { translateMessage } from '../../lib/i18n';
import type { SignupAnswer } from './auth-api';

/**
 * What a person needs after requesting an account, kept on the page (a toast is gone in 6 s):
 * the steps until they can sign in. The answer is the same whether or not the address is known, so
 * it carries no username; the approval does.
 */
export function RequestSentNotice({ answer, onDismiss }: { answer: SignupAnswer; onDismiss(): void }) {
  const { t } = useTranslation();
  return (
    <section
      role="status"
      aria-labelledby="request-sent-title"
      className="relative mb-4 rounded-lg border border-green-300 bg-green-50 p-4 text-sm text-green-950"
    >
      <Button variant="ghost" size="icon" aria-label={t('common.dismiss')} className="absolute top-2 right-2" onClick={onDismiss}>
        <X className="h-4 w-4" aria-hidden />
      </Button>
      <h2 id="request-sent-title" className="flex items-center gap-2 pr-10 font-semibold">
        <MailCheck className="h-4 w-4 shrink-0" aria-hidden /> {t('auth.sent.title')}
      </h2>
      <p className="mt-2">{translateMessage(answer.message)}</p>
      <p className="mt-2 font-medium">{t('auth.sent.next')}</p>
      <ol className="mt-1 ml-5 list-decimal space-y-1">
        <li>{t('auth.sent.step1')}</li>
        <li>{t('auth.sent.step2')}</li>
        <li>{t('auth.sent.step3')}</li>
      </ol>
    </section>
  );
}
