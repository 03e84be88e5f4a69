/**
 * The text of a content stream as positioned items, by the rules of pdf.js' getTextContent
 * (evaluator.js, pdfjs-dist 5, Apache-2.0): the same glyph advances, the same joining of glyphs into
 * items, the same spaces inserted for gaps, so that downstream line grouping sees what pdf.js gives it.
 * Horizontal text only; anything else throws Unsupported and the file is read by pdf.js.
 */
import { type Glyph, loadFont, type TextFont } from './fonts';
import { Dict, EOF, Keyword, Lexer, Name, type PdfObject, Stream, Unsupported } from './lexer';
import type { PdfObjects } from './objects';

export type RawTextItem = { str: string; width: number; height: number; transform: number[]; hasEOL: boolean };

type Matrix = number[];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** pdf.js Util.transform. */
function multiply(m1: Matrix, m2: Matrix): Matrix {
  const a1 = m1[0] as number;
  const b1 = m1[1] as number;
  const c1 = m1[2] as number;
  const d1 = m1[3] as number;
  const a2 = m2[0] as number;
  const b2 = m2[1] as number;
  const c2 = m2[2] as number;
  const d2 = m2[3] as number;
  const e2 = m2[4] as number;
  const f2 = m2[5] as number;
  return [a1 * a2 + c1 * b2, b1 * a2 + d1 * b2, a1 * c2 + c1 * d2, b1 * c2 + d1 * d2, a1 * e2 + c1 * f2 + (m1[4] as number), b1 * e2 + d1 * f2 + (m1[5] as number)];
}

class TextState {
  // pdf.js starts from a Float32Array identity; its values are exact, so a plain array reads the same.
  ctm: Matrix = IDENTITY.slice();
  fontName: string | null = null;
  fontSize = 0;
  font: TextFont | null = null;
  fontMatrix: Matrix = [0.001, 0, 0, 0.001, 0, 0];
  textMatrix: Matrix = IDENTITY.slice();
  textLineMatrix: Matrix = IDENTITY.slice();
  charSpacing = 0;
  wordSpacing = 0;
  leading = 0;
  textHScale = 1;
  textRise = 0;

  translateTextMatrix(x: number, y: number): void {
    const m = this.textMatrix as number[];
    m[4] = (m[0] as number) * x + (m[2] as number) * y + (m[4] as number);
    m[5] = (m[1] as number) * x + (m[3] as number) * y + (m[5] as number);
  }
  translateTextLineMatrix(x: number, y: number): void {
    const m = this.textLineMatrix as number[];
    m[4] = (m[0] as number) * x + (m[2] as number) * y + (m[4] as number);
    m[5] = (m[1] as number) * x + (m[3] as number) * y + (m[5] as number);
  }
  carriageReturn(): void {
    this.translateTextLineMatrix(0, -this.leading);
    this.textMatrix = this.textLineMatrix.slice();
  }
  clone(): TextState {
    const c = Object.assign(Object.create(TextState.prototype), this) as TextState;
    c.textMatrix = this.textMatrix.slice();
    c.textLineMatrix = this.textLineMatrix.slice();
    c.fontMatrix = this.fontMatrix.slice();
    return c;
  }
}

class StateManager {
  private readonly stack: TextState[] = [];
  constructor(public state: TextState) {}
  save(): void {
    this.stack.push(this.state);
    this.state = this.state.clone();
  }
  restore(): void {
    const prev = this.stack.pop();
    if (prev) this.state = prev;
  }
  transform(args: number[]): void {
    this.state.ctm = multiply(this.state.ctm, args);
  }
}

/** Operators the reader acts on or must count arguments for, with pdf.js' argument counts. */
const ARGS: Record<string, number> = {
  w: 1, J: 1, j: 1, M: 1, d: 2, ri: 1, i: 1, gs: 1, q: 0, Q: 0, cm: 6, m: 2, l: 2, c: 6, v: 4, y: 4, h: 0, re: 4,
  S: 0, s: 0, f: 0, F: 0, 'f*': 0, B: 0, 'B*': 0, b: 0, 'b*': 0, n: 0, W: 0, 'W*': 0, BT: 0, ET: 0, Tc: 1, Tw: 1,
  Tz: 1, TL: 1, Tf: 2, Tr: 1, Ts: 1, Td: 2, TD: 2, Tm: 6, 'T*': 0, Tj: 1, TJ: 1, "'": 1, '"': 3, d0: 2, d1: 6,
  CS: 1, cs: 1, G: 1, g: 1, RG: 3, rg: 3, K: 4, k: 4, sh: 1, BI: 0, ID: 0, EI: 1, Do: 1, MP: 1, DP: 2, BMC: 1,
  BDC: 2, EMC: 0, BX: 0, EX: 0,
};
/** Colour operators take as many operands as the colour space has (pdf.js: variable, up to 33). */
const VARIABLE = new Set(['SC', 'SCN', 'sc', 'scn']);

const TRACKING_SPACE_FACTOR = 0.102;
const NOT_A_SPACE_FACTOR = 0.03;
const NEGATIVE_SPACE_FACTOR = -0.2;
const SPACE_IN_FLOW_MIN_FACTOR = 0.102;
const SPACE_IN_FLOW_MAX_FACTOR = 0.6;
const VERTICAL_SHIFT_RATIO = 0.25;

const NORMALIZE = /([\u00a0\u00b5\u037e\u0eb3\u2000-\u200a\u202f\u2126\ufb00-\ufb04\ufb06\ufb20-\ufb36\ufb38-\ufb3c\ufb3e\ufb40-\ufb41\ufb43-\ufb44\ufb46-\ufba1\ufba4-\ufba9\ufbae-\ufbb1\ufbd3-\ufbdc\ufbde-\ufbe7\ufbea-\ufbf8\ufbfc-\ufbfd\ufc00-\ufc5d\ufc64-\ufcf1\ufcf5-\ufd3d\ufd88\ufdf4\ufdfa-\ufdfb\ufe71\ufe77\ufe79\ufe7b\ufe7d]+)|(\ufb05+)/gu;
/** Right-to-left text is reordered by pdf.js' bidi algorithm: such files are left to pdf.js. */
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

function normalizeUnicode(s: string): string {
  return s.replace(NORMALIZE, (_, p1: string | undefined) => (p1 ? p1.normalize('NFKC') : 'ſt'));
}

export type TextContext = {
  objects: PdfObjects;
  fonts: Map<Dict, TextFont>;
  /** The page's visible box: glyphs outside it are dropped, as pdf.js drops them. */
  viewBox: number[];
  items: RawTextItem[];
};

/** Reads the text of `content` (a page's or a form XObject's) into ctx.items. */
export function readContentText(ctx: TextContext, content: Uint8Array, resources: Dict | null, state: TextState = new TextState(), seen: Set<Stream> = new Set()): void {
  const stateManager = new StateManager(state);
  const { viewBox, items, objects } = ctx;
  const item = {
    initialized: false,
    str: [] as string[],
    totalWidth: 0,
    totalHeight: 0,
    width: 0,
    height: 0,
    prevTransform: null as Matrix | null,
    prevTextRise: 0,
    textAdvanceScale: 0,
    spaceInFlowMin: 0,
    spaceInFlowMax: 0,
    trackingSpaceMin: Number.POSITIVE_INFINITY,
    negativeSpaceMax: Number.NEGATIVE_INFINITY,
    notASpace: Number.NEGATIVE_INFINITY,
    transform: null as Matrix | null,
    hasEOL: false,
  };
  const twoLastChars = [' ', ' '];
  let twoLastCharsPos = 0;
  let textState = stateManager.state;
  let currentTextState: TextState | null = null;

  const saveLastChar = (char: string) => {
    const nextPos = (twoLastCharsPos + 1) % 2;
    const ret = twoLastChars[twoLastCharsPos] !== ' ' && twoLastChars[nextPos] === ' ';
    twoLastChars[twoLastCharsPos] = char;
    twoLastCharsPos = nextPos;
    return ret;
  };
  const shouldAddWhitespace = () => twoLastChars[twoLastCharsPos] !== ' ' && twoLastChars[(twoLastCharsPos + 1) % 2] === ' ';
  const resetLastChars = () => {
    twoLastChars[0] = twoLastChars[1] = ' ';
    twoLastCharsPos = 0;
  };
  const pushWhitespace = (width: number, transform: Matrix | null) => {
    items.push({ str: ' ', width, height: 0, transform: transform ?? IDENTITY, hasEOL: false });
  };
  const getCurrentTextTransform = (): Matrix => {
    // pdf.js: Util.transform(ctm, Util.transform(textMatrix, [fontSize·hScale 0 0 fontSize 0 rise])),
    // written out with the same operations in the same order.
    const m = textState.textMatrix;
    const c = textState.ctm;
    const sx = textState.fontSize * textState.textHScale;
    const sy = textState.fontSize;
    const rise = textState.textRise;
    const t0 = (m[0] as number) * sx;
    const t1 = (m[1] as number) * sx;
    const t2 = (m[2] as number) * sy;
    const t3 = (m[3] as number) * sy;
    const t4 = (m[2] as number) * rise + (m[4] as number);
    const t5 = (m[3] as number) * rise + (m[5] as number);
    const a = c[0] as number;
    const b = c[1] as number;
    const cc = c[2] as number;
    const d = c[3] as number;
    return [a * t0 + cc * t1, b * t0 + d * t1, a * t2 + cc * t3, b * t2 + d * t3, a * t4 + cc * t5 + (c[4] as number), b * t4 + d * t5 + (c[5] as number)];
  };
  const ensureTextContentItem = () => {
    if (item.initialized) return item;
    const trm = getCurrentTextTransform();
    item.transform = trm;
    item.width = item.totalWidth = 0;
    item.height = item.totalHeight = Math.hypot(trm[2] as number, trm[3] as number);
    const scaleLineX = Math.hypot(textState.textLineMatrix[0] as number, textState.textLineMatrix[1] as number);
    const scaleCtmX = Math.hypot(textState.ctm[0] as number, textState.ctm[1] as number);
    item.textAdvanceScale = scaleCtmX * scaleLineX;
    const { fontSize } = textState;
    item.trackingSpaceMin = fontSize * TRACKING_SPACE_FACTOR;
    item.notASpace = fontSize * NOT_A_SPACE_FACTOR;
    item.negativeSpaceMax = fontSize * NEGATIVE_SPACE_FACTOR;
    item.spaceInFlowMin = fontSize * SPACE_IN_FLOW_MIN_FACTOR;
    item.spaceInFlowMax = fontSize * SPACE_IN_FLOW_MAX_FACTOR;
    item.hasEOL = false;
    item.initialized = true;
    return item;
  };
  const updateAdvanceScale = () => {
    if (!item.initialized) return;
    const scaleLineX = Math.hypot(textState.textLineMatrix[0] as number, textState.textLineMatrix[1] as number);
    const scaleCtmX = Math.hypot(textState.ctm[0] as number, textState.ctm[1] as number);
    const scaleFactor = scaleCtmX * scaleLineX;
    if (scaleFactor === item.textAdvanceScale) return;
    item.totalWidth += item.width * item.textAdvanceScale;
    item.width = 0;
    item.textAdvanceScale = scaleFactor;
  };
  const flushTextContentItem = () => {
    if (!item.initialized) return;
    item.totalWidth += item.width * item.textAdvanceScale;
    const str = normalizeUnicode(item.str.join(''));
    if (RTL.test(str)) throw new Unsupported('right-to-left text');
    items.push({ str, width: Math.abs(item.totalWidth), height: Math.abs(item.totalHeight), transform: item.transform ?? IDENTITY, hasEOL: item.hasEOL });
    item.initialized = false;
    item.str.length = 0;
  };
  const appendEOL = () => {
    resetLastChars();
    if (item.initialized) {
      item.hasEOL = true;
      flushTextContentItem();
    } else {
      items.push({ str: '', width: 0, height: 0, transform: getCurrentTextTransform(), hasEOL: true });
    }
  };
  const addFakeSpaces = (width: number, transf: Matrix | null, textOrientation: number) => {
    if (textOrientation * item.spaceInFlowMin <= width && width <= textOrientation * item.spaceInFlowMax) {
      if (item.initialized) {
        resetLastChars();
        item.str.push(' ');
      }
      return false;
    }
    flushTextContentItem();
    resetLastChars();
    pushWhitespace(Math.abs(width), transf || getCurrentTextTransform());
    return true;
  };
  const compareWithLastPosition = (glyphWidth: number) => {
    const currentTransform = getCurrentTextTransform();
    let posX = currentTransform[4] as number;
    let posY = currentTransform[5] as number;
    if (posX + glyphWidth < (viewBox[0] as number) || posX > (viewBox[2] as number) || posY < (viewBox[1] as number) || posY > (viewBox[3] as number)) return false;
    if (!textState.font || !item.prevTransform) return true;
    let lastPosX = item.prevTransform[4] as number;
    let lastPosY = item.prevTransform[5] as number;
    if (lastPosX === posX && lastPosY === posY) return true;
    let rotate = -1;
    const [c0, c1, c2, c3] = currentTransform as [number, number, number, number];
    if (c0 && c1 === 0 && c2 === 0) rotate = c0 > 0 ? 0 : 180;
    else if (c1 && c0 === 0 && c3 === 0) rotate = c1 > 0 ? 90 : 270;
    switch (rotate) {
      case 0:
        break;
      case 90:
        [posX, posY] = [posY, posX];
        [lastPosX, lastPosY] = [lastPosY, lastPosX];
        break;
      case 180:
        [posX, posY, lastPosX, lastPosY] = [-posX, -posY, -lastPosX, -lastPosY];
        break;
      case 270:
        [posX, posY] = [-posY, -posX];
        [lastPosX, lastPosY] = [-lastPosY, -lastPosX];
        break;
      default:
        [posX, posY] = inverseRotation(posX, posY, currentTransform);
        [lastPosX, lastPosY] = inverseRotation(lastPosX, lastPosY, item.prevTransform);
    }
    const advanceX = (posX - lastPosX) / item.textAdvanceScale;
    const advanceY = posY - lastPosY;
    const textOrientation = Math.sign(item.width || item.totalWidth);
    if (advanceX < textOrientation * item.negativeSpaceMax) {
      if (Math.abs(advanceY) > 0.5 * item.height) {
        appendEOL();
        return true;
      }
      resetLastChars();
      flushTextContentItem();
      return true;
    }
    const textRiseDelta = textState.textRise - item.prevTextRise;
    const advanceYCorrected = textRiseDelta === 0 ? advanceY : advanceY - (c3 / textState.fontSize) * textRiseDelta;
    if (Math.abs(advanceYCorrected) > item.height) {
      appendEOL();
      return true;
    }
    if (advanceX <= textOrientation * item.notASpace) resetLastChars();
    if (advanceX <= textOrientation * item.trackingSpaceMin) {
      if (shouldAddWhitespace()) {
        resetLastChars();
        flushTextContentItem();
        pushWhitespace(Math.abs(advanceX), item.prevTransform);
      } else {
        item.width += advanceX;
      }
    } else if (!addFakeSpaces(advanceX, item.prevTransform, textOrientation)) {
      if (item.str.length === 0) {
        resetLastChars();
        pushWhitespace(Math.abs(advanceX), item.prevTransform);
      } else {
        item.width += advanceX;
      }
    }
    if (Math.abs(advanceY) > item.height * VERTICAL_SHIFT_RATIO) flushTextContentItem();
    return true;
  };
  const buildTextContentItem = (chars: string, extraSpacing: number) => {
    const cur = currentTextState as TextState;
    const font = textState.font as TextFont;
    if (cur !== textState && (cur.fontSize !== textState.fontSize || (cur.fontName !== textState.fontName && fontNameOf(cur) !== font.name))) {
      flushTextContentItem();
      currentTextState = textState.clone();
    }
    const baseCharSpacing = textState.charSpacing;
    if (!chars) {
      const charSpacing = baseCharSpacing + extraSpacing;
      if (charSpacing) textState.translateTextMatrix(charSpacing * textState.textHScale, 0);
      return;
    }
    const glyphs: Glyph[] = font.glyphs(chars);
    const scale = (textState.fontMatrix[0] as number) * textState.fontSize;
    for (let i = 0, ii = glyphs.length; i < ii; i++) {
      const glyph = glyphs[i] as Glyph;
      const { category } = glyph;
      if (category.isInvisibleFormatMark) continue;
      let charSpacing = baseCharSpacing + (i + 1 === ii ? extraSpacing : 0);
      let scaledDim = glyph.width * scale;
      if (glyph.code === 0x20) charSpacing += textState.wordSpacing;
      if (category.isWhitespace) {
        charSpacing += scaledDim;
        textState.translateTextMatrix(charSpacing * textState.textHScale, 0);
        saveLastChar(' ');
        continue;
      }
      if (!category.isZeroWidthDiacritic && !compareWithLastPosition(scaledDim)) {
        textState.translateTextMatrix(scaledDim * textState.textHScale, 0);
        continue;
      }
      const chunk = ensureTextContentItem();
      if (category.isZeroWidthDiacritic) scaledDim = 0;
      scaledDim *= textState.textHScale;
      textState.translateTextMatrix(scaledDim, 0);
      chunk.width += scaledDim;
      if (scaledDim) {
        chunk.prevTransform = getCurrentTextTransform();
        chunk.prevTextRise = textState.textRise;
      }
      if (saveLastChar(glyph.unicode)) chunk.str.push(' ');
      chunk.str.push(glyph.unicode);
      if (charSpacing) textState.translateTextMatrix(charSpacing * textState.textHScale, 0);
    }
  };

  const setFont = (name: string) => {
    const fonts = resources?.get('Font');
    const dict = fonts instanceof Dict ? fonts.get(name) : undefined;
    if (!(dict instanceof Dict)) throw new Unsupported(`font ${name} not in the resources`);
    let font = ctx.fonts.get(dict);
    if (!font) {
      font = loadFont(dict, objects);
      ctx.fonts.set(dict, font);
    }
    textState.font = font;
    textState.fontMatrix = font.fontMatrix;
  };

  const lexer = new Lexer(content, 0, content.length, objects);
  let args: PdfObject[] = [];
  const nonProcessed: PdfObject[] = [];
  for (;;) {
    const obj = lexer.next();
    if (obj === EOF) break;
    if (!(obj instanceof Keyword)) {
      if (obj !== null) {
        args.push(obj);
        if (args.length > 33) throw new Unsupported('too many operands');
      }
      continue;
    }
    const op = obj.word;
    if (op === 'BI' || op === 'ID') throw new Unsupported('inline image');
    const numArgs = ARGS[op];
    if (numArgs === undefined) {
      // pdf.js skips an unknown operator and keeps its operands for the next one.
      if (!VARIABLE.has(op)) continue;
      args = [];
      continue;
    }
    if (args.length !== numArgs) {
      while (args.length > numArgs) nonProcessed.push(args.shift() as PdfObject);
      while (args.length < numArgs && nonProcessed.length !== 0) args.unshift(nonProcessed.pop() as PdfObject);
    }
    // pdf.js skips such an operator, and gives up on the stream after ten bad path operators.
    if (args.length < numArgs) throw new Unsupported(`${op} without its operands`);
    const a = args;
    args = [];
    if (op === 'q') stateManager.save();
    else if (op === 'Q') stateManager.restore();
    else if (op === 'cm') {
      if (!a.every((x) => typeof x === 'number')) throw new Unsupported('bad cm');
      stateManager.transform(a as number[]);
    }
    textState = stateManager.state;
    currentTextState ??= textState.clone();
    switch (op) {
      case 'Tf': {
        const [fontName, size] = a;
        if (!(fontName instanceof Name) || typeof size !== 'number') throw new Unsupported('bad Tf');
        if (textState.font && fontName.name === textState.fontName && size === textState.fontSize) break;
        textState.fontName = fontName.name;
        textState.fontSize = size;
        setFont(fontName.name);
        break;
      }
      case 'Ts':
        textState.textRise = num(a[0]);
        break;
      case 'Tz':
        textState.textHScale = num(a[0]) / 100;
        break;
      case 'TL':
        textState.leading = num(a[0]);
        break;
      case 'Td':
        textState.translateTextLineMatrix(num(a[0]), num(a[1]));
        textState.textMatrix = textState.textLineMatrix.slice();
        break;
      case 'TD':
        textState.leading = -num(a[1]);
        textState.translateTextLineMatrix(num(a[0]), num(a[1]));
        textState.textMatrix = textState.textLineMatrix.slice();
        break;
      case 'T*':
        textState.carriageReturn();
        break;
      case 'Tm': {
        const m = a.map(num);
        textState.textMatrix = m.slice();
        textState.textLineMatrix = m.slice();
        updateAdvanceScale();
        break;
      }
      case 'Tc':
        textState.charSpacing = num(a[0]);
        break;
      case 'Tw':
        textState.wordSpacing = num(a[0]);
        break;
      case 'BT':
        textState.textMatrix = IDENTITY.slice();
        textState.textLineMatrix = IDENTITY.slice();
        break;
      case 'TJ': {
        if (!textState.font) break;
        const elements = a[0];
        if (!Array.isArray(elements)) throw new Unsupported('bad TJ');
        const spaceFactor = -textState.fontSize / 1000;
        let buffer = '';
        for (const el of elements) {
          if (typeof el === 'string') buffer += el;
          else if (typeof el === 'number' && el !== 0) {
            buildTextContentItem(buffer, el * spaceFactor);
            buffer = '';
          }
        }
        if (buffer.length > 0) buildTextContentItem(buffer, 0);
        break;
      }
      case 'Tj':
        if (!textState.font) break;
        buildTextContentItem(str(a[0]), 0);
        break;
      case "'":
        if (!textState.font) break;
        textState.carriageReturn();
        buildTextContentItem(str(a[0]), 0);
        break;
      case '"':
        if (!textState.font) break;
        textState.wordSpacing = num(a[0]);
        textState.charSpacing = num(a[1]);
        textState.carriageReturn();
        buildTextContentItem(str(a[2]), 0);
        break;
      case 'Do':
        flushTextContentItem();
        readFormXObject(ctx, a[0], resources, stateManager.state, seen);
        break;
      case 'gs': {
        const states = resources?.get('ExtGState');
        const gs = states instanceof Dict && a[0] instanceof Name ? states.get(a[0].name) : undefined;
        if (gs instanceof Dict && gs.has('Font')) throw new Unsupported('font set by a graphics state');
        break;
      }
      case 'BMC':
      case 'BDC':
      case 'EMC':
        flushTextContentItem();
        break;
      case 'd0':
      case 'd1':
        throw new Unsupported('glyph procedure');
    }
  }
  flushTextContentItem();
}

function readFormXObject(ctx: TextContext, nameArg: PdfObject | undefined, resources: Dict | null, state: TextState, seen: Set<Stream>): void {
  if (!(nameArg instanceof Name)) throw new Unsupported('XObject not named');
  const xobjects = resources?.get('XObject');
  const xobj = xobjects instanceof Dict ? xobjects.get(nameArg.name) : undefined;
  if (xobj === undefined || xobj === null) return;
  if (!(xobj instanceof Stream)) throw new Unsupported('XObject is not a stream');
  const subtype = xobj.dict.get('Subtype');
  if (!(subtype instanceof Name)) throw new Unsupported('XObject without Subtype');
  if (subtype.name !== 'Form') return;
  if (seen.has(xobj)) throw new Unsupported('circular XObject');
  const inner = state.clone();
  const matrix = xobj.dict.get('Matrix');
  if (Array.isArray(matrix) && matrix.length === 6 && matrix.every((x) => typeof x === 'number')) inner.ctm = multiply(inner.ctm, matrix as number[]);
  const local = xobj.dict.get('Resources');
  const next = new Set(seen).add(xobj);
  readContentText(ctx, ctx.objects.streamBytes(xobj), local instanceof Dict ? local : resources, inner, next);
}

/** pdf.js reads `font.name` of the state the item began in; with no font there it gives up on the page. */
function fontNameOf(state: TextState): string {
  if (!state.font) throw new Unsupported('text before any font');
  return state.font.name;
}

function inverseRotation(x: number, y: number, m: Matrix): [number, number] {
  const scale = Math.hypot(m[0] as number, m[1] as number);
  return [((m[0] as number) * x + (m[1] as number) * y) / scale, ((m[2] as number) * x + (m[3] as number) * y) / scale];
}

function num(v: PdfObject | undefined): number {
  if (typeof v !== 'number') throw new Unsupported('operand is not a number');
  return v;
}

function str(v: PdfObject | undefined): string {
  if (typeof v !== 'string') throw new Unsupported('operand is not a string');
  return v;
}
