/**
 * The contract of the editorial files (writers' brief): the kinds, tags and word limits the validation enforces,
 * and the items the loader hands to the site.
 */
import type { BlogCategoryId, FaqCategoryId } from '@/config/taxonomy';
import { ROUTES, type Locale } from '@/i18n/routes';

export const CONTENT_KINDS = ['article', 'faq', 'term', 'author'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The tags writers may use; related-content blocks match on them. */
export const CONTENT_TAGS = [
  'purchase-costs', 'transfer-tax', 'notary', 'broker-commission', 'equity', 'ltv', 'fixation', 'repayment',
  'special-repayment', 'interest-rates', 'effective-rate', 'schufa', 'income', 'self-employed', 'expats', 'kfw',
  'subsidies', 'refinancing', 'forward-loan', 'prepayment-penalty', 'land-charge', 'property-search', 'valuation',
  'condo', 'new-build', 'insurance', 'investment', 'tax', 'pension', 'rent-vs-buy', 'broker', 'data-protection',
  'application', 'loan-types',
] as const;
export type ContentTag = (typeof CONTENT_TAGS)[number];

/** Body word limits per kind (inclusive), checked for published items. */
export const WORD_LIMITS: Record<ContentKind, { min: number; max: number }> = {
  article: { min: 700, max: 1100 },
  faq: { min: 80, max: 250 },
  term: { min: 120, max: 350 },
  author: { min: 80, max: 150 },
};

/** Routes that `ref:page/<name>` and an article's `cta` may name: those without dynamic segments. */
export const STATIC_ROUTE_NAMES = new Set(ROUTES.filter((r) => !r.paths.en.includes('[')).map((r) => r.name));

export interface TocEntry {
  /** 2 for `##`, 3 for `###`. */
  depth: 2 | 3;
  text: string;
  /** The heading's id in the rendered HTML (rehype-slug). */
  id: string;
}

export interface Source {
  title: string;
  url: string;
}

export interface Base {
  id: string;
  locale: Locale;
  slug: string;
  /** Path of the file relative to the content root (error messages, debugging). */
  file: string;
  draft: boolean;
  /** Rendered body (trusted: written by the team, `ref:` links resolved). */
  html: string;
  /** Plain text of the body (search index, snippets). */
  text: string;
  words: number;
}

export interface Article extends Base {
  kind: 'article';
  categoryId: BlogCategoryId;
  /** Two-letter code of the category (BLOG_CATEGORIES); the URL segment ends with `.a<code>`. */
  categoryCode: string;
  title: string;
  subheadline: string;
  description: string;
  /** Author id. */
  author: string;
  publishedAt: string;
  updatedAt: string;
  tags: ContentTag[];
  /** Route name of the call to action. */
  cta: string;
  /** File name in `content/illustrations/`. */
  illustration: string;
  illustrationAlt: string;
  sources: Source[];
  toc: TocEntry[];
  readingMinutes: number;
}

export interface Faq extends Base {
  kind: 'faq';
  categoryId: FaqCategoryId;
  categoryCode: string;
  question: string;
  order: number;
  tags: ContentTag[];
  description: string;
  updatedAt: string;
  /** Anchor of the question on its category page (spec: spaces to hyphens, non-letters removed, lowercase). */
  anchor: string;
}

export interface GlossaryTerm extends Base {
  kind: 'term';
  word: string;
  preview: string;
  tags: ContentTag[];
  description: string;
  updatedAt: string;
  /** Upper-case initial for the A–Z index (umlauts fold to their base letter, digits to '#'). */
  letter: string;
}

export interface Author extends Base {
  kind: 'author';
  name: string;
  role: string;
  demo: true;
  expertise: string[];
}

export type ContentItem = Article | Faq | GlossaryTerm | Author;
export type ItemOfKind<K extends ContentKind> = Extract<ContentItem, { kind: K }>;

export interface ContentStore {
  root: string;
  /** Every item, drafts included, per kind and locale, sorted (articles newest first, FAQs by category order, terms A–Z, authors by name). */
  items: { [K in ContentKind]: Record<Locale, ItemOfKind<K>[]> };
  /** Illustration SVG text by file name. */
  illustrations: Map<string, string>;
}

/**
 * Every problem is collected and thrown together, the message naming each file and what is wrong with it, so
 * that one run of `npm run content:check` shows everything that needs fixing.
 */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Content check failed with ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ContentError';
  }
}
