import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, TOAST_REMOVE_DELAY, toast } from './use-toast';

afterEach(() => vi.useRealTimers());

describe('toast store', () => {
  it('shows one toast at a time: the newest replaces the one showing', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', description: 'Two', duration: 3000 });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ title: 'Second', description: 'Two', duration: 3000, open: true });
  });

  it('closes a dismissed toast and removes it after the spec delay', () => {
    vi.useFakeTimers();
    const { id } = toast({ title: 'Bye' });
    dismissToast(id);
    expect(getToasts()[0]).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToasts().some((t) => t.id === id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(getToasts().some((t) => t.id === id)).toBe(false);
  });
});
