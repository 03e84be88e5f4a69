import { Check, Copy, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import type { ApproveAnswer } from './admin-api';

/** Copies text: the Clipboard API where allowed, else the selected input and execCommand. */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!input) return false;
    input.select();
    return document.execCommand('copy');
  }
}

/**
 * A one-time set-password link for the admin to pass on: the one of a just-approved user, or a
 * new one issued from the users table (`title`, `note` say which).
 */
export function ApprovalLink({ approval, onClose, title, note }: { approval: ApproveAnswer; onClose(): void; title?: string; note?: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const { user } = approval;
  const inputId = `set-password-link-${user.id}`;
  return (
    <section aria-label={title ?? `Approved: ${user.username}`} className="relative rounded-lg border border-green-300 bg-green-50 p-4">
      <Button variant="ghost" size="icon" aria-label="Close" className="absolute top-2 right-2" onClick={onClose}>
        <X className="h-4 w-4" aria-hidden />
      </Button>
      <h3 className="pr-10 font-semibold break-words text-green-900">
        {title ?? `${user.fullName || user.username} (@${user.username}) can now choose a password`}
      </h3>
      <p className="mt-1 text-sm text-green-900">
        {note ?? (approval.emailed ? `The link below was also e-mailed to ${user.email}.` : 'Send this link to the user. It works once, for 72 hours.')}
      </p>
      <div className="mt-3 flex flex-wrap gap-2 sm:flex-nowrap">
        <label htmlFor={inputId} className="sr-only">
          Set-password link
        </label>
        <Input id={inputId} ref={inputRef} readOnly value={approval.setPasswordLink} onFocus={(e) => e.target.select()} className="min-w-0" />
        <Button
          variant="outline"
          className="shrink-0 whitespace-nowrap"
          onClick={async () => {
            const ok = await copyText(approval.setPasswordLink, inputRef.current);
            setCopied(ok);
            toast(
              ok
                ? { title: 'Link copied', description: `Send it to ${user.username}.` }
                : { title: 'Copy failed', description: 'Select the link and copy it by hand.', variant: 'destructive' },
            );
          }}
        >
          {copied ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      </div>
    </section>
  );
}
