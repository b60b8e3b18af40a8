/**
 * Rendering a Markdown body to HTML: GFM, links checked (and `ref:` links resolved by the caller's resolver),
 * headings with ids, external links without opener, tables in a scroll region of their own (named by the heading
 * above them, reachable by keyboard), no line break between an amount and its unit.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import { visit } from 'unist-util-visit';
import type { Root as MdRoot } from 'mdast';
import type { Element as HastElement, Root as HastRoot, Text as HastText } from 'hast';
import type { TocEntry } from './model';
import { tableOfContents } from './toc';

/** Count the words of a Markdown tree's text (tokens that hold a letter or a digit). */
function countWords(plain: string): number {
  return plain.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

function plainText(tree: MdRoot): string {
  const parts: string[] = [];
  visit(tree, (node) => {
    if (node.type === 'text' || node.type === 'inlineCode') parts.push((node as { value: string }).value);
    else if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell' || node.type === 'listItem') parts.push(' ');
  });
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/**
 * A space between a figure and its unit (€, %, Euro, EUR, m², Jahre …) or between € and a figure becomes a no-break
 * space, so "24.000 €" never splits over two lines (narrow table cells did).
 */
const FIGURE_UNIT_SPACE = /(\d)[ \t]+(?=(?:€|%|[Ee]uros?\b|EUR\b|m²|Prozent\b|per cent\b|percent\b))|(€)[ \t]+(?=[\d+\u2212-])/g;

export function keepFiguresWithUnits(text: string): string {
  return text.replace(FIGURE_UNIT_SPACE, (_m, digit: string | undefined, euro: string | undefined) => `${digit ?? euro}\u00a0`);
}

/** The text of an element (for a heading's name). */
function textOf(el: HastElement): string {
  let out = '';
  visit(el, 'text', (t: HastText) => {
    out += t.value;
  });
  return out.replace(/\s+/g, ' ').trim();
}

const elementsOf = (el: HastElement, tag: string): HastElement[] => el.children.filter((c): c is HastElement => c.type === 'element' && c.tagName === tag);

/**
 * Header cells say what they head: the header row's cells head columns (`scope="col"`). A table whose top-left
 * header cell is empty (`| | 2 % Tilgung | 3 % Tilgung |`) compares rows: that corner becomes a plain cell and each
 * row's first cell the row's header (`<th scope="row">`), so every figure has a row and a column header.
 */
function markHeaders(table: HastElement): void {
  const headRow = elementsOf(table, 'thead').flatMap((h) => elementsOf(h, 'tr'))[0];
  if (!headRow) return;
  const headCells = elementsOf(headRow, 'th');
  for (const th of headCells) th.properties.scope = 'col';
  const corner = headCells[0];
  if (!corner || textOf(corner) !== '') return;
  corner.tagName = 'td';
  delete corner.properties.scope;
  for (const row of elementsOf(table, 'tbody').flatMap((b) => elementsOf(b, 'tr'))) {
    const first = elementsOf(row, 'td')[0];
    if (first && row.children.find((c) => c.type === 'element') === first) {
      first.tagName = 'th';
      first.properties.scope = 'row';
    }
  }
}

/**
 * Wrap each table in a region that scrolls sideways on narrow screens (instead of widening the page): focusable so
 * a keyboard can scroll it, named by the nearest heading above it (or its header row), with the scroll shadows of
 * `.content-table-wrap` as the hint that more of it lies to the side.
 */
function wrapTables(tree: HastRoot): void {
  let heading: HastElement | undefined;
  const children = tree.children;
  for (const [i, node] of children.entries()) {
    if (node.type !== 'element') continue;
    if (/^h[2-6]$/.test(node.tagName)) heading = node;
    if (node.tagName !== 'table') continue;
    node.properties.className = ['content-table'];
    markHeaders(node);
    const name: Record<string, string> =
      heading && typeof heading.properties.id === 'string'
        ? { ariaLabelledBy: heading.properties.id }
        : { ariaLabel: textOf(node.children.find((c): c is HastElement => c.type === 'element' && c.tagName === 'thead') ?? node) };
    children[i] = {
      type: 'element',
      tagName: 'div',
      properties: { className: ['content-table-wrap'], role: 'region', tabIndex: 0, ...name },
      children: [node],
    };
  }
}

export type RefResolver = (ref: string) => { href: string } | { error: string };

interface Rendered {
  html: string;
  text: string;
  words: number;
  toc: TocEntry[];
  problems: string[];
}

/** Render one body: GFM, `ref:` links resolved, headings with ids, table of contents from `##`/`###`. */
export function renderMarkdown(body: string, resolveRef: RefResolver): Rendered {
  const problems: string[] = [];
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(() => (tree: MdRoot) => {
      visit(tree, (node) => {
        if (node.type === 'heading' && node.depth === 1) problems.push('uses a level-1 heading (#); body headings start at ##');
        if (node.type === 'link' || node.type === 'definition') {
          const url = node.url;
          if (url.startsWith('ref:')) {
            const result = resolveRef(url);
            if ('error' in result) problems.push(result.error);
            else node.url = result.href;
          } else if (!/^(https:\/\/|mailto:|#)/.test(url)) {
            problems.push(`link ${JSON.stringify(url)} must be a ref: link, an https:// link or an #anchor`);
          }
        }
      });
    })
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(() => (tree: HastRoot) => {
      visit(tree, 'element', (el) => {
        if (el.tagName === 'a' && typeof el.properties.href === 'string' && /^https:\/\//.test(el.properties.href)) {
          el.properties.rel = ['noopener', 'noreferrer'];
        }
      });
      visit(tree, 'text', (t: HastText, _index, parent) => {
        if (parent && parent.type === 'element' && (parent.tagName === 'code' || parent.tagName === 'pre')) return;
        t.value = keepFiguresWithUnits(t.value);
      });
      wrapTables(tree);
    })
    .use(rehypeStringify);
  const mdast = processor.parse(body);
  const text = plainText(mdast);
  const hast = processor.runSync(mdast) as HastRoot;
  const html = processor.stringify(hast);
  return { html, text, words: countWords(text), toc: tableOfContents(hast), problems };
}
