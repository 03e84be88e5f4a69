import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { dismissToast, TOAST_DEFAULT_DURATION, useToasts } from './use-toast';

/**
 * Radix toasts: F8 focuses the region, swipe right 50 px dismisses. They sit at the top, below
 * the app header on wider screens, so they never cover the wizard's actions or progress bars,
 * which live at the bottom of the page.
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
          className={`toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg ${
            t.variant === 'destructive' ? 'border-red-600 bg-red-600 text-white' : 'border-slate-200 bg-white text-slate-900'
          }`}
        >
          <div className="grid gap-1">
            {t.title && <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>}
            {t.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-3 outline-none sm:top-12 sm:max-w-[380px] sm:p-4"
      />
    </ToastPrimitive.Provider>
  );
}
