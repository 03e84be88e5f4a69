/**
 * A wake-up for whoever waits on uploads in this process (a claim submit waiting for its files'
 * analyses), by content: rung when this process finishes the analysis of those bytes or marks
 * their uploads failed, so a waiter looks again only when one of its own files changed. Analyses
 * finished by other processes (`npm run worker`) ring nothing here, so waiters still poll, at a
 * slower pace; on PGlite every analysis runs in this process and the poll is only a safety net.
 */
const waiters = new Map<string, Set<() => void>>();

export function ringUploadsChanged(sha256: string): void {
  const woken = waiters.get(sha256);
  if (!woken) return;
  waiters.delete(sha256);
  for (const wake of woken) wake();
}

/** Resolves when one of these contents changes, or after `ms` at the latest. */
export function nextUploadsChange(sha256s: Iterable<string>, ms: number): Promise<void> {
  const keys = [...new Set(sha256s)];
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      for (const key of keys) {
        const set = waiters.get(key);
        set?.delete(wake);
        if (set?.size === 0) waiters.delete(key);
      }
      resolve();
    };
    const timer = setTimeout(wake, ms);
    for (const key of keys) {
      let set = waiters.get(key);
      if (!set) {
        set = new Set();
        waiters.set(key, set);
      }
      set.add(wake);
    }
  });
}
