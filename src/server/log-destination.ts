import pino from 'pino';

/** What LineBatch needs of sonic-boom (whose typings leave out `destroyed`). */
export interface LineSink {
  write(data: string): boolean;
  flush(cb?: (err?: Error) => void): void;
  flushSync(): void;
  readonly destroyed?: boolean;
}

/** Batches whose lines must reach stdout before the process ends. */
const live = new Set<WeakRef<LineBatch>>();
let exitHookSet = false;

function flushAllOnExit(): void {
  for (const ref of live) ref.deref()?.flushSync();
}

/**
 * pino's destination for JSON lines: the lines logged in one turn of the event loop leave as one
 * string. sonic-boom measures its pending buffer with `Buffer.byteLength` on every line, and while a
 * write is in flight that buffer is a string grown by `+=`, so each line flattened and re-measured
 * up to 16 KB (about 5% of a cached claim read in the bench/reads.bench.ts profile). Joining the
 * turn's lines first hands sonic-boom one flat string a turn.
 */
export class LineBatch {
  #lines: string[] = [];
  #scheduled = false;
  readonly #out: LineSink;

  constructor(out: LineSink) {
    this.#out = out;
    // Registered before pino's own exit hook for `out`, so lines still queued here reach it before it ends.
    if (!exitHookSet) {
      exitHookSet = true;
      process.on('exit', flushAllOnExit);
    }
    live.add(new WeakRef(this));
  }

  write(line: string): boolean {
    this.#lines.push(line);
    if (!this.#scheduled) {
      this.#scheduled = true;
      setImmediate(this.#drain);
    }
    return true;
  }

  readonly #drain = (): void => {
    this.#scheduled = false;
    if (this.#lines.length === 0 || this.#out.destroyed) return;
    const data = this.#lines.length === 1 ? (this.#lines[0] as string) : this.#lines.join('');
    this.#lines = [];
    this.#out.write(data);
  };

  /** pino's `logger.flush(cb)`. */
  flush(cb?: (err?: Error) => void): void {
    this.#drain();
    this.#out.flush(cb);
  }

  flushSync(): void {
    this.#drain();
    if (!this.#out.destroyed) this.#out.flushSync();
  }
}

/** Asynchronous JSON lines to stdout, batched per event-loop turn. */
export function stdoutLines(): LineBatch {
  return new LineBatch(pino.destination({ dest: 1, sync: false }));
}
