import { lazy, Suspense, useState } from 'react';
import { useToasts } from './use-toast';

const RadixToaster = lazy(() => import('./radix-toaster'));

/** Loads the toast code with the first toast, not with the page; it stays mounted after that. */
export function Toaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <RadixToaster />
    </Suspense>
  );
}
