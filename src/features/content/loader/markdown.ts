/**
 * Rendering a Markdown body to HTML: GFM, links checked (and `ref:` links resolved by the caller's resolver),
 * headings with ids, external links without opener, tables marked for sideways scrolling.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import { visit } from 'unist-util-visit';
import type { Root as MdRoot } from 'mdast';
import type { Root as HastRoot } from 'hast';
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
        if (el.tagName === 'table') {
          // Tables scroll sideways on narrow screens instead of widening the page.
          el.properties.className = ['content-table'];
        }
      });
    })
    .use(rehypeStringify);
  const mdast = processor.parse(body);
  const text = plainText(mdast);
  const hast = processor.runSync(mdast) as HastRoot;
  const html = processor.stringify(hast);
  return { html, text, words: countWords(text), toc: tableOfContents(hast), problems };
}
