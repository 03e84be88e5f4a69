import { Languages } from 'lucide-react';
import { chooseLocale, useLocale } from '../lib/locale-choice';
import { cn } from './ui/cn';

/** Switches the claimant pages between English and Spanish; each name is written in its own language. */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const other = locale === 'es' ? 'en' : 'es';
  return (
    <button
      type="button"
      lang={other}
      onClick={() => void chooseLocale(other)}
      className={cn(
        'inline-flex h-9 items-center gap-1 rounded-md border border-slate-300 bg-white px-2 text-sm font-medium text-slate-800 hover:bg-slate-50',
        className,
      )}
    >
      <Languages className="h-4 w-4" aria-hidden />
      {/* A phone shows the short code, so the header keeps room for the firm's name. */}
      <span className="sm:hidden" aria-hidden>
        {other.toUpperCase()}
      </span>
      <span className="sr-only sm:not-sr-only">{other === 'es' ? 'Español' : 'English'}</span>
    </button>
  );
}
