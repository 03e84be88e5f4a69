import { Copy, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { toast } from '../../components/ui/use-toast';

/** Copies with the clipboard API, falling back to a hidden textarea when the API is missing or refused. */
async function copyText(text: string): Promise<boolean> {
  try {
    // A clipboard that never answers (no permission prompt possible) counts as a failure.
    await Promise.race([navigator.clipboard.writeText(text), new Promise((_, reject) => setTimeout(() => reject(new Error('clipboard timeout')), 1000))]);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    let ok = false;
    try {
      ok = document.execCommand('copy');
    } catch {
      ok = false;
    }
    area.remove();
    return ok;
  }
}

export function ContactDialog({ email, name, onClose }: { email: string | null; name?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const copy = async () => {
    if (!email) return;
    await copyText(email);
    toast({ title: t('contact.copied'), description: t('contact.copiedText', { email }) });
    onClose();
  };
  return (
    <Dialog open={email !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t('contact.title')} description={name ? `${name} · ${email}` : (email ?? undefined)}>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button variant="outline" onClick={() => void copy()}>
            <Copy className="h-4 w-4" aria-hidden /> {t('contact.copy')}
          </Button>
          <Button
            onClick={() => {
              if (email) window.location.href = `mailto:${email}`;
              onClose();
            }}
          >
            <Mail className="h-4 w-4" aria-hidden /> {t('contact.send')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
