import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch';
import { useContent } from '../../api/content';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';

/** The centred card every sign-in screen sits in. */
export function AuthShell({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const content = useContent();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-4">
      <div className="flex w-full max-w-md items-center justify-between gap-2">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('common.portalName', { firm: content.firmName })}</p>
        <LanguageSwitch />
      </div>
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </main>
  );
}
