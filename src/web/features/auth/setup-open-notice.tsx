import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { getSetupStatus } from './auth-api';

/**
 * On a fresh install nobody can sign in: while the first administrator does not exist (GET
 * /api/setup answers instead of 404), the sign-in page says so and leads to /setup.
 */
export function SetupOpenNotice() {
  const { t } = useTranslation();
  const status = useQuery({ queryKey: ['setup-status'], queryFn: getSetupStatus, retry: false, staleTime: 30_000 });
  if (!status.data) return null;
  return (
    <div role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-slate-800">
      <p className="font-semibold">{t('auth.setupOpen.title')}</p>
      <p className="mt-1">{t('auth.setupOpen.text')}</p>
      <Link href="/setup" className="mt-2 inline-block font-medium text-brand-700 underline">
        {t('auth.setupOpen.link')}
      </Link>
    </div>
  );
}
