/**
 * .docx (mammoth, after every part is inflated once against the document budget) and .doc (word-extractor) text.
 */
import { checkZipBudget } from '../zip-budget';
import { pageFromPlainText } from './lines';
import { type DocumentPage, UnreadableDocumentError } from './types';

/**
 * Refuses archives that are not a Word document or whose parts inflate past the document budget,
 * counted by inflating them (zip-budget.ts), never from the sizes the directory declares.
 */
export function checkDocxArchive(bytes: Buffer): void {
  const { entries } = checkZipBudget(bytes);
  if (!entries.some((e) => e.name === 'word/document.xml')) throw new UnreadableDocumentError('the DOCX file has no document body');
}

export async function readDocxText(bytes: Buffer): Promise<DocumentPage[]> {
  checkDocxArchive(bytes);
  const mammoth = await import('mammoth');
  try {
    // convertToHtml, like extractRawText, never follows external relationships (no network, no file reads);
    // its tables keep their rows, which the raw text flattens into a run of labels and a run of values.
    const { value } = await mammoth.convertToHtml({ buffer: bytes });
    return [pageFromPlainText(1, htmlToLines(value))];
  } catch {
    throw new UnreadableDocumentError('the DOCX file is damaged and cannot be read');
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };
const decode = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '').replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)));
/** A block's paragraphs as text lines (tags dropped, runs of white space as one). */
const paragraphs = (html: string): string[] =>
  html
    .split(/<\/(?:p|h\d|li)>|<br\s*\/?>/)
    .map((p) =>
      decode(p.replace(/<[^>]+>/g, ' '))
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);

/**
 * mammoth's HTML as plain lines. A table row is printed as its cells side by side, each column padded
 * to the table's widest cell so a column keeps its x from row to row; a cell of several paragraphs
 * runs down over as many lines. The extractor then reads the table as a form: "Insured:" with its value
 * under it, a block of name, street and city under its heading.
 */
export function htmlToLines(html: string): string {
  const out: string[] = [];
  let rest = html;
  for (let m = rest.match(/<table[^>]*>([\s\S]*?)<\/table>/); m; m = rest.match(/<table[^>]*>([\s\S]*?)<\/table>/)) {
    out.push(...paragraphs(rest.slice(0, m.index)));
    out.push(...tableLines(m[1] ?? ''));
    rest = rest.slice((m.index ?? 0) + m[0].length);
  }
  out.push(...paragraphs(rest));
  return out.join('\n');
}

function tableLines(table: string): string[] {
  const rows = [...table.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((r) =>
    [...(r[1] ?? '').matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((c) => paragraphs(c[1] ?? '')),
  );
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, ...cell.map((p) => p.length));
    });
  }
  const lines: string[] = [];
  for (const row of rows) {
    const height = Math.max(0, ...row.map((cell) => cell.length));
    for (let k = 0; k < height; k++) {
      lines.push(
        row
          .map((cell, i) => (cell[k] ?? '').padEnd((widths[i] ?? 0) + 4))
          .join('')
          .trimEnd(),
      );
    }
  }
  return lines;
}

export async function readDocText(bytes: Buffer): Promise<DocumentPage[]> {
  const { default: WordExtractor } = await import('word-extractor');
  try {
    const doc = await new WordExtractor().extract(bytes);
    return [pageFromPlainText(1, [doc.getHeaders({ includeFooters: false }), doc.getBody()].join('\n'))];
  } catch {
    throw new UnreadableDocumentError('the Word document is damaged and cannot be read');
  }
}
