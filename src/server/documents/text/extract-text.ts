/**
 * text stage: bytes → pages of positioned lines. PDF text layer (pdf.js); pages without one are
 * rendered and OCR'd; images OCR'd only when they look like a document; DOCX/DOC text; BMS XML as
 * readable lines (its fields are read exactly elsewhere).
 */
import { type SniffedType, sniffFile } from '../../../shared/file-sniff';
import { decodeHeic, imageStats, looksLikeDocument } from './image';
import { prepareForOcr } from './ocr-image';
import { pageFromLines, pageFromPlainText } from './lines';
import { openPdf, readPdfText } from './pdf';
import { privateUseRuns } from './cipher-runs';
import { rawRunsOf } from './font-cipher';
import { type FurtherPages, furtherPages, ocrPlan } from './ocr-plan';
import { type OcrRunOptions, startOcrRun } from './ocr-run';
import { checkPdfBudget } from './pdf-budget';
import { type DocumentPage, type DocumentText, UnreadableDocumentError } from './types';
import { readDocText, readDocxText } from './word';

/**
 * `fileType`: the kind the caller sniffed already (not sniffed again).
 * `onPageError`: a page that could not be read or OCR'd (the rest of the file still is); for the pipeline's log.
 * `maxOcrPages`: pages without a text layer (scans) OCR'd at most; pages whose text layer lies are not counted.
 * `ocrBudgetMs`: the time OCR of one file may take, further pages included; pages it leaves are named in `unreadPages`.
 * `furtherPages`: a reader's pages to OCR once the planned ones are read (ocr-plan.ts), for the pipeline to pass.
 */
export type ExtractTextOptions = OcrRunOptions & {
  fileName?: string;
  ocr?: boolean;
  maxOcrPages?: number;
  furtherPages?: FurtherPages;
  /** Told how long each part took (`text-layer`, `ocr`, `ocr-further`), for the stage trace of `npm run analyze`. */
  onStageTime?: (stage: 'text-layer' | 'ocr' | 'ocr-further', ms: number) => void;
  fileType?: SniffedType;
};

/** Scanned PDFs past this many pages are OCR'd only this far: the facts sit on the first pages. */
const DEFAULT_MAX_OCR_PAGES = 4;

export async function extractDocumentText(bytes: Buffer, opts: ExtractTextOptions = {}): Promise<DocumentText> {
  const sniffed = opts.fileType ? { type: opts.fileType } : sniffFile(bytes, opts.fileName);
  if ('refused' in sniffed) throw new UnreadableDocumentError(sniffed.refused);
  const fileType = sniffed.type;
  const ocr = opts.ocr !== false;
  switch (fileType) {
    case 'pdf': {
      const { pages, unreadPages } = await readPdf(bytes, ocr, opts);
      return unreadPages.length > 0 ? { fileType, pages, unreadPages } : { fileType, pages };
    }
    case 'docx':
      return { fileType, pages: await readDocxText(bytes) };
    case 'doc':
      return { fileType, pages: await readDocText(bytes) };
    case 'bms-xml':
      return { fileType, pages: [pageFromPlainText(1, bmsToText(bytes))] };
    default:
      return { fileType, pages: await readImage(bytes, fileType, ocr) };
  }
}

/**
 * The file is first held to the document budget (pdf-budget.ts: its streams decoded with a cap, its
 * objects and pages counted), then pdf.js reads every page's text layer; pages with no text, a text
 * layer that is not language (language.ts) or one that lost what the page draws (drawn-check.ts) are
 * drawn and OCR'd, within the OCR time budget; pages of a lying font map, once one of them is OCR'd,
 * are decoded by the cipher it taught where they can be (font-cipher.ts, cipher-runs.ts). Then, within
 * the same budget, the unread pages a reader asks for once it sees what was read (ocr-plan.ts).
 */
async function readPdf(bytes: Buffer, ocr: boolean, opts: ExtractTextOptions): Promise<{ pages: DocumentPage[]; unreadPages: number[] }> {
  opts.signal?.throwIfAborted();
  checkPdfBudget(bytes);
  const started = performance.now();
  const doc = await openPdf(bytes, 'text');
  try {
    const pages = await readPdfText(doc, opts.signal, opts.onPageError);
    const plan = ocr ? ocrPlan(pages, opts.maxOcrPages ?? DEFAULT_MAX_OCR_PAGES) : [];
    const read = performance.now();
    opts.onStageTime?.('text-layer', read - started);
    // Two pages or more of a lying font map: the cipher's runs, every code its own character.
    const lying = plan.filter((p) => rawRunsOf(p));
    if (lying.length >= 2) await privateUseRuns(bytes, lying);
    if (plan.length === 0) return { pages, unreadPages: [] };
    const run = startOcrRun(bytes, doc, pages, opts);
    try {
      await run.read(plan);
      const planned = performance.now();
      opts.onStageTime?.('ocr', planned - read);
      const further = furtherPages(pages, opts.furtherPages);
      if (further.length > 0) {
        await run.read(further, true);
        opts.onStageTime?.('ocr-further', performance.now() - planned);
      }
      return { pages, unreadPages: run.unread() };
    } finally {
      await run.close();
    }
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}

async function readImage(bytes: Buffer, type: SniffedType, ocr: boolean): Promise<DocumentPage[]> {
  const decoded = type === 'heic' ? await decodeHeic(bytes) : bytes;
  const stats = await imageStats(decoded);
  if (!ocr || !looksLikeDocument(stats)) return [pageFromLines(1, [], false)];
  const prepared = await prepareForOcr(decoded);
  const { ocrImage } = await import('./ocr');
  const result = await ocrImage(prepared.image, prepared.toPoints);
  return [pageFromLines(1, result.lines, true)];
}

/** BMS XML as "Tag: value" lines so extractedText shows something a person can read. */
function bmsToText(bytes: Buffer): string {
  const xml = bytes.toString('utf8');
  const out: string[] = [];
  const re = /<(?:\w+:)?(\w+)(?:\s[^>]*)?>([^<]+)<\/(?:\w+:)?\1>/g;
  for (let m = re.exec(xml); m && out.length < 5000; m = re.exec(xml)) {
    const value = (m[2] ?? '').trim();
    if (value) out.push(`${m[1]}: ${value}`);
  }
  return out.join('\n');
}

export function isUnreadable(err: unknown): err is UnreadableDocumentError {
  return err instanceof UnreadableDocumentError;
}
