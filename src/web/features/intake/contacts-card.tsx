import { Phone } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { useContent } from '../../api/content';
import { EmailText } from '../../components/email-text';
import { translateText } from '../../lib/i18n';

// The dialog's code loads when an e-mail is first pressed, not with the wizard's first step.
const ContactDialog = lazy(() => import('./contact-dialog').then((m) => ({ default: m.ContactDialog })));

/** The firm's four contacts; an e-mail opens the Contact Action dialog. */
export function ContactsCard() {
  const { t } = useTranslation();
  const content = useContent();
  const [open, setOpen] = useState<{ email: string; name: string } | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('intake.contacts', { firm: content.firmName })}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {content.contacts.map((c) => (
            <li key={c.email} className="rounded-lg border border-slate-200 p-3">
              <p className="font-semibold text-slate-900">{c.name}</p>
              <p className="text-sm text-slate-600">{translateText(c.role)}</p>
              <p className="mt-1 flex items-center gap-1 text-sm text-slate-700">
                <Phone className="h-3.5 w-3.5" aria-hidden />
                <a className="hover:underline" href={`tel:${c.phone.replace(/\D/g, '')}`}>
                  {c.phone}
                </a>
              </p>
              <button
                type="button"
                className="mt-1 max-w-full text-left text-sm text-brand-700 underline-offset-2 hover:underline"
                onClick={() => setOpen({ email: c.email, name: c.name })}
              >
                <EmailText email={c.email} />
              </button>
            </li>
          ))}
        </ul>
      </CardContent>
      {open && (
        <Suspense fallback={null}>
          <ContactDialog email={open.email} name={open.name} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Card>
  );
}
