/** The positioned text the estimate parsers read: the documents pipeline's text stage shape. */
export type { DocumentPage as TextPage, TextItem, TextLine } from '../documents/text/types.js';
