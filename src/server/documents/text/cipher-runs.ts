/**
 * The codes of a lying font map, one character each. pdf.js gives a Type 3 font without ToUnicode its
 * character codes as text, but turns the codes that are white space in Unicode (9–13, 32, 160) into
 * gaps and drops 173: in a font whose glyphs are numbered from 0, five digits or letters vanish. So
 * the file is read a second time with every such font given a ToUnicode map of its codes onto the
 * private-use area (U+E000 + code): each code comes out as its own character, where it is drawn, for
 * the cipher to decode (font-cipher.ts). The file's bytes are not changed; the copy lives only here.
 */
import { PDFDict, PDFDocument, PDFName, ParseSpeeds } from 'pdf-lib';
import { keepRawRuns, rawRunsOf } from './font-cipher';
import { openPdf, readPdfText } from './pdf';
import type { DocumentPage } from './types';

/** Every code of a simple font onto U+E000 + code. */
const PRIVATE_USE_CMAP = [
  '/CIDInit /ProcSet findresource begin',
  '12 dict begin begincmap',
  '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
  '/CMapName /Adobe-Identity-UCS def /CMapType 2 def',
  '1 begincodespacerange <00> <FF> endcodespacerange',
  '1 beginbfrange <00> <FF> <E000> endbfrange',
  'endcmap CMapName currentdict /CMap defineresource pop end end',
].join('\n');

/**
 * Gives `pages` (whose text layer is not language: their raw runs are kept) the runs read from a copy
 * of the file whose Type 3 fonts without ToUnicode map their codes to private-use characters. Pages
 * of such fonts then keep those runs instead. Nothing changes when the file has no such font or the
 * copy cannot be made (the runs pdf.js gave stay).
 */
export async function privateUseRuns(bytes: Buffer, pages: DocumentPage[]): Promise<void> {
  if (pages.length === 0) return;
  let copy: Uint8Array;
  try {
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
    let patched = 0;
    const cmap = doc.context.register(doc.context.flateStream(PRIVATE_USE_CMAP));
    for (const [, object] of doc.context.enumerateIndirectObjects()) {
      if (!(object instanceof PDFDict)) continue;
      if (object.get(PDFName.of('Subtype')) !== PDFName.of('Type3') || object.has(PDFName.of('ToUnicode'))) continue;
      object.set(PDFName.of('ToUnicode'), cmap);
      patched++;
    }
    if (patched === 0) return;
    copy = await doc.save({ useObjectStreams: false, updateFieldAppearances: false });
  } catch {
    return;
  }
  const reread = await openPdf(Buffer.from(copy.buffer, copy.byteOffset, copy.byteLength), 'text').catch(() => null);
  if (!reread) return;
  try {
    const again = await readPdfText(reread);
    for (const page of pages) {
      const runs = rawRunsOf(again[page.pageNumber - 1] as DocumentPage);
      if (runs?.some((r) => /\p{Co}/u.test(r.str))) keepRawRuns(page, runs);
    }
  } finally {
    await reread.destroy().catch(() => undefined);
  }
}
