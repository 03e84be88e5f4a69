/**
 * One file through sniff → text → classify → extract. Pure (no I/O besides the bytes); runs inside
 * the worker pool. Files of an accepted type that cannot be read come back as "other, not analyzed".
 */
import { createHash } from 'node:crypto';
import type { FailureCode } from '../../shared/analysis-failures';
import type { DocumentKind } from '../../shared/categories';
import type { ContentNames } from '../../shared/content';
import type { Valuation } from '../../shared/contracts/valuation';
import { moneyText } from '../../shared/read-values';
import { parseBmsEstimate } from './bms';
import { ANALYSED_LINE_ELEMENTS } from './bms-line-cap';
import { failureCodeOf } from './failure';
import { logPipelineError } from './pipeline-log';
import { type ClassifyOptions, classifyText } from './classify/classify';
import type { FieldName } from './extract/labels';
import { assignmentOfBenefits, type ExtractedFields, extractFields, type FieldValue } from './extract/fields';
import { normalizePersonName } from './extract/normalize';
import { readValuation } from './extract/valuation/read-valuation';
import { scannedComparablePages } from './extract/valuation/scanned-comparables';
import { applyValuationFields } from './extract/valuation/valuation-fields';
import { IMAGE_TYPES, type SniffedFile, type SniffedType, sniffFile } from '../../shared/file-sniff';
import { extractDocumentText } from './text/extract-text';
import { decodeHeic, imageStats, looksLikeDocument } from './text/image';
import { type DocumentText, UnreadableDocumentError } from './text/types';

export type FileAnalysis = {
  sha256: string;
  fileType: SniffedType | null;
  kind: DocumentKind;
  confidence: number;
  analyzed: boolean;
  /** Why the file was not analyzed (encrypted, damaged, refused type). */
  note: string | null;
  /** The same as a stable code (shared/analysis-failures.ts) when a failure stopped it; absent otherwise. */
  failure?: FailureCode;
  refused: boolean;
  fields: ExtractedFields;
  text: string;
  pages: number;
  ocrPages: number;
  /** Pages to OCR (a lying text layer, a scan) that the OCR time budget left unread, in page order; absent when none. */
  unreadPages?: number[];
  /** With `trace`: each stage and its milliseconds, in the order they ran (`npm run analyze`). */
  trace?: StageTime[];
  /** The report read as structure, when the document is a total-loss valuation (extract/valuation). */
  valuation?: Valuation | null;
  /**
   * The positioned layout the analysis read (words with boxes, font height, confidence, source),
   * for every later reader: null when no text was read (a photo, a refused or unreadable file, BMS
   * XML, which is read exactly from its elements). Stored beside the analysis, not in it.
   */
  layout?: DocumentText | null;
};

/**
 * `content`: the server's loaded content (server/content.ts): whose letters are the firm's own, which insurer it faces.
 * `file`: the bytes' SHA-256 and sniffed kind when the caller knows them (the upload path computed
 * both as the file arrived): neither is computed again.
 * `layout`: the file's stored layout: the file is not read again, only classified and its fields read.
 */
export type AnalyzeOptions = {
  ocr?: boolean;
  /** Time each stage into the result's `trace` (operators' and developers' runs; uploads do not). */
  trace?: boolean;
  /** The time the whole analysis may take (the pool's limit): OCR takes half of it at most. */
  timeLimitMs?: number;
  signal?: AbortSignal;
  kindOverride?: DocumentKind | null;
  content?: ContentNames;
  file?: SniffedFile;
  layout?: DocumentText;
};

/**
 * Scanned pages OCR'd per file: the one reading every reader shares, estimate lines included, so it
 * reads as far as an estimate runs (the estimate reader OCR'd 12 pages before it shared this). Pages
 * whose text layer lies are all OCR'd, within the budget below.
 */
export const LAYOUT_MAX_OCR_PAGES = 12;
/**
 * The time OCR of one file may take: well inside the pool's time limit (DOCUMENT_TIMEOUT_MS, a minute by
 * default), so that a long garbled report is answered with the pages read rather than not at all.
 */
export const LAYOUT_OCR_BUDGET_MS = 30_000;

export type StageTime = { stage: string; ms: number };

/** A stage trace: `time` runs a stage and notes its milliseconds; without tracing it only runs it. */
function stageClock(on: boolean | undefined) {
  const trace: StageTime[] = [];
  const note = (stage: string, ms: number) => {
    if (on) trace.push({ stage, ms: Math.round(ms) });
  };
  const time = async <T>(stage: string, run: () => Promise<T> | T): Promise<T> => {
    const started = performance.now();
    try {
      return await run();
    } finally {
      note(stage, performance.now() - started);
    }
  };
  return { trace: on ? trace : undefined, note, time };
}

export async function analyzeFile(bytes: Buffer, opts: AnalyzeOptions = {}): Promise<FileAnalysis> {
  const clock = stageClock(opts.trace);
  const result = await analyzeTimed(bytes, opts, clock);
  return clock.trace ? { ...result, trace: clock.trace } : result;
}

async function analyzeTimed(bytes: Buffer, opts: AnalyzeOptions, clock: ReturnType<typeof stageClock>): Promise<FileAnalysis> {
  const sha256 = opts.file?.sha256 ?? createHash('sha256').update(bytes).digest('hex');
  const base = { sha256, fields: {}, text: '', pages: 0, ocrPages: 0, note: null, refused: false, layout: null };
  const context = { firmName: opts.content?.firmName, insurerName: opts.content?.insurerName };
  if (opts.layout) {
    const read = await clock.time('read', () => analyzeText(opts.layout as DocumentText, opts.kindOverride ?? null, context));
    return { ...base, fileType: opts.layout.fileType, ...read, layout: opts.layout };
  }
  const sniffed = opts.file ? { type: opts.file.kind } : sniffFile(bytes);
  if ('refused' in sniffed) return { ...base, fileType: null, kind: 'other', confidence: 1, analyzed: false, refused: true, note: sniffed.refused };
  const fileType = sniffed.type;
  try {
    if (fileType === 'bms-xml') return { ...base, ...analyzeBms(bytes), fileType };
    if (IMAGE_TYPES.has(fileType)) {
      const photo = await classifyImage(bytes, fileType);
      if (photo) return { ...base, fileType, kind: 'photo', confidence: photo, analyzed: true };
    }
    const text = await clock.time('text', () =>
      extractDocumentText(bytes, {
        ocr: opts.ocr,
        signal: opts.signal,
        maxOcrPages: LAYOUT_MAX_OCR_PAGES,
        ocrBudgetMs: Math.min(LAYOUT_OCR_BUDGET_MS, (opts.timeLimitMs ?? Number.POSITIVE_INFINITY) / 2),
        fileType,
        onPageError: (stage, err) => logPipelineError(sha256, stage, err, stage === 'ocr' ? 'ocr.failed' : 'pdf.malformed'),
        onStageTime: clock.note,
        // A scanned valuation's comparables, where its index puts them, are OCR'd by the text stage into the layout.
        furtherPages: scannedComparablePages,
      }),
    );
    const read = await clock.time('read', () => analyzeText(text, opts.kindOverride ?? null, context));
    return { ...base, fileType, ...read, layout: text };
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    const failure = failureCodeOf(err);
    logPipelineError(sha256, 'analyze', err);
    if (err instanceof UnreadableDocumentError) return { ...base, fileType, kind: 'other', confidence: 1, analyzed: false, note: err.reason, failure };
    return { ...base, fileType, kind: 'other', confidence: 1, analyzed: false, note: 'the file could not be read', failure };
  }
}

/**
 * An image is a photo unless its statistics look like paper with print. Confidence grows with the
 * distance from the decision boundary. Returns null when the image should be OCR'd as a document.
 */
async function classifyImage(bytes: Buffer, type: SniffedType): Promise<number | null> {
  const decoded = type === 'heic' ? await decodeHeic(bytes) : bytes;
  const s = await imageStats(decoded);
  if (looksLikeDocument(s)) return null;
  const paperMargin = Math.max(0, 0.45 - s.paper) / 0.45;
  const satMargin = Math.max(0, s.saturation - 0.25) / 0.25;
  return Math.round(Math.min(0.99, 0.9 + 0.09 * Math.max(paperMargin, satMargin, s.edges < 0.02 ? 1 : 0)) * 100) / 100;
}

export function analyzeText(
  text: DocumentText,
  kindOverride: DocumentKind | null = null,
  opts: ClassifyOptions = {},
): Omit<FileAnalysis, 'sha256' | 'fileType' | 'refused' | 'note'> & { note: string | null } {
  const joined = text.pages.map((p) => p.text).join('\n\n');
  const ocrPages = text.pages.filter((p) => p.ocr).length;
  const isImage = IMAGE_TYPES.has(text.fileType);
  const words = (joined.match(/[A-Za-z]{3,}/g) ?? []).length;
  if (isImage && words < 15) {
    // Looked like paper but holds no readable text: a photo of something pale (a white car door).
    return { kind: 'photo', confidence: 0.7, analyzed: true, fields: {}, text: joined, pages: text.pages.length, ocrPages, note: null };
  }
  const cls = classifyText(text, opts);
  // The user's own sorting (analyze-documents categories) decides whose contact details a letterhead holds.
  // An assignment of benefits to a repair shop, wherever it is filed, is the insured's paper: no
  // letterhead or appraiser of its own. No assignment carries an estimate; its date is the signing.
  const assignment = assignmentOfBenefits(text);
  const readAs = (kind: DocumentKind): DocumentKind => (assignment === 'shop' && kind !== 'photo' ? 'other' : kind);
  const role = readAs(kindOverride && kindOverride !== 'photo' ? kindOverride : cls.kind);
  const own = readAs(cls.kind);
  const fields = role === 'photo' ? {} : extractFields(text, role);
  if (role !== own && own !== 'photo') {
    // Filed by the user under another step: what the document itself says about the appraiser, the
    // shop and the vehicle (read as the kind it is) is kept beside what the user's filing implies.
    for (const [field, value] of Object.entries(extractFields(text, own)) as Array<[FieldName, FieldValue]>) fields[field] ??= value;
  }
  if (assignment) for (const field of ['estimateDate', 'estimateAmount'] as const) delete fields[field];
  // A valuation report's own vehicle and money chain decide its vehicle and totals.
  const valuation = role === 'photo' ? null : readValuation(text);
  if (valuation) applyValuationFields(fields, valuation);
  return {
    kind: cls.kind,
    confidence: cls.confidence,
    analyzed: true,
    fields,
    text: joined,
    pages: text.pages.length,
    ocrPages,
    note: null,
    ...(text.unreadPages?.length ? { unreadPages: text.unreadPages } : {}),
    ...(valuation ? { valuation } : {}),
  };
}

/**
 * CIECA BMS: fields read exactly from the elements; written by the repair facility unless an
 * insurer's estimator. Only the first lines are read (the summary shows 200): an estimate of
 * thousands of lines is not parsed whole here, and its note says so.
 */
function analyzeBms(bytes: Buffer): Omit<FileAnalysis, 'sha256' | 'fileType'> {
  const est = parseBmsEstimate(bytes, null, { headElements: ANALYSED_LINE_ELEMENTS });
  const h = est.header;
  const f: ExtractedFields = {};
  const set = (field: FieldName, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && String(value).trim() !== '') f[field] = { value: String(value), confidence: 0.99, page: 1 };
  };
  set('claimNumber', h.claimNumber);
  set('policyNumber', h.policyNumber);
  set('insuredName', normalizePersonName(h.insuredName ?? h.ownerName ?? '') ?? undefined);
  set('dateOfLoss', h.dateOfLoss);
  set('vehicleVin', h.vehicle.vin);
  set('vehicleYear', h.vehicle.year);
  set('vehicleMake', h.vehicle.make);
  set('vehicleModel', h.vehicle.model);
  set('vehicleTrim', h.vehicle.trim);
  set('mileage', h.vehicle.mileage);
  set('repairShopName', h.repairFacility);
  set('lossDescription', h.lossDescription);
  set('damageArea', h.lossDescription);
  const money = (n: number | null | undefined) => (n == null ? null : moneyText(Math.round(n * 100)));
  set('grossTotal', money(est.totals.gross));
  set('netTotal', money(est.totals.net));
  set('estimateAmount', money(est.totals.gross));
  set('deductible', h.deductible ? money(h.deductible) : null);
  const kind: DocumentKind = h.repairFacility ? 'shop_estimate' : h.insuranceCompany ? 'carrier_estimate' : 'shop_estimate';
  const text = [
    `CIECA BMS estimate (${h.application ?? 'estimating system'})`,
    ...Object.entries(f).map(([k, v]) => `${k}: ${v?.value}`),
    ...est.lines.slice(0, 200).map((l) => `${l.lineNumber} ${l.operation ?? ''} ${l.description} ${l.price ?? ''}`),
  ].join('\n');
  const note = est.cut
    ? `This estimate has more than ${ANALYSED_LINE_ELEMENTS.toLocaleString('en-US')} line entries: its header, totals and first lines were read.`
    : null;
  return { kind, confidence: 0.9, analyzed: true, fields: f, text, pages: 1, ocrPages: 0, note, refused: false };
}
