/**
 * Filled text fields of an AcroForm (ACORD forms and the like), as pdf.js' getFieldObjects gives them
 * (document.js #collectFieldObjects, annotation.js WidgetAnnotation, pdfjs-dist 5, Apache-2.0): every
 * widget of a text field, its value (V, else DV), its rectangle and its page.
 */
import { Dict, Name, type PdfObject, Ref, Unsupported } from './lexer';
import type { PdfObjects } from './objects';

export type FormFieldValue = { value: string; rect: number[]; page: number };

export type PageRefs = { dicts: Dict[]; refs: Array<Ref | null> };

export function readTextFields(form: Dict, objects: PdfObjects, pages: PageRefs): FormFieldValue[] {
  const fields = form.get('Fields');
  if (!Array.isArray(fields)) return [];
  const byName = new Map<string, FormFieldValue[]>();
  const visited = new Set<number>();
  const collect = (name: string, parentRef: Ref | null, fieldRef: PdfObject | undefined, depth: number) => {
    if (!(fieldRef instanceof Ref) || visited.has(fieldRef.num)) return;
    if (depth > 64) throw new Unsupported('form tree too deep');
    visited.add(fieldRef.num);
    const field = objects.fetch(fieldRef);
    if (!(field instanceof Dict)) return;
    const subtype = field.get('Subtype');
    if (subtype instanceof Name && subtype.name === 'Link') return;
    let full = name;
    if (field.has('T')) {
      const part = pdfString(field.get('T'));
      full = full === '' ? part : `${full}.${part}`;
    } else {
      let obj: PdfObject | undefined = field;
      for (;;) {
        obj = (obj as Dict).getRaw('Parent') ?? parentRef ?? undefined;
        if (obj instanceof Ref) {
          if (visited.has(obj.num)) break;
          obj = objects.fetch(obj);
        }
        if (!(obj instanceof Dict)) break;
        if (obj.has('T')) {
          const part = pdfString(obj.get('T'));
          full = full === '' ? part : `${full}.${part}`;
          break;
        }
      }
    }
    const list = byName.get(full) ?? [];
    byName.set(full, list);
    const widget = textWidget(field, fieldRef, objects, pages);
    if (widget) list.push(widget);
    const kids = field.get('Kids');
    if (Array.isArray(kids)) for (const kid of kids) collect(full, fieldRef, kid, depth + 1);
  };
  for (const ref of fields) collect('', null, ref, 0);
  // pdf.js returns the fields as an object keyed by name: integer-like names come first, ascending.
  const names = [...byName.keys()];
  const isIndex = (n: string) => /^(0|[1-9]\d*)$/.test(n) && Number(n) < 2 ** 32 - 1;
  const ordered = [...names.filter(isIndex).sort((a, b) => Number(a) - Number(b)), ...names.filter((n) => !isIndex(n))];
  return ordered.flatMap((n) => byName.get(n) ?? []);
}

function textWidget(dict: Dict, ref: Ref, objects: PdfObjects, pages: PageRefs): FormFieldValue | null {
  const subtype = dict.get('Subtype');
  if (!(subtype instanceof Name) || subtype.name !== 'Widget') return null;
  const type = inheritable(dict, 'FT');
  if (!(type instanceof Name) || type.name !== 'Tx') return null;
  const raw = inheritable(dict, 'V');
  const fallback = inheritable(dict, 'DV');
  let value = decodeValue(raw);
  if (raw === undefined && decodeValue(fallback) !== null) value = decodeValue(fallback);
  if (typeof value !== 'string') value = '';
  const r = dict.get('Rect');
  let rect = [0, 0, 0, 0];
  if (Array.isArray(r) && r.length === 4) {
    const n = r.map((x) => objects.resolve(x));
    if (n.every((x) => typeof x === 'number')) {
      const [x1, y1, x2, y2] = n as number[];
      rect = [Math.min(x1 as number, x2 as number), Math.min(y1 as number, y2 as number), Math.max(x1 as number, x2 as number), Math.max(y1 as number, y2 as number)];
    }
  }
  return { value, rect, page: pageIndex(dict, ref, pages) };
}

/** annotation.js _getPageIndex: the page its P names, else the page whose Annots list it. */
function pageIndex(dict: Dict, ref: Ref, pages: PageRefs): number {
  const p = dict.getRaw('P');
  if (p instanceof Ref) {
    const i = pages.refs.findIndex((r) => r !== null && r.num === p.num && r.gen === p.gen);
    if (i >= 0) return i;
  }
  if (dict.has('Kids')) return -1;
  for (let i = 0; i < pages.dicts.length; i++) {
    const annots = inheritable(pages.dicts[i] as Dict, 'Annots');
    if (Array.isArray(annots) && annots.some((a) => a instanceof Ref && a.num === ref.num && a.gen === ref.gen)) return i;
  }
  return -1;
}

function inheritable(dict: Dict, key: string): PdfObject | undefined {
  let node: Dict | undefined = dict;
  const seen = new Set<Dict>();
  while (node && !seen.has(node)) {
    seen.add(node);
    const v = node.get(key);
    if (v !== undefined) return v;
    const parent = node.get('Parent');
    node = parent instanceof Dict ? parent : undefined;
  }
  return undefined;
}

function decodeValue(v: PdfObject | undefined): string | string[] | null {
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string').map(pdfString);
  if (v instanceof Name) return pdfString(v.name);
  if (typeof v === 'string') return pdfString(v);
  return null;
}

/** PDFDocEncoding where it differs from Latin-1 (pdf.js PDFStringTranslateTable). */
const PDF_DOC_ENCODING = new Map<number, number>([
  [0x18, 0x2d8], [0x19, 0x2c7], [0x1a, 0x2c6], [0x1b, 0x2d9], [0x1c, 0x2dd], [0x1d, 0x2db], [0x1e, 0x2da],
  [0x1f, 0x2dc], [0x80, 0x2022], [0x81, 0x2020], [0x82, 0x2021], [0x83, 0x2026], [0x84, 0x2014],
  [0x85, 0x2013], [0x86, 0x192], [0x87, 0x2044], [0x88, 0x2039], [0x89, 0x203a], [0x8a, 0x2212],
  [0x8b, 0x2030], [0x8c, 0x201e], [0x8d, 0x201c], [0x8e, 0x201d], [0x8f, 0x2018], [0x90, 0x2019],
  [0x91, 0x201a], [0x92, 0x2122], [0x93, 0xfb01], [0x94, 0xfb02], [0x95, 0x141], [0x96, 0x152],
  [0x97, 0x160], [0x98, 0x178], [0x99, 0x17d], [0x9a, 0x131], [0x9b, 0x142], [0x9c, 0x153], [0x9d, 0x161],
  [0x9e, 0x17e], [0xa0, 0x20ac]
]);

/** pdf.js stringToPDFString: UTF-16 or UTF-8 with a byte-order mark, else PDFDocEncoding. */
export function pdfString(v: PdfObject | undefined): string {
  if (typeof v !== 'string') return '';
  let s = v;
  if (s[0] !== undefined && s[0] >= '\xEF') {
    let encoding: string | null = null;
    if (s[0] === '\xFE' && s[1] === '\xFF') {
      encoding = 'utf-16be';
      if (s.length % 2 === 1) s = s.slice(0, -1);
    } else if (s[0] === '\xFF' && s[1] === '\xFE') {
      encoding = 'utf-16le';
      if (s.length % 2 === 1) s = s.slice(0, -1);
    } else if (s[0] === '\xEF' && s[1] === '\xBB' && s[2] === '\xBF') {
      encoding = 'utf-8';
    }
    if (encoding) {
      try {
        const decoded = new TextDecoder(encoding, { fatal: true }).decode(Buffer.from(s, 'latin1'));
        return stripEscapes(decoded);
      } catch {
        // Not valid in the encoding its mark names: read as PDFDocEncoding, as pdf.js does.
      }
    }
  }
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === ESC) {
      while (++i < s.length && s.charCodeAt(i) !== ESC) {}
      continue;
    }
    const mapped = PDF_DOC_ENCODING.get(c);
    out += mapped ? String.fromCharCode(mapped) : s.charAt(i);
  }
  return out;
}

const ESC = 0x1b;

/** Language escapes (ESC … ESC) dropped from decoded text, as pdf.js drops them. */
function stripEscapes(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    if (s.charCodeAt(i) !== ESC) {
      out += s[i];
      continue;
    }
    while (++i < s.length && s.charCodeAt(i) !== ESC) {}
  }
  return out;
}
