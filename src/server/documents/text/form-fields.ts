/**
 * A filled PDF form's fields (AcroForm text fields, check boxes, radio buttons) placed on their page as
 * text, where a printed form would show them: a value on its field's line (the line of the label
 * printed in its box's corner beside it, where there is one), a box's mark where the box is.
 */
import type { PdfDocument, SizedItem } from './pdf';

/** A filled field: a text field's value, or a check box or radio button (`box`: ticked or not). */
export type FormField = { value: string; rect: number[]; box?: 'ticked' | 'empty' };
type Widget = { type?: string; value?: unknown; exportValues?: unknown; rect?: number[]; page?: number };

/** The printed text nearest left of a field's box whose line lies within the box's height (top-down y), if any. */
function labelInBox(printed: SizedItem[], left: number, top: number, bottom: number): SizedItem | null {
  let best: SizedItem | null = null;
  for (const it of printed) {
    const middle = it.y + it.height / 2;
    if (middle < top || middle > bottom || it.x + it.width > left + 4 || it.x + it.width < left - 12) continue;
    if (!best || it.x + it.width > best.x + best.width) best = it;
  }
  return best;
}

/**
 * Filled fields (ACORD forms and the like) by page index: their values live in widget annotations, not
 * in the page's text layer. They come from the form's field tree in one pass; reading each page's
 * annotations instead also extracted the text of every field's appearance stream, which nothing here uses.
 */
export async function readFormFields(doc: PdfDocument): Promise<Map<number, FormField[]>> {
  try {
    const objects = (await doc.getFieldObjects()) as Record<string, Widget[]> | null;
    const widgets = Object.values(objects ?? {}).flat();
    return fieldsByPage([...widgets.filter((w) => w?.type === 'text'), ...widgets.filter(isBox).map(asBox)]);
  } catch {
    // Damaged form dictionaries: the text layer alone is still useful.
    return new Map();
  }
}

const isBox = (w: Widget | undefined): w is Widget => w?.type === 'checkbox' || w?.type === 'radiobutton';

/**
 * A check box or radio button as the mark a printed form shows: ticked when its value is its own export
 * value (a radio group's value names the button chosen), else empty; "☒ YES ☐ NO" then reads as printed.
 */
function asBox(w: Widget): Widget & { box: 'ticked' | 'empty' } {
  const on = typeof w.value === 'string' && w.value !== 'Off' && (typeof w.exportValues !== 'string' || w.value === w.exportValues);
  return { ...w, value: on ? '☒' : '☐', box: on ? 'ticked' : 'empty' };
}

function fieldsByPage(widgets: Array<Widget & { box?: 'ticked' | 'empty' }>): Map<number, FormField[]> {
  const byPage = new Map<number, FormField[]>();
  for (const w of widgets) {
    if (typeof w?.value !== 'string' || !w.rect || typeof w.page !== 'number') continue;
    const list = byPage.get(w.page) ?? [];
    list.push({ value: w.value, rect: w.rect, ...(w.box ? { box: w.box } : {}) });
    byPage.set(w.page, list);
  }
  return byPage;
}

/**
 * A field's value placed on the page as text at the field's position, one item per line of it. A value of
 * one line whose box holds a printed label to its left ("PRIMARY E-MAIL ADDRESS:" in the box's corner, the
 * value beside it) goes on that label's line, as a printed form would read.
 */
export function placeField(field: FormField, pageHeight: number, printed: SizedItem[]): SizedItem[] {
  const out: SizedItem[] = [];
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = field.rect;
  if (field.box) return boxMark(field.value, x1, x2, pageHeight - y2, pageHeight - y1, printed);
  let height = Math.min(10, Math.max(6, y2 - y1 - 2));
  let top = pageHeight - y2 + 2;
  const parts = field.value.split(/\r?\n|\r/);
  const label = parts.length === 1 ? labelInBox(printed, x1, pageHeight - y2, pageHeight - y1) : null;
  if (label) [top, height] = [label.y, label.height];
  // A value of more lines than its box holds at this size is drawn smaller, as a viewer fits it: its
  // lines stay inside the box and do not run over the printed block below it.
  let step = height + 2;
  const room = y2 - y1 - 2;
  if (parts.length > 1 && parts.length * step > room) {
    step = room / parts.length;
    height = Math.min(height, step * 0.85);
  }
  parts.forEach((part, i) => {
    const str = part.trim();
    if (str)
      out.push({
        str,
        x: x1 + 2,
        y: top + i * step,
        width: Math.min(x2 - x1, str.length * height * 0.5),
        height,
        confidence: 1,
        source: 'form',
      });
  });
  return out;
}

/** Printed text beside a box within this many points is the box's option (or its label). */
const BESIDE_BOX_PT = 30;

/** An answer a check box reader takes (extract/checkbox.ts): "Yes", "No", "Y", "N". */
const YES_NO = /^(yes|no|y|n)\b/i;

/**
 * A box's mark, on the line of the printed text nearest beside it whose middle lies within the box's
 * height, at that text's size, where that text is a yes/no answer ("INSPECTION? ☒ YES ☐ NO"): the
 * answers a reader takes from boxes. Other boxes (a loss type, a phone's kind) are left out: a mark set
 * close beside a label would run into it ("DATE OF LOSS AND TIME ☐ AM" is no label).
 */
function boxMark(mark: string, left: number, right: number, top: number, bottom: number, printed: SizedItem[]): SizedItem[] {
  let best: SizedItem | null = null;
  let bestGap = BESIDE_BOX_PT;
  for (const it of printed) {
    const middle = it.y + it.height / 2;
    const gap = Math.max(it.x - right, left - (it.x + it.width));
    if (middle < top || middle > bottom || gap < -1 || gap >= bestGap) continue;
    best = it;
    bestGap = gap;
  }
  if (!best || !YES_NO.test(best.str.trim())) return [];
  return [{ str: mark, x: left, y: best.y, width: right - left, height: best.height, confidence: 1, source: 'form' }];
}
