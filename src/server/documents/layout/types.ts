/**
 * The layout stage's model of a page: rows of positioned text (the text stage's y-clustered lines,
 * one row each, in reading order), each cut two ways: phrases (runs of words with no more than a
 * word space between them) and cells (runs with no column gap, as forms are read). Over the rows:
 * column bands found from aligned edges, blocks (vertical runs of rows sharing a band) and
 * multi-line cells (a cell whose text wraps over 2–3 rows of one band).
 */
import type { TextItem } from '../text/types';

/** A horizontal extent; `top`/`bottom` where the row gives them (page coordinates, y grows down the page). */
export type Span = { x: number; right: number };
export type Box = Span & { top: number; bottom: number };

/** A run of words: `parts` are the runs it was joined from, where they start and end. */
export type Phrase = Span & { text: string; parts: Array<{ x: number; text: string; right: number }> };
/** A form cell ("Label: value", a column of a table); `right` estimated for unpositioned text. */
export type FormCell = Span & { text: string };

export type LayoutRow = Box & {
  page: number;
  /** Index of the row on its page (the page's line index). */
  line: number;
  y: number;
  text: string;
  ocr: boolean;
  /** Glyph height: the row's font size where known, else an estimate from its letters. */
  height: number;
  items: TextItem[];
  phrases: Phrase[];
  cells: FormCell[];
};

/** A column band: edges of cells that line up down the page (`edge`: which edge aligns). */
export type Band = Span & { edge: 'left' | 'right'; rows: number[] };

/** A vertical run of rows with a phrase starting at the same x, close together: a side panel, an address block. */
export type Block = Box & { page: number; rows: number[]; lines: string[] };

/** One cell printed over 2–3 rows in the same band ("Accord / EX-L 4D Sedan / 1.5L 4 Cyl Gas"). */
export type MultiLineCell = Box & { page: number; rows: number[]; lines: string[]; text: string };

export type PageLayout = {
  page: number;
  ocr: boolean;
  /** Whether the rows carry real positions (a PDF or OCR), not padded plain text (Word, BMS). */
  positioned: boolean;
  rows: LayoutRow[];
  bands: Band[];
  blocks: Block[];
  multiLine: MultiLineCell[];
};

export type DocumentLayout = { pages: PageLayout[] };
