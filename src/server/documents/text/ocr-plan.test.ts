import { describe, expect, it } from 'vitest';
import { pageFromPlainText } from './lines';
import { furtherPages, ocrPlan } from './ocr-plan';
import type { DocumentPage, DocumentText } from './types';

const PROSE = 'Comparable vehicles were found within 150 miles of the owner and adjusted for their options and mileage.';
const text = (n: number, s = PROSE): DocumentPage => pageFromPlainText(n, s);
const scan = (n: number): DocumentPage => ({ pageNumber: n, text: '', lines: [], ocr: false });
const ocrd = (n: number): DocumentPage => ({ ...text(n), ocr: true });
/** A text layer whose font map lies: the words come out as digits and punctuation. */
const garbled = (n: number): DocumentPage =>
  text(
    n,
    PROSE.replace(/[A-Za-z]/g, (c) => '0123456789.,-/:;#%&*'[c.charCodeAt(0) % 20] ?? '0'),
  );

describe('the pages the text stage OCRs', () => {
  it("plans a scan's first pages and every page whose text layer is not language, in page order", () => {
    const pages = [scan(1), text(2), garbled(3), scan(4), scan(5), garbled(6)];
    expect(ocrPlan(pages, 2).map((p) => p.pageNumber)).toEqual([1, 3, 4, 6]);
  });

  it('OCRs of the pages a reader asks for only those still unread, in page order, four at most', () => {
    const pages = [ocrd(1), text(2), scan(3), garbled(4), scan(5), scan(6), scan(7), scan(8)];
    let seen: DocumentText | null = null;
    const asked = furtherPages(pages, (read) => {
      seen = read;
      return [8, 2, 1, 3, 99, 4, 3, 6, 7, 5];
    });
    expect(asked.map((p) => p.pageNumber)).toEqual([3, 4, 5, 6]);
    // The reader is shown the pages as the plan left them.
    expect((seen as DocumentText | null)?.pages.map((p) => p.ocr)).toEqual([true, false, false, false, false, false, false, false]);
  });

  it("asks no reader when no page of the file was OCR'd (a text layer, or OCR off)", () => {
    let asked = false;
    const further = furtherPages([text(1), scan(2)], () => {
      asked = true;
      return [2];
    });
    expect(further).toEqual([]);
    expect(asked).toBe(false);
  });
});
