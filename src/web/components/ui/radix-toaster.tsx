import { i18n } from '../../lib/i18n';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { dismissToast, TOAST_DEFAULT_DURATION, useToasts } from './use-toast';

/**
 * Radix toasts: F8 focuses the region, swipe right 50 px dismisses. They are a compact strip in
 * the page flow above the app header, not a layer over the page: the page moves down to make room
 * while one shows, so no toast ever lies over a control (the analysis bar, the unsure-files list,
 * Next Step, Submit, the generator's buttons) at any width or scroll position. The strip is hidden
 * while empty.
 */
export default function RadixToaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={50} duration={TOAST_DEFAULT_DURATION}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={`toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border px-3 py-2 pr-10 shadow-sm sm:px-4 ${
            t.variant === 'destructive' ? 'border-red-600 bg-red-600 text-white' : 'border-slate-200 bg-white text-slate-900'
          }`}
        >
          <div className="min-w-0 text-sm sm:flex sm:flex-wrap sm:items-baseline sm:gap-x-2">
            {t.title && <ToastPrimitive.Title className="font-semibold">{t.title}</ToastPrimitive.Title>}
            {t.description && <ToastPrimitive.Description>{t.description}</ToastPrimitive.Description>}
          </div>
          <ToastPrimitive.Close aria-label={i18n.t('common.close')} className="absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100">
            <X className="h-4 w-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className="mx-auto flex w-full max-w-4xl flex-col gap-2 overflow-hidden px-3 pt-2 outline-none empty:hidden sm:px-4"
      />
    </ToastPrimitive.Provider>
  );
}
