/**
 * PDFs whose page draws right while its text layer lies, built by the tests and the bench (never read
 * from a corpus): pdf-lib writes the raw operators. One construct each, as real reports print them:
 * - a Type 3 font with a custom /Encoding /Differences, no ToUnicode and glyph code <00>: pdf.js gives
 *   control characters (numeric glyph names) or real text with NULs in it (standard names but one);
 * - text through a flipped matrix with negative horizontal scaling and a negative font size, in a
 *   standard font that is not embedded: pdf.js' text content drops characters.
 */
import { PDFDocument, PDFName, type PDFRef, StandardFonts } from 'pdf-lib';

/** A string as a PDF literal's contents: its brackets and backslashes escaped. */
const escapePdf = (s: string) => s.replace(/[()\\]/g, (m) => `\\${m}`);

/** Glyph names of the characters the fixtures print; anything else gets a made-up name. */
const GLYPH_NAMES: Record<string, string> = {
  ' ': 'space',
  '.': 'period',
  ',': 'comma',
  ':': 'colon',
  $: 'dollar',
  '-': 'hyphen',
  '/': 'slash',
  '=': 'equal',
  '|': 'bar',
  '#': 'numbersign',
  '(': 'parenleft',
  ')': 'parenright',
  ...Object.fromEntries(['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'].map((n, i) => [String(i), n])),
};
const standardName = (c: string) => (/^[A-Za-z]$/.test(c) ? c : (GLYPH_NAMES[c] ?? `uni${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`));

export type Type3Options = {
  /**
   * `numeric`: every glyph named g0, g1… (no Unicode behind any): the text layer is control characters.
   * `standard`: glyphs carry their standard names, but `nulChar` is code <00> named g0: real text with NULs.
   */
  names: 'numeric' | 'standard';
  /** With `standard`: the character drawn by code <00>. */
  nulChar?: string;
  /** Points; 14 by default. */
  fontSize?: number;
};

/**
 * Pages of lines drawn with one Type 3 font whose glyph procedures draw Helvetica letters: the page
 * shows the words, the text layer does not hold them.
 */
export async function type3Pdf(pages: string[][], opts: Type3Options): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const helvetica = await doc.embedFont(StandardFonts.Helvetica);
  const ctx = doc.context;
  const inner = ctx.register(ctx.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' }));
  const used = [...new Set(pages.flat().join(''))].sort();
  // Code <00> first: the NUL character, or (numeric names) whichever character sorts first.
  const nul = opts.names === 'standard' ? (opts.nulChar ?? ' ') : used[0];
  const chars = [...(nul !== undefined ? [nul] : []), ...used.filter((c) => c !== nul)];
  const procs: Record<string, PDFRef> = {};
  const differences: Array<number | PDFName> = [0];
  const widths: number[] = [];
  chars.forEach((c, code) => {
    const name = opts.names === 'numeric' || code === 0 ? `g${code}` : standardName(c);
    const width = Math.round(helvetica.widthOfTextAtSize(c, 1000));
    const escaped = c.replace(/[()\\]/g, (m) => `\\${m}`);
    procs[name] = ctx.register(ctx.stream(`${width} 0 d0 BT /H 1000 Tf 0 0 Td (${escaped}) Tj ET`));
    differences.push(PDFName.of(name));
    widths.push(width);
  });
  const font = ctx.register(
    ctx.obj({
      Type: 'Font',
      Subtype: 'Type3',
      FontBBox: [0, -250, 1000, 1000],
      FontMatrix: [0.001, 0, 0, 0.001, 0, 0],
      CharProcs: ctx.obj(procs),
      Encoding: ctx.obj({ Type: 'Encoding', Differences: differences }),
      FirstChar: 0,
      LastChar: chars.length - 1,
      Widths: widths,
      Resources: ctx.obj({ Font: ctx.obj({ H: inner }) }),
    }),
  );
  const size = opts.fontSize ?? 14;
  const hex = (line: string) => [...line].map((c) => chars.indexOf(c).toString(16).padStart(2, '0')).join('');
  for (const lines of pages) {
    const ops = lines.map((line, k) => `BT /T3 ${size} Tf 54 ${740 - k * size * 1.8} Td <${hex(line)}> Tj ET`).join('\n');
    addRawPage(doc, ops, { T3: font });
  }
  return Buffer.from(await doc.save());
}

/**
 * One page of lines drawn as some report printers do: the page flipped (`0.05 0 0 -0.05 0 792 cm`),
 * then each line at `-fontSize*20` with `-100 Tz`, in Helvetica that is named, not embedded. The two
 * negatives and the flip cancel out: the page reads normally.
 */
export async function mirroredTextPdf(lines: string[], opts: { fontSize?: number; top?: number } = {}): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const ctx = doc.context;
  const helvetica = ctx.register(ctx.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' }));
  const size = (opts.fontSize ?? 12) * 20;
  const top = (opts.top ?? 90) * 20;
  const ops = [
    'q 0.05 0 0 -0.05 0 792 cm',
    ...lines.map((line, k) => `BT /F1 -${size} Tf -100 Tz 1 0 0 1 1080 ${top + k * size * 2.2} Tm (${escapePdf(line)}) Tj ET`),
    'Q',
  ].join('\n');
  addRawPage(doc, ops, { F1: helvetica });
  return Buffer.from(await doc.save());
}

/**
 * One page of a form drawn the way some form printers do (an ACORD loss notice): the page scaled down
 * (`0.12 0 0 0.12 0 0 cm`) and each word in its own BT block at 50-unit type. Nothing is lost, but pdf.js
 * joins two words of a line with a space as wide as their gap before the scaling: many ems wide, running
 * over the next word, the sign a mirrored page gives too. `rows`: each row's words with their x in points.
 */
export async function scaledFormPdf(rows: Array<Array<[x: number, word: string]>>): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const ctx = doc.context;
  const helvetica = ctx.register(ctx.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' }));
  const scale = 0.12;
  const words = rows.flatMap((row, k) =>
    row.map(([x, word]) => `BT /F1 50 Tf ${(x / scale).toFixed(2)} ${((740 - k * 14) / scale).toFixed(2)} Td (${escapePdf(word)}) Tj ET`),
  );
  addRawPage(doc, [`q ${scale} 0 0 ${scale} 0 0 cm`, ...words, 'Q'].join('\n'), { F1: helvetica });
  return Buffer.from(await doc.save());
}

function addRawPage(doc: PDFDocument, operators: string, fonts: Record<string, PDFRef>): void {
  const ctx = doc.context;
  const page = doc.addPage([612, 792]);
  page.node.set(PDFName.of('Contents'), ctx.register(ctx.stream(operators)));
  page.node.set(PDFName.of('Resources'), ctx.obj({ Font: ctx.obj(fonts) }));
}

/** Words a claim document prints, for pages that must read as language once OCR'd. */
export function reportPage(n: number, lines = 3): string[] {
  const rows = [
    `VALUATION REPORT PAGE ${n}`,
    `Base Vehicle Value $${12 + n},345.00`,
    'Claim Number 0123456789 Loss Date 03/14/2025',
    'Settlement Value $11,845.67 Deductible $500.00',
    'Loss vehicle 2019 Honda Accord EX 4D Sedan',
    'Odometer 48,210 miles Condition Good',
    'Comparable vehicle dealer price adjusted value',
  ];
  return Array.from({ length: lines }, (_, i) => rows[i % rows.length] as string);
}
