/**
 * A lying font map read as a cipher. A Type 3 font with glyph names that mean nothing and no ToUnicode
 * gives a text layer of codes, not letters; but each code always draws the same glyph, so the page's
 * text layer is a simple substitution of what it shows. One page OCR'd teaches the substitution: its
 * text-layer runs are laid over the words OCR read at the same place, and where a run and its words
 * have the same length, each code votes for the character read over it. Every other page whose codes
 * all have a clear winner is then decoded from its own text layer (positions exact, no OCR), and only
 * pages with codes never seen are OCR'd (extract-text.ts). Per font: two fonts may share codes.
 */
import { isNotLanguage } from './language';
import { groupIntoLines, pageFromLines } from './lines';
import type { DocumentPage, TextLine } from './types';

/** A text-layer run as pdf.js gave it, before cleaning: the codes, its font and where it sits (points, y down). */
export type RawRun = { str: string; font: string; x: number; y: number; width: number; height: number };

const runsOfPage = new WeakMap<DocumentPage, RawRun[]>();

/** Keeps a page's raw runs beside it (not stored with it) for the cipher. */
export function keepRawRuns(page: DocumentPage, runs: RawRun[]): void {
  if (runs.length > 0) runsOfPage.set(page, runs);
}

export function rawRunsOf(page: DocumentPage): RawRun[] | undefined {
  return runsOfPage.get(page);
}

/** Distinct codes of a page's runs: the page that teaches most is OCR'd first. */
export function distinctCodes(page: DocumentPage): number {
  const codes = new Set<string>();
  for (const run of runsOfPage.get(page) ?? []) for (const c of run.str) codes.add(`${run.font}\u0001${c}`);
  return codes.size;
}

/** A code's winner must hold this share of its votes. */
const MIN_SHARE = 0.6;

type Word = { str: string; x: number; y: number; width: number; height: number };

export class FontCipher {
  private readonly votes = new Map<string, Map<string, Map<string, number>>>();
  private resolved: Map<string, Map<string, { char: string; share: number }>> | null = null;

  get empty(): boolean {
    return this.votes.size === 0;
  }

  /** Learns from a page's raw runs and the lines OCR read on the same page. */
  learn(runs: RawRun[] | undefined, ocrLines: TextLine[]): void {
    if (!runs || runs.length === 0) return;
    const words: Word[] = ocrLines.flatMap((l) => l.items.map((it) => ({ str: it.str, x: it.x, y: it.y, width: it.width, height: it.height ?? 0 })));
    const pairs = runs.filter((r) => r.str.trim() !== '').map((run) => ({ run, words: wordsOver(run, words) }));
    // First whole runs whose length agrees (a space is one code); then, with the space codes known,
    // word by word, for runs whose gaps OCR read as one space where the text layer has several.
    for (const { run, words: over } of pairs) {
      this.voteAlong(run.font, run.str, over.map((w) => w.str).join(' '));
    }
    this.resolved = null;
    for (const { run, words: over } of pairs) {
      const spaces = this.spaceCodes(run.font);
      if (spaces.size === 0) continue;
      const parts = splitOn(run.str, spaces);
      if (parts.length !== over.length || [...over.map((w) => w.str).join(' ')].length === [...run.str].length) continue;
      parts.forEach((part, k) => {
        this.voteAlong(run.font, part, (over[k] as Word).str);
      });
    }
    this.resolved = null;
  }

  /**
   * The page decoded from its own text layer, or null when a code has no clear winner or the decoded
   * text is still not language (the page is then OCR'd).
   */
  decode(page: DocumentPage): DocumentPage | null {
    const runs = runsOfPage.get(page);
    if (!runs || this.votes.size === 0) return null;
    const table = this.table();
    const items = [];
    for (const run of runs) {
      const codes = table.get(run.font);
      // A font that read as itself everywhere it was learned keeps its real characters unlearned.
      const honest = !codes || [...codes].every(([code, v]) => code === v.char);
      let str = '';
      let share = 1;
      for (const c of run.str) {
        const got = codes?.get(c);
        if (got) {
          str += got.char;
          share = Math.min(share, got.share);
        } else if (/\s/.test(c) || (honest && !NO_CHARACTER.test(c))) str += c;
        else return null;
      }
      items.push({ str, x: run.x, y: run.y, width: run.width, height: run.height, confidence: Math.round(share * 100) / 100, source: 'text' as const });
    }
    const decoded = pageFromLines(page.pageNumber, groupIntoLines(items), true);
    return isNotLanguage(decoded.text) ? null : decoded;
  }

  /** Each code of `codes` votes for the character read at its place, when the two are as long. */
  private voteAlong(font: string, codes: string, read: string): void {
    const from = [...codes];
    const to = [...read];
    if (from.length !== to.length) return;
    from.forEach((code, i) => {
      this.vote(font, code, to[i] as string);
    });
  }

  private vote(font: string, code: string, char: string): void {
    const codes = this.votes.get(font) ?? new Map<string, Map<string, number>>();
    this.votes.set(font, codes);
    const chars = codes.get(code) ?? new Map<string, number>();
    codes.set(code, chars);
    chars.set(char, (chars.get(char) ?? 0) + 1);
  }

  private table(): Map<string, Map<string, { char: string; share: number }>> {
    if (this.resolved) return this.resolved;
    const out = new Map<string, Map<string, { char: string; share: number }>>();
    for (const [font, codes] of this.votes) {
      const won = new Map<string, { char: string; share: number }>();
      for (const [code, chars] of codes) {
        let total = 0;
        let best: [string, number] = ['', 0];
        for (const [char, n] of chars) {
          total += n;
          if (n > best[1]) best = [char, n];
        }
        if (best[1] / total >= MIN_SHARE) won.set(code, { char: best[0], share: best[1] / total });
      }
      out.set(font, won);
    }
    this.resolved = out;
    return out;
  }

  private spaceCodes(font: string): Set<string> {
    const codes = this.table().get(font);
    return new Set([...(codes ?? [])].filter(([, v]) => v.char === ' ').map(([code]) => code));
  }
}

/** Codes that are no character: control, private use (cipher-runs.ts) and the replacement character. */
const NO_CHARACTER = /[\p{Cc}\p{Co}\ufffd]/u;

/** The words OCR read over a run: on its line (half their heights overlap) and centred within its width. */
function wordsOver(run: RawRun, words: Word[]): Word[] {
  const tolerance = run.height * 0.5;
  return words
    .filter((w) => {
      const overlap = Math.min(run.y + run.height, w.y + w.height) - Math.max(run.y, w.y);
      const middle = w.x + w.width / 2;
      return overlap >= Math.min(run.height, w.height) * 0.5 && middle >= run.x - tolerance && middle <= run.x + run.width + tolerance;
    })
    .sort((a, b) => a.x - b.x);
}

/** The run's words: split on runs of its space codes, empty ends dropped. */
function splitOn(str: string, spaces: Set<string>): string[] {
  const parts: string[] = [];
  let current = '';
  for (const c of str) {
    if (spaces.has(c)) {
      if (current) parts.push(current);
      current = '';
    } else current += c;
  }
  if (current) parts.push(current);
  return parts;
}
