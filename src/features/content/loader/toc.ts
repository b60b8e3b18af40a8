/** The table of contents and the reading time of a rendered body. */
import { visit } from 'unist-util-visit';
import type { Root as HastRoot, Element as HastElement } from 'hast';
import type { TocEntry } from './model';

/** Words per minute for the reading time. */
export const READING_WORDS_PER_MINUTE = 200;

function hastText(node: HastElement | HastRoot): string {
  let out = '';
  visit(node, 'text', (t) => {
    out += t.value;
  });
  return out.trim();
}

/** The `##` and `###` headings of a rendered body, in order, with the ids rehype-slug gave them. */
export function tableOfContents(tree: HastRoot): TocEntry[] {
  const toc: TocEntry[] = [];
  visit(tree, 'element', (el) => {
    if ((el.tagName === 'h2' || el.tagName === 'h3') && typeof el.properties.id === 'string') {
      toc.push({ depth: el.tagName === 'h2' ? 2 : 3, text: hastText(el), id: el.properties.id });
    }
  });
  return toc;
}

/** Minutes to read a body of `words` words (at least 1). */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / READING_WORDS_PER_MINUTE));
}
