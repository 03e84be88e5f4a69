/**
 * The bounded parts of line alignment (align.ts): indexes of one estimate's lines by key, the
 * candidate lines of a line, and the greedy pairing best score first. Each line is scored against
 * at most CANDIDATES_PER_LINE lines and keeps its KEPT_PER_LINE best, so two estimates at the line
 * cap are aligned in a bounded time and memory; estimates of a normal size (fewer lines than these
 * bounds) are aligned exactly as by scoring every pair.
 */

/** Lines one line is scored against at most: its rarest words' lines first. */
export const CANDIDATES_PER_LINE = 200;
/** A line's best candidates kept for the greedy (the rest could only be taken once these are gone). */
export const KEPT_PER_LINE = 64;

export type Candidate = { ib: number; s: number };

/** key → the indexes of the lines holding it, ascending. */
export type LineIndex = Map<string, number[]>;

export function indexLines(keysOfLines: string[][]): LineIndex {
  const index: LineIndex = new Map();
  keysOfLines.forEach((keys, i) => {
    for (const k of new Set(keys)) {
      const list = index.get(k);
      if (list) list.push(i);
      else index.set(k, [i]);
    }
  });
  return index;
}

/** The lowest line index not in `used` that holds one of `keys` (-1: none). */
export function firstUnused(index: LineIndex, keys: string[], used: Set<number>): number {
  let best = -1;
  for (const k of keys) {
    const list = index.get(k);
    if (!list) continue;
    // Lines are only ever added to `used`: the taken ones at the head of a list are dropped for good.
    while (list.length && used.has(list[0] as number)) list.shift();
    const first = list[0];
    if (first !== undefined && (best < 0 || first < best)) best = first;
  }
  return best;
}

/**
 * The lines sharing a word with `words`, rarest words first, up to CANDIDATES_PER_LINE. `near`
 * (scanned estimates, whose garbled words may share none): then also the lines nearest in
 * position, up to the same bound.
 */
export function candidateLines(words: string[], index: LineIndex, near: { at: number; count: number } | null): number[] {
  const out = new Set<number>();
  const lists = [...new Set(words)].map((w) => index.get(w) ?? []).sort((x, y) => x.length - y.length);
  for (const list of lists) {
    for (const ib of list) {
      if (out.size >= CANDIDATES_PER_LINE) break;
      out.add(ib);
    }
  }
  if (near && near.count > 0) {
    const centre = Math.round(near.at * (near.count - 1));
    for (let d = 0; out.size < CANDIDATES_PER_LINE && d < near.count; d++) {
      if (centre - d >= 0) out.add(centre - d);
      if (d > 0 && centre + d < near.count) out.add(centre + d);
    }
  }
  return [...out];
}

const better = (x: Candidate, y: Candidate) => y.s - x.s || x.ib - y.ib;

/** A line's candidates best first (ties: the lower line), at most KEPT_PER_LINE. */
export function keepBest(scored: Candidate[]): Candidate[] {
  scored.sort(better);
  return scored.length > KEPT_PER_LINE ? scored.slice(0, KEPT_PER_LINE) : scored;
}

type Head = { ia: number; at: number; c: Candidate };
/** Heap order: best score, then the lower carrier line, then the lower other line (a sort of all pairs' order). */
const before = (x: Head, y: Head) => y.c.s - x.c.s || x.ia - y.ia || x.c.ib - y.c.ib;

/**
 * Pairs carrier lines with other lines best score first, each line at most once: the order of one
 * sort of every candidate pair, taken from each carrier line's own best-first list through a heap of
 * their heads. `usedB` gains the lines taken.
 */
export function greedyPairs(lists: Candidate[][], usedB: Set<number>): Array<{ ia: number; ib: number }> {
  const heap: Head[] = [];
  const push = (h: Head) => {
    heap.push(h);
    for (let i = heap.length - 1; i > 0; ) {
      const p = (i - 1) >> 1;
      if (before(heap[p] as Head, heap[i] as Head) <= 0) break;
      [heap[p], heap[i]] = [heap[i] as Head, heap[p] as Head];
      i = p;
    }
  };
  const pop = (): Head | undefined => {
    const top = heap[0];
    const last = heap.pop();
    if (heap.length && last) {
      heap[0] = last;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && before(heap[l] as Head, heap[m] as Head) < 0) m = l;
        if (r < heap.length && before(heap[r] as Head, heap[m] as Head) < 0) m = r;
        if (m === i) break;
        [heap[m], heap[i]] = [heap[i] as Head, heap[m] as Head];
        i = m;
      }
    }
    return top;
  };
  lists.forEach((list, ia) => {
    const c = list[0];
    if (c) push({ ia, at: 0, c });
  });
  const out: Array<{ ia: number; ib: number }> = [];
  for (let h = pop(); h; h = pop()) {
    if (usedB.has(h.c.ib)) {
      const next = lists[h.ia]?.[h.at + 1];
      if (next) push({ ia: h.ia, at: h.at + 1, c: next });
      continue;
    }
    usedB.add(h.c.ib);
    out.push({ ia: h.ia, ib: h.c.ib });
  }
  return out;
}
