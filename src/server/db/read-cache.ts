/**
 * Read-through caches for the hot read path (sessions, claim views), kept exact by a write
 * generation: every statement that may change data bumps it when it completes (a transaction
 * when it commits), and an entry is only served while the generation it was read under is
 * current. On PostgreSQL the other instances' writes arrive by LISTEN/NOTIFY (see client.ts);
 * while that channel is down, nothing is cached. Reads far outnumber writes here, and even one
 * PGlite query costs more than a whole bare Fastify request, so this is what makes reads cheap.
 */

export interface WriteTracker {
  /** Bumped whenever data may have changed. */
  generation: number;
  /** False while changes made elsewhere could go unseen (the notification channel is down). */
  enabled: boolean;
}

const trackers = new WeakMap<object, WriteTracker>();

/** Links a database handle to its tracker; handles without one (transactions) are not cached. */
export function attachWriteTracker(db: object, tracker: WriteTracker): void {
  trackers.set(db, tracker);
}

export function writeTrackerOf(db: object): WriteTracker | undefined {
  return trackers.get(db);
}

interface Entry<V> {
  value: V;
  generation: number;
  at: number;
}

export class ReadCache<V> {
  private readonly perDb = new WeakMap<object, Map<string, Entry<V>>>();

  constructor(private readonly options: { maxEntries: number; maxAgeMs: number }) {}

  /** The cached value for key if it is still valid, without waiting; undefined when it is not cached. */
  peek(db: object, key: string): V | undefined {
    const tracker = trackers.get(db);
    if (!tracker?.enabled) return undefined;
    const hit = this.perDb.get(db)?.get(key);
    if (hit && hit.generation === tracker.generation && Date.now() - hit.at < this.options.maxAgeMs) return hit.value;
    return undefined;
  }

  /** The cached value for key if still valid, else the loader's, stored when no write raced it. */
  async load(db: object, key: string, loader: () => Promise<V>, cacheable: (v: V) => boolean = () => true): Promise<V> {
    const tracker = trackers.get(db);
    if (!tracker?.enabled) return loader();
    let map = this.perDb.get(db);
    if (!map) {
      map = new Map();
      this.perDb.set(db, map);
    }
    const now = Date.now();
    const hit = map.get(key);
    if (hit && hit.generation === tracker.generation && now - hit.at < this.options.maxAgeMs) return hit.value;
    if (hit) map.delete(key);
    const generation = tracker.generation;
    const value = await loader();
    if (tracker.enabled && tracker.generation === generation && cacheable(value)) {
      if (map.size >= this.options.maxEntries) {
        // Drop the oldest entries (insertion order), a tenth at a time.
        let drop = Math.max(1, Math.floor(this.options.maxEntries / 10));
        for (const k of map.keys()) {
          map.delete(k);
          if (--drop === 0) break;
        }
      }
      map.set(key, { value, generation, at: now });
    }
    return value;
  }
}

/**
 * True for a statement that changes no data (a SELECT, also one that locks rows: the write that
 * follows in its transaction, or the COMMIT, bumps). Anything else counts as a write.
 */
export function isReadOnlyStatement(text: string): boolean {
  return /^\s*select\b/i.test(text);
}

/** A finished statement that reports it touched no row (an UPDATE matching nothing, a poller's DELETE). */
export function changedNothing(result: unknown): boolean {
  const r = result as { affectedRows?: number; rowCount?: number | null; command?: string } | undefined;
  if (!r || typeof r !== 'object') return false;
  if (r.command && !['UPDATE', 'DELETE', 'INSERT'].includes(r.command)) return false;
  return r.affectedRows === 0 || r.rowCount === 0;
}
