/** The positioned text the estimate parsers read: the shape extractDocumentText answers. */
export interface TextItem {
  str: string;
  x: number;
  y: number;
  width: number;
}
export interface TextLine {
  text: string;
  y: number;
  items: TextItem[];
}
export interface TextPage {
  pageNumber: number;
  text: string;
  lines: TextLine[];
  ocr: boolean;
}
