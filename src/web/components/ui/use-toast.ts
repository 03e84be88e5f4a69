import { useSyncExternalStore } from 'react';

/** Spec: one toast at a time; dismissed toasts are removed after 1,000,000 ms; 5 s by default. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DEFAULT_DURATION = 5000;
/** Durations from spec section 9. */
export const TOAST_DURATION = { start: 3000, completion: 5000, requestSubmitted: 6000 } as const;

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: 'default' | 'destructive';
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

const emit = () => {
  for (const l of listeners) l();
};

function scheduleRemove(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      toasts = toasts.filter((t) => t.id !== id);
      emit();
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string): void {
  toasts = toasts.map((t) => {
    if (id === undefined || t.id === id) {
      scheduleRemove(t.id);
      return { ...t, open: false };
    }
    return t;
  });
  emit();
}

/** Shows a toast; the newest replaces the one showing. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  nextId += 1;
  const id = String(nextId);
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

/** The current toasts (newest first). */
export const getToasts = (): ToastItem[] => toasts;

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => toasts,
    () => toasts,
  );
}

export function useToast() {
  return { toast, dismiss: dismissToast, toasts: useToasts() };
}
