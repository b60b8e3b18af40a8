/**
 * A react-pdf element tree as plain data (ADR 047), made on the request thread so that a worker thread can render
 * it without loading any of the site's code: the function components (the documents and their shared parts) are
 * called here, fragments and arrays flattened, and what remains are react-pdf's primitives ('DOCUMENT', 'PAGE',
 * 'VIEW', 'TEXT', 'IMAGE' …) with props that structured clone copies.
 *
 * The one function a document may hold is a `render` prop that prints page numbers ("Seite 2 von 3"): it is called
 * here once with a marker for each number, and the worker fills the numbers in as digits — what the site's
 * messages print for any page count below 1000. A `render` prop that computes with the numbers, returns elements,
 * or any other function prop, is refused with an error, as are components with hooks (they are called outside
 * React) and class components.
 */
import type { ReactElement } from 'react';
import type { PageNumberName, PageTextPart, PdfElement, PdfNode } from './pdf-node';

const ELEMENT_TYPES = new Set<unknown>([Symbol.for('react.transitional.element'), Symbol.for('react.element')]);
const FRAGMENT = Symbol.for('react.fragment');

/** Private-use characters no message contains, one per number react-pdf passes to `render`. */
const MARKS: Record<PageNumberName, string> = { pageNumber: '\uE000', totalPages: '\uE001', subPageNumber: '\uE002', subPageTotalPages: '\uE003' };
const MARK_NAMES = new Map(Object.entries(MARKS).map(([name, mark]) => [mark, name as PageNumberName]));
const ANY_MARK = /([\uE000-\uE003])/;

interface AnyElement {
  $$typeof: symbol;
  type: unknown;
  props: Record<string, unknown>;
}

function isElement(value: unknown): value is AnyElement {
  return typeof value === 'object' && value !== null && ELEMENT_TYPES.has((value as { $$typeof?: unknown }).$$typeof);
}

function pageText(render: (numbers: Record<PageNumberName, string>) => unknown): PageTextPart[] {
  const text = render(MARKS);
  if (typeof text !== 'string') throw new Error('A PDF `render` prop must return text (the page numbers): see src/lib/pdf/describe.ts.');
  return text
    .split(ANY_MARK)
    .filter((part) => part !== '')
    .map((part) => {
      const number = MARK_NAMES.get(part);
      return number ? { number } : part;
    });
}

function host(type: string, given: Record<string, unknown>): PdfElement {
  const { children, render, ...props } = given;
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === 'function') throw new Error(`A PDF element's prop "${name}" is a function, which a worker cannot receive: see src/lib/pdf/describe.ts.`);
  }
  const element: PdfElement = { type, props, children: describeChildren(children) };
  if (render !== undefined) {
    if (typeof render !== 'function') throw new Error('A PDF `render` prop must be a function.');
    element.pageText = pageText(render as (numbers: Record<PageNumberName, string>) => unknown);
  }
  return element;
}

function collect(value: unknown, out: PdfNode[]): void {
  if (value === null || value === undefined || typeof value === 'boolean') return;
  if (typeof value === 'string') {
    out.push(value);
    return;
  }
  if (typeof value === 'number' || typeof value === 'bigint') {
    out.push(String(value));
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collect(item, out);
    return;
  }
  if (!isElement(value)) throw new Error('A PDF document may hold elements, text and numbers only.');
  const { type, props } = value;
  if (type === FRAGMENT) collect(props.children, out);
  else if (typeof type === 'string') out.push(host(type, props));
  else if (typeof type === 'function') {
    if ((type as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent) throw new Error('A PDF document may use function components only.');
    collect((type as (props: Record<string, unknown>) => unknown)(props), out);
  } else throw new Error('A PDF document may use react-pdf primitives, function components and fragments only.');
}

function describeChildren(children: unknown): PdfNode[] {
  const out: PdfNode[] = [];
  collect(children, out);
  return out;
}

/** The document element (react-pdf's `<Document>`, directly or through components) as data for a worker. */
export function describePdf(document: ReactElement): PdfElement {
  const nodes = describeChildren(document);
  const root = nodes[0];
  if (nodes.length !== 1 || typeof root !== 'object' || root.type !== 'DOCUMENT') throw new Error('A PDF is one react-pdf <Document>.');
  return root;
}
