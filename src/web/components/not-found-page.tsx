import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Card, CardContent } from './ui/card';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <h1 className="text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
          <p className="mt-3 text-sm text-slate-600">{t('notFound.text')}</p>
          <Link href="/" className="mt-4 inline-block text-sm font-medium text-brand-600 underline">
            {t('notFound.home')}
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
