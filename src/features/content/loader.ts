/**
 * The content loader (issue 12, ADR 020): reads the editorial files under a content root (`content/` for the
 * site, `tests/fixtures/content/` for the unit tests), validates every file against the contract in the writers'
 * brief and renders the Markdown bodies to HTML with their table of contents and reading time. One concern per
 * file under ./loader/ (issue 23):
 *
 * - model.ts: the contract's vocabulary (kinds, tags, word limits), the item types, ContentError
 * - urls.ts: the items' public paths and URL segments, FAQ anchors, index letters
 * - files.ts: reading the files, their names and places, the front matter block as YAML
 * - front-matter.ts: the front matter schemas per kind (zod)
 * - markdown.ts: rendering a body to HTML
 * - refs.ts: resolving `ref:` links
 * - toc.ts: table of contents and reading time
 * - illustrations.ts: the SVG illustrations and their safety check
 * - validate.ts: the rules that span files (unique ids and slugs, both locales alike, authors, anchors)
 * - load.ts: loadContent, which runs the steps and assembles the store
 *
 * This module is pure Node (no Next.js, no `server-only`) so that `scripts/content-check.ts` and the tests can
 * use it; the site uses the cached, server-only API in `./index.ts`.
 */
export {
  CONTENT_KINDS,
  CONTENT_TAGS,
  ContentError,
  WORD_LIMITS,
  type Article,
  type Author,
  type ContentItem,
  type ContentKind,
  type ContentStore,
  type ContentTag,
  type Faq,
  type GlossaryTerm,
  type ItemOfKind,
  type Source,
  type TocEntry,
} from './loader/model';
export { articleSegment, faqSegment, indexLetter, itemPath, parseArticleSegment, parseFaqSegment, questionAnchor } from './loader/urls';
export { splitFrontMatter } from '@/lib/front-matter-files';
export { renderMarkdown, keepFiguresWithUnits, type RefResolver } from './loader/markdown';
export { READING_WORDS_PER_MINUTE, readingMinutes } from './loader/toc';
export { svgProblems } from './loader/illustrations';
export { loadContent, type LoadOptions } from './loader/load';
