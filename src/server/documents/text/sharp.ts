/**
 * sharp (libvips) on its first use in a thread, never at import: a text PDF, a .docx or a BMS file
 * needs no image library, and loading it (a native library and its JavaScript) was a large part of a
 * cold document thread's first file (bench: a one-page text PDF).
 */
export type Sharp = typeof import('sharp')['default'];

let loading: Promise<Sharp> | null = null;

/** sharp, set up once: one libvips thread (the document pool is the parallelism) and no operation cache to hold memory. */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
