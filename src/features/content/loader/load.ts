/**
 * Loading a content root: the files read, their front matter checked, the cross-file rules applied, the bodies
 * rendered with their `ref:` links resolved, and the items assembled and sorted.
 */
import { BLOG_CATEGORIES, FAQ_CATEGORIES, type FaqCategoryId } from '@/config/taxonomy';
import { LOCALES } from '@/i18n/routes';
import { ContentError, WORD_LIMITS, type Article, type Author, type Base, type ContentKind, type ContentStore, type Faq, type GlossaryTerm } from './model';
import { readFiles } from './files';
import { parseFrontMatter } from './front-matter';
import { readIllustrations } from './illustrations';
import { checkArticle, checkFaqAnchors, checkLocales, checkWordCount, indexFiles } from './validate';
import { refResolver } from './refs';
import { renderMarkdown } from './markdown';
import { readingMinutes } from './toc';
import { indexLetter, questionAnchor } from './urls';

export interface LoadOptions {
  /**
   * Dates after this day (YYYY-MM-DD) are refused. The build's check (scripts/content-check.ts) passes today;
   * the running site does not, so a server whose clock is behind the content (or a test server with a fixed
   * clock) still serves it instead of failing every content page.
   */
  today?: string;
  /** Word limits per kind; default WORD_LIMITS (the unit tests' fixtures use short bodies). */
  wordLimits?: Record<ContentKind, { min: number; max: number }>;
}

function sortItems(store: ContentStore['items']) {
  for (const locale of LOCALES) {
    const collator = new Intl.Collator(locale);
    store.article[locale].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.id.localeCompare(b.id));
    const faqOrder = (id: FaqCategoryId) => FAQ_CATEGORIES.findIndex((c) => c.id === id);
    store.faq[locale].sort((a, b) => faqOrder(a.categoryId) - faqOrder(b.categoryId) || a.order - b.order || a.id.localeCompare(b.id));
    store.term[locale].sort((a, b) => collator.compare(a.word, b.word));
    store.author[locale].sort((a, b) => collator.compare(a.name, b.name));
  }
}

/** Read, validate and render everything under `root`. Throws ContentError listing every problem. */
export function loadContent(root: string, options: LoadOptions = {}): ContentStore {
  const problems: string[] = [];
  const raw = readFiles(root, problems);
  const parsed = parseFrontMatter(raw, options.today ?? null, problems);
  const illustrations = readIllustrations(root, problems);
  const index = indexFiles(raw, parsed, problems);
  checkLocales(parsed, index, problems);

  const authorIds = new Set(parsed.filter((p) => p.raw.kind === 'author').map((p) => p.data.id));
  const items: ContentStore['items'] = {
    article: { de: [], en: [] },
    faq: { de: [], en: [] },
    term: { de: [], en: [] },
    author: { de: [], en: [] },
  };

  // The bodies come second: their `ref:` links need every file's front matter.
  for (const p of parsed) {
    const { kind, locale, file } = p.raw;
    const d = p.data;
    const rendered = renderMarkdown(p.raw.body, refResolver(index, p));
    for (const problem of rendered.problems) problems.push(`${file}: ${problem}`);
    checkWordCount(p, rendered.words, (options.wordLimits ?? WORD_LIMITS)[kind], problems);
    const base: Base = { id: d.id, locale, slug: d.slug, file, draft: d.draft, html: rendered.html, text: rendered.text, words: rendered.words };
    switch (kind) {
      case 'article': {
        const a = d as unknown as Omit<Article, keyof Base | 'kind' | 'categoryId' | 'categoryCode' | 'toc' | 'readingMinutes'>;
        const category = BLOG_CATEGORIES.find((c) => c.id === p.raw.category)!;
        checkArticle(p, rendered.toc, { byKey: index.byKey, authorIds, illustrations }, problems);
        items.article[locale].push({
          ...base,
          ...a,
          kind: 'article',
          categoryId: category.id,
          categoryCode: category.code,
          toc: rendered.toc,
          readingMinutes: readingMinutes(rendered.words),
        });
        break;
      }
      case 'faq': {
        const f = d as unknown as Omit<Faq, keyof Base | 'kind' | 'categoryId' | 'categoryCode' | 'anchor'>;
        const category = FAQ_CATEGORIES.find((c) => c.id === p.raw.category)!;
        items.faq[locale].push({ ...base, ...f, kind: 'faq', categoryId: category.id, categoryCode: category.code, anchor: questionAnchor(f.question) });
        break;
      }
      case 'term': {
        const g = d as unknown as Omit<GlossaryTerm, keyof Base | 'kind' | 'letter'>;
        items.term[locale].push({ ...base, ...g, kind: 'term', letter: indexLetter(g.word) });
        break;
      }
      case 'author': {
        const au = d as unknown as Omit<Author, keyof Base | 'kind'>;
        items.author[locale].push({ ...base, ...au, kind: 'author' });
        break;
      }
    }
  }

  checkFaqAnchors(items.faq, problems);

  if (problems.length) throw new ContentError(problems);
  sortItems(items);
  return { root, items, illustrations };
}
