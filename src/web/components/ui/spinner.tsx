import { Loader2 } from 'lucide-react';
import { i18n } from '../../lib/i18n';

export function Spinner({ label }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 p-8 text-slate-600">
      <Loader2 className="h-6 w-6 animate-spin" aria-hidden />
      <span>{label ?? i18n.t('common.loading')}</span>
    </div>
  );
}
