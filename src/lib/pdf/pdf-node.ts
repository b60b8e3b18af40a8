/**
 * What crosses from the request thread to a PDF worker (ADR 047): a react-pdf document as plain data, the fonts to
 * embed, and what comes back. Types only: the worker (render-worker.ts) runs this file's types through Node's type
 * stripping, so nothing here may exist at run time.
 */

/** The numbers react-pdf passes to a `render` prop. */
export type PageNumberName = 'pageNumber' | 'totalPages' | 'subPageNumber' | 'subPageTotalPages';

/** A piece of a page-number text: literal text, or one of the numbers react-pdf passes (printed as digits). */
export type PageTextPart = string | { number: PageNumberName };

/** A react-pdf primitive with its props and children; a string is a text child. */
export interface PdfElement {
  /** The primitive's name as @react-pdf/primitives spells it: 'DOCUMENT', 'PAGE', 'VIEW', 'TEXT', 'IMAGE', … */
  type: string;
  /** The props as given (styles, flags, metadata, an image's data URL), without `children` and `render`. */
  props: Record<string, unknown>;
  children: PdfNode[];
  /** A `render` prop that prints page numbers ("Seite 2 von 3"), as its text with the numbers left open. */
  pageText?: PageTextPart[];
}

export type PdfNode = string | PdfElement;

/** The fonts of a document: registered once per worker and setup. */
export interface PdfFontSetup {
  families: { family: string; fonts: { src: string; fontWeight: number }[] }[];
  /** false: words are never split (react-pdf's built-in rules are English ones). */
  hyphenation: boolean;
}

export interface PdfRenderJob {
  document: PdfElement;
  fonts: PdfFontSetup;
}

export interface PdfRenderResult {
  bytes: Uint8Array<ArrayBuffer>;
  /** The worker thread that rendered (never the request thread's id 0). */
  threadId: number;
  /** How long the render took on its thread. */
  renderMs: number;
}
