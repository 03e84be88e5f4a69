import os from 'node:os';

/**
 * Document threads run niced, so on a machine where analysis keeps every core busy the server's
 * event loop still gets the CPU first and readers are answered while a packet is analyzed. On
 * Linux, setpriority(PRIO_PROCESS, 0) applies to the calling thread only: the main thread keeps
 * its priority, and the threads libvips starts from this one inherit the lower one.
 */
export const DOCUMENT_THREAD_NICE = 10;

/** Lowers the calling thread's priority (a document thread calls it once, when it starts). */
export function lowerThreadPriority(nice = DOCUMENT_THREAD_NICE): void {
  try {
    os.setPriority(nice);
  } catch {
    // Not permitted or not supported here: the thread keeps the process's priority.
  }
}
