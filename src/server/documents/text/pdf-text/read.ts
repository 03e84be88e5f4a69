/**
 * A PDF's text layer read without pdf.js, for the files it can read exactly as pdf.js does (most text PDFs:
 * standard or embedded fonts with a named encoding or a ToUnicode map). Returns null for any other file
 * (encrypted, damaged, forms with fields, Type3 or symbolic fonts, vertical or right-to-left text…), which
 * the caller then reads with pdf.js. text/pdf.ts places the items on the page the same way for both.
 */
import { type RawTextItem, readContentText, type TextContext } from './content';
import { type FormFieldValue, type PageRefs, readTextFields } from './forms';
import { Dict, type PdfObject, Ref, Stream, Unsupported } from './lexer';
import { PdfObjects } from './objects';

export type PdfTextPage = { items: RawTextItem[]; viewportHeight: number };
export type PdfTextLayer = { numPages: number; pages: PdfTextPage[]; fields: FormFieldValue[] } | { unsupported: string };

/** Pages with their raw text items, or why the file needs pdf.js. */
export function readPdfTextLayer(bytes: Uint8Array, maxPages: number): PdfTextLayer {
  try {
    return read(bytes, maxPages);
  } catch (err) {
    // Malformed structures surface as Unsupported, or as a type or range error deep in the parse.
    if (err instanceof Unsupported || err instanceof RangeError || err instanceof TypeError) return { unsupported: err.message };
    throw err;
  }
}

function read(bytes: Uint8Array, maxPages: number): { numPages: number; pages: PdfTextPage[]; fields: FormFieldValue[] } {
  const objects = new PdfObjects(bytes);
  const catalog = objects.trailer.get('Root') as Dict;
  const tree = listPages(catalog.getRaw('Pages'), objects);
  let fields: FormFieldValue[] = [];
  const form = catalog.get('AcroForm');
  if (form instanceof Dict) {
    // XFA forms can fill values from their datasets, which pdf.js reads.
    if (form.has('XFA')) throw new Unsupported('XFA form');
    fields = readTextFields(form, objects, tree);
  }
  const ctx: TextContext = { objects, fonts: new Map(), viewBox: [], items: [] };
  const pages: PdfTextPage[] = [];
  for (const page of tree.dicts.slice(0, maxPages)) {
    const view = pageView(page);
    ctx.viewBox = view;
    ctx.items = [];
    const resources = inherited(page, 'Resources');
    readContentText(ctx, pageContent(page, objects), resources instanceof Dict ? resources : null);
    const rotate = pageRotation(page);
    const viewportHeight = rotate % 180 === 0 ? (view[3] as number) - (view[1] as number) : (view[2] as number) - (view[0] as number);
    pages.push({ items: ctx.items, viewportHeight });
  }
  return { numPages: tree.dicts.length, pages, fields };
}

/** The page tree's leaves in order; a tree whose Count disagrees with its leaves is left to pdf.js. */
function listPages(rootRef: PdfObject | undefined, objects: PdfObjects): PageRefs {
  const root = objects.resolve(rootRef);
  if (!(root instanceof Dict)) throw new Unsupported('no page tree');
  const count = root.get('Count');
  if (!Number.isInteger(count) || (count as number) < 1) throw new Unsupported('bad page count');
  const out: PageRefs = { dicts: [], refs: [] };
  const seen = new Set<Dict>();
  const walk = (node: Dict, ref: Ref | null, depth: number) => {
    if (seen.has(node) || depth > 64 || out.dicts.length > 10_000) throw new Unsupported('page tree loop');
    seen.add(node);
    const kids = node.get('Kids');
    if (!Array.isArray(kids)) {
      out.dicts.push(node);
      out.refs.push(ref);
      return;
    }
    for (const kid of kids) {
      const child = objects.resolve(kid);
      if (!(child instanceof Dict)) throw new Unsupported('bad page tree node');
      walk(child, kid instanceof Ref ? kid : null, depth + 1);
    }
  };
  walk(root, rootRef instanceof Ref ? rootRef : null, 0);
  if (out.dicts.length !== count) throw new Unsupported('page count differs from the tree');
  return out;
}

function inherited(page: Dict, key: string): PdfObject | undefined {
  let node: Dict | undefined = page;
  for (let depth = 0; node && depth < 64; depth++) {
    const v = node.get(key);
    if (v !== undefined && v !== null) return v;
    const parent = node.get('Parent');
    node = parent instanceof Dict ? parent : undefined;
  }
  return undefined;
}

/** pdf.js Page.view: the crop box within the media box, normalised; letter size when neither is valid. */
function pageView(page: Dict): number[] {
  const box = (key: string): number[] | null => {
    const raw = inherited(page, key);
    if (!Array.isArray(raw) || raw.length !== 4) return null;
    const n = raw.map((x) => page.doc?.resolve(x));
    if (!n.every((x) => typeof x === 'number')) return null;
    const [x1, y1, x2, y2] = n as number[];
    const r = [Math.min(x1 as number, x2 as number), Math.min(y1 as number, y2 as number), Math.max(x1 as number, x2 as number), Math.max(y1 as number, y2 as number)];
    return (r[2] as number) - (r[0] as number) > 0 && (r[3] as number) - (r[1] as number) > 0 ? r : null;
  };
  const media = box('MediaBox') ?? [0, 0, 612, 792];
  const crop = box('CropBox') ?? media;
  if (crop !== media && crop.some((v, i) => v !== media[i])) {
    const r = [Math.max(crop[0] as number, media[0] as number), Math.max(crop[1] as number, media[1] as number), Math.min(crop[2] as number, media[2] as number), Math.min(crop[3] as number, media[3] as number)];
    if ((r[2] as number) - (r[0] as number) > 0 && (r[3] as number) - (r[1] as number) > 0) return r;
  }
  return media;
}

/** pdf.js Page.rotate: a multiple of 90 in 0–270, else 0. */
function pageRotation(page: Dict): number {
  const r = inherited(page, 'Rotate');
  if (!Number.isInteger(r) || (r as number) % 90 !== 0) return 0;
  return (((r as number) % 360) + 360) % 360;
}

function pageContent(page: Dict, objects: PdfObjects): Uint8Array {
  const contents = page.get('Contents');
  if (contents instanceof Stream) return objects.streamBytes(contents);
  if (!Array.isArray(contents)) return new Uint8Array(0);
  const parts: Uint8Array[] = [];
  for (const c of contents) {
    const s = objects.resolve(c);
    if (!(s instanceof Stream)) throw new Unsupported('content is not a stream');
    parts.push(objects.streamBytes(s), NEWLINE);
  }
  return Buffer.concat(parts);
}
const NEWLINE = new Uint8Array([10]);
