/**
 * npm run bench:lying-text — text layers that lie, read through the server's own document pool (the
 * threads, time limit and memory limit `npm start` uses): a 23-page report drawn with a Type 3 font of
 * numeric glyph names, no ToUnicode and code <00> (its text layer is control characters: every page is
 * OCR'd or decoded by the cipher one OCR'd page teaches: text/font-cipher.ts), and a page of mirrored
 * text construction (pdf.js drops glyphs: OCR'd). `--in-thread`: the text stage alone, with how many
 * pages were OCR'd and how many decoded.
 * Prints seconds, pages OCR'd, pages the budget left unread and whether the printed words came out.
 * Target (issue 33): the 23-page report in 20 s or less on 2 cores. `--lines N`: lines a page (30).
 */
import { availableParallelism } from 'node:os';
import { extractDocumentText } from '../src/server/documents/text/extract-text';
import { mirroredTextPdf, reportPage, type3Pdf } from '../src/server/documents/text/lying-text-fixtures';
import { createDocumentPool } from '../src/server/workers/pool';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const PAGES = arg('pages', 23);
const LINES = arg('lines', 30);

const garbled = await type3Pdf(
  Array.from({ length: PAGES }, (_, i) => reportPage(i + 1, LINES)),
  { names: 'numeric', fontSize: 11 },
);
const mirrored = await mirroredTextPdf(['Loss Date: 03/14/2025', 'Base Value = $12,345.67', 'Market Value = $12,845.67', 'Settlement Value = $11,845.67']);

// The pool's own time limit (DOCUMENT_TIMEOUT_MS's default): a file past it would come back unread.
const pool = createDocumentPool({ threads: Math.min(2, availableParallelism()), timeoutMs: 60_000 });
try {
  pool.warm();
  // Warm both threads (pdf.js, the OCR engine) so the figure is a file's, not a cold start's.
  await Promise.all([pool.analyze({ bytes: await mirroredTextPdf(['warm up']) }), pool.analyze({ bytes: await mirroredTextPdf(['warm up']) })]);
  for (const [name, bytes, expectWords] of [
    [`garbled Type 3 report, ${PAGES} pages × ${LINES} lines`, garbled, ['VALUATION', 'Settlement']],
    ['mirrored text construction, 1 page', mirrored, ['Loss Date', 'Base Value = $12,345.67']],
  ] as const) {
    const started = performance.now();
    const r = await pool.analyze({ bytes });
    const s = (performance.now() - started) / 1000;
    const pagesRead = new Set(
      (r.text ?? '')
        .split('\n\n')
        .map((t, i) => (expectWords.every((w) => t.includes(w)) ? i + 1 : 0))
        .filter(Boolean),
    );
    console.log(
      `${name}: ${s.toFixed(1)} s, ${r.ocrPages}/${r.pages} pages OCR'd, unread ${JSON.stringify(r.unreadPages ?? [])}, words read on ${pagesRead.size} pages, NUL in text: ${r.text.includes('\u0000')}, failure: ${r.failure ?? 'none'}`,
    );
  }
  if (process.argv.includes('--in-thread')) {
    // The pool counts a page the cipher decoded as OCR'd (its characters are OCR's): here, how each was read.
    const started = performance.now();
    const how = { ocr: 0, cipher: 0 };
    const r = await extractDocumentText(garbled, { maxOcrPages: 4, ocrBudgetMs: 30_000, onPageRead: (_, by) => how[by]++ });
    console.log(
      `in this thread (text stage): ${((performance.now() - started) / 1000).toFixed(1)} s, ${how.ocr} pages OCR'd, ${how.cipher} decoded by the cipher, unread ${JSON.stringify(r.unreadPages ?? [])}`,
    );
  }
} finally {
  await pool.close();
}
