/**
 * The content loader (issue 12, ADR 020): reads the editorial files under a content root
 * (`content/` for the site, `tests/fixtures/content/` for the unit tests), validates every file against the
 * contract in the writers' brief (front matter per kind, body word counts, tags, authors, categories,
 * illustrations, both locales holding the same ids, unique slugs, `ref:` links) and renders the Markdown
 * bodies to HTML with their table of contents and reading time.
 *
 * The file system paths are marked `turbopackIgnore`: the content is read from the project's `content/` folder
 * at run time (the server runs in the project directory), not traced into the build output.
 *
 * This module is pure Node (no Next.js, no `server-only`) so that `scripts/content-check.ts` and the tests can
 * use it; the site uses the cached, server-only API in `./index.ts`.
 *
 * Every problem is collected and thrown together as one ContentError whose message names each file and what is
 * wrong with it, so that one run of `npm run content:check` shows everything that needs fixing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import { visit } from 'unist-util-visit';
import type { Root as MdRoot } from 'mdast';
import type { Root as HastRoot, Element as HastElement } from 'hast';
import { BLOG_CATEGORIES, FAQ_CATEGORIES, type BlogCategoryId, type FaqCategoryId } from '@/config/taxonomy';
import { LOCALES, ROUTES, type Locale } from '@/i18n/routes';
import { localizedPath } from '@/i18n/paths';

// ---------------------------------------------------------------------------------------------------------------
// Vocabulary of the contract
// ---------------------------------------------------------------------------------------------------------------

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

/** Words per minute for the reading time. */
export const READING_WORDS_PER_MINUTE = 200;

/** Routes that `ref:page/<name>` and an article's `cta` may name: those without dynamic segments. */
const STATIC_ROUTE_NAMES = new Set(ROUTES.filter((r) => !r.paths.en.includes('[')).map((r) => r.name));

// ---------------------------------------------------------------------------------------------------------------
// Item types
// ---------------------------------------------------------------------------------------------------------------

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

interface Base {
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

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Content check failed with ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

// ---------------------------------------------------------------------------------------------------------------
// URLs
// ---------------------------------------------------------------------------------------------------------------

const HANDY_DEFINITIONS = FAQ_CATEGORIES.find((c) => c.id === 'handyDefinitions')!;

/** The URL segment of an article: `<slug>.a<categoryCode>`. */
export function articleSegment(item: Pick<Article, 'slug' | 'categoryCode'>): string {
  return `${item.slug}.a${item.categoryCode}`;
}

/** The URL segment of a FAQ: `<slug>.f<categoryCode>`. */
export function faqSegment(item: Pick<Faq, 'slug' | 'categoryCode'>): string {
  return `${item.slug}.f${item.categoryCode}`;
}

/**
 * The public, localized path of an item (the item must be of `locale`): articles under their blog category,
 * FAQs under their FAQ category, glossary terms under the handy-definitions category (a segment without the
 * `.f` suffix), authors under the blog's author route.
 */
export function itemPath(item: ContentItem): string {
  const locale = item.locale;
  switch (item.kind) {
    case 'article': {
      const category = BLOG_CATEGORIES.find((c) => c.id === item.categoryId)!;
      return localizedPath('blog-slug-categoryCode', locale, { category: category.slug[locale], article: articleSegment(item) });
    }
    case 'faq': {
      const category = FAQ_CATEGORIES.find((c) => c.id === item.categoryId)!;
      return localizedPath('mortgage-faqs-category-slug-categoryCode', locale, { category: category.slug[locale], article: faqSegment(item) });
    }
    case 'term':
      return localizedPath('mortgage-faqs-category-slug-categoryCode', locale, { category: HANDY_DEFINITIONS.slug[locale], article: item.slug });
    case 'author':
      return localizedPath('blog-author', locale, { author: item.slug });
  }
}

/** Parse an article URL segment `<slug>.a<code>`; null when it has another form. */
export function parseArticleSegment(segment: string): { slug: string; code: string } | null {
  const m = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.a([a-z]{2})$/.exec(segment);
  return m ? { slug: m[1]!, code: m[2]! } : null;
}

/** Parse a FAQ URL segment `<slug>.f<code>`; null when it has another form. */
export function parseFaqSegment(segment: string): { slug: string; code: string } | null {
  const m = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.f([a-z]{2})$/.exec(segment);
  return m ? { slug: m[1]!, code: m[2]! } : null;
}

/** Anchor of a FAQ question (spec section 2): spaces to hyphens, other non-letters removed, lowercase. */
export function questionAnchor(question: string): string {
  return question
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}-]/gu, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Upper-case initial for the A–Z index. */
export function indexLetter(word: string): string {
  const first = word.trim().normalize('NFD').replace(/[\u0300-\u036f]/g, '').charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

// ---------------------------------------------------------------------------------------------------------------
// Front matter schemas
// ---------------------------------------------------------------------------------------------------------------

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = z.string().regex(SLUG, 'must be lowercase a-z, 0-9 and single hyphens');

/** YAML may hand a date over as a Date (YAML 1.1 timestamps) or as a string; both become `YYYY-MM-DD`. */
function dateField(today: string | null) {
  return z.preprocess(
    (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
      .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'is not a valid date')
      .refine((s) => today === null || s <= today, `must not be after ${today}`),
  );
}

const description = z.string().trim().min(110, 'must have at least 110 characters').max(160, 'must have at most 160 characters');
const tags = z.array(z.enum(CONTENT_TAGS, { error: (i) => `unknown tag ${JSON.stringify(i.input)} (allowed: see the writers' tag list)` })).min(1, 'needs at least one tag');
const draft = z.boolean().optional().default(false);
const text = z.string().trim().min(1, 'must not be empty');

function schemas(today: string | null) {
  const date = dateField(today);
  return {
    article: z.strictObject({
      id: slug,
      slug,
      title: text,
      subheadline: text,
      description,
      author: slug,
      publishedAt: date,
      updatedAt: date,
      tags,
      cta: z.string().refine((name) => STATIC_ROUTE_NAMES.has(name), 'must be a route name without dynamic segments from src/i18n/routes.ts'),
      illustration: z.string().regex(/^[a-z0-9-]+(?:\.(?:de|en))?\.svg$/, 'must be a file name like purchase-costs.svg'),
      illustrationAlt: text,
      sources: z.array(z.strictObject({ title: text, url: z.string().regex(/^https:\/\/\S+$/, 'must be an https:// URL') })).min(1, 'needs at least one source'),
      draft,
    }),
    faq: z.strictObject({
      id: slug,
      slug,
      question: text,
      order: z.number().int().min(1),
      tags,
      description,
      updatedAt: date,
      draft,
    }),
    term: z.strictObject({
      id: slug,
      slug,
      word: text,
      preview: text.max(160, 'must have at most 160 characters'),
      tags,
      description,
      updatedAt: date,
      draft,
    }),
    author: z.strictObject({
      id: slug,
      slug,
      name: text,
      role: text,
      demo: z.literal(true, { error: 'must be true (the authors are demo profiles)' }),
      expertise: z.array(text).min(1),
      draft,
    }),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Reading files
// ---------------------------------------------------------------------------------------------------------------

interface RawFile {
  kind: ContentKind;
  /** Relative to the root, with forward slashes. */
  file: string;
  idFromName: string;
  locale: Locale;
  /** Directory category (blog/faqs), if any. */
  category?: string;
  data: unknown;
  body: string;
}

const FILE_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(de|en)\.md$/;

/** Split `---\nyaml\n---\nbody`. */
export function splitFrontMatter(source: string): { yaml: string; body: string } | null {
  const m = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(source);
  return m ? { yaml: m[1]!, body: m[2]! } : null;
}

/**
 * The writers' format shows titles like `title: Kaufnebenkosten 2026: womit du rechnen musst` without quotes,
 * which YAML reads as a nested mapping and refuses. A `key: value` line whose plain value holds ": " gets that
 * value quoted (a trailing ` # comment` stays a comment); quoted, flow and block values stay as written.
 */
export function quotePlainColons(yaml: string): string {
  return yaml
    .split('\n')
    .map((line) => {
      const m = /^(\s*(?:- )?[A-Za-z][A-Za-z0-9_]*:[ \t]+)(.*?)\r?$/.exec(line);
      if (!m) return line;
      const [, head, value] = m as unknown as [string, string, string];
      if (/^["'[{|>&*!]/.test(value) || !/:\s/.test(value)) return line;
      const commentAt = value.search(/\s#/);
      const main = commentAt >= 0 ? value.slice(0, commentAt) : value;
      const comment = commentAt >= 0 ? value.slice(commentAt) : '';
      return `${head}${JSON.stringify(main.trim())}${comment}`;
    })
    .join('\n');
}

function listMarkdown(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(/*turbopackIgnore: true*/ dir, entry.name);
    if (entry.isDirectory()) return listMarkdown(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

function readFiles(root: string, problems: string[]): RawFile[] {
  const out: RawFile[] = [];
  const dirs: { kind: ContentKind; dir: string; categories?: readonly string[] }[] = [
    { kind: 'author', dir: 'authors' },
    { kind: 'article', dir: 'blog', categories: BLOG_CATEGORIES.map((c) => c.id) },
    { kind: 'faq', dir: 'faqs', categories: FAQ_CATEGORIES.map((c) => c.id) },
    { kind: 'term', dir: 'glossary' },
  ];
  for (const { kind, dir, categories } of dirs) {
    for (const full of listMarkdown(path.join(/*turbopackIgnore: true*/ root, dir)).sort()) {
      const file = path.relative(root, full).split(path.sep).join('/');
      const parts = file.split('/');
      const name = parts[parts.length - 1]!;
      const m = FILE_NAME.exec(name);
      if (!m) {
        problems.push(`${file}: file name must be <id>.<de|en>.md with a lowercase id`);
        continue;
      }
      let category: string | undefined;
      if (categories) {
        if (parts.length !== 3 || !categories.includes(parts[1]!)) {
          problems.push(`${file}: must lie in ${dir}/<categoryId>/ with one of: ${categories.join(', ')}`);
          continue;
        }
        category = parts[1];
      } else if (parts.length !== 2) {
        problems.push(`${file}: must lie directly in ${dir}/`);
        continue;
      }
      const split = splitFrontMatter(fs.readFileSync(full, 'utf8'));
      if (!split) {
        problems.push(`${file}: must start with a front matter block between two '---' lines`);
        continue;
      }
      let data: unknown;
      try {
        data = parseYaml(quotePlainColons(split.yaml));
      } catch (e) {
        problems.push(`${file}: front matter is not valid YAML: ${(e as Error).message.split('\n')[0]}`);
        continue;
      }
      out.push({ kind, file, idFromName: m[1]!, locale: m[2] as Locale, category, data, body: split.body });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Markdown
// ---------------------------------------------------------------------------------------------------------------

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

function hastText(node: HastElement | HastRoot): string {
  let out = '';
  visit(node, 'text', (t) => {
    out += t.value;
  });
  return out.trim();
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
  const toc: TocEntry[] = [];
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
        if ((el.tagName === 'h2' || el.tagName === 'h3') && typeof el.properties.id === 'string') {
          toc.push({ depth: el.tagName === 'h2' ? 2 : 3, text: hastText(el), id: el.properties.id });
        }
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
  const hast = processor.runSync(mdast);
  const html = processor.stringify(hast as HastRoot);
  return { html, text, words: countWords(text), toc, problems };
}

/** Minutes to read a body of `words` words (at least 1). */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / READING_WORDS_PER_MINUTE));
}

// ---------------------------------------------------------------------------------------------------------------
// Illustrations
// ---------------------------------------------------------------------------------------------------------------

/** Problems of an SVG that the site inlines into its pages; empty when it is safe and self-contained. */
export function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  if (!/^\s*(?:<\?xml[^>]*\?>\s*)?<svg[\s>]/.test(svg)) problems.push('must start with <svg');
  if (!/<svg[^>]*\sviewBox=/.test(svg)) problems.push('needs a viewBox');
  if (/<script/i.test(svg)) problems.push('must not contain <script>');
  if (/<(image|foreignObject|iframe|use)\b/i.test(svg)) problems.push('must not contain <image>, <use>, <foreignObject> or <iframe>');
  if (/\son[a-z]+\s*=/i.test(svg)) problems.push('must not contain event handler attributes');
  if (/(?:href|src)\s*=\s*["'](?!#)/i.test(svg)) problems.push('must not reference other files or URLs');
  if (/url\(\s*["']?(?!#)/i.test(svg)) problems.push('must not reference external resources in url()');
  if (/@import/i.test(svg)) problems.push('must not import stylesheets');
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// The store
// ---------------------------------------------------------------------------------------------------------------

export interface ContentStore {
  root: string;
  /** Every item, drafts included, per kind and locale, sorted (articles newest first, FAQs by category order, terms A–Z, authors by name). */
  items: { [K in ContentKind]: Record<Locale, ItemOfKind<K>[]> };
  /** Illustration SVG text by file name. */
  illustrations: Map<string, string>;
}

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
  const today = options.today ?? null;
  const problems: string[] = [];
  const raw = readFiles(root, problems);
  const schema = schemas(today);

  // Pass 1: front matter.
  type Parsed = { raw: RawFile; data: Record<string, unknown> & { id: string; slug: string; draft: boolean } };
  const parsed: Parsed[] = [];
  for (const file of raw) {
    const result = schema[file.kind].safeParse(file.data ?? {});
    if (!result.success) {
      for (const issue of result.error.issues) {
        const where = issue.path.length ? issue.path.join('.') : 'front matter';
        const missing = issue.code === 'invalid_type' && issue.input === undefined;
        problems.push(`${file.file}: ${where} ${missing ? 'is missing' : issue.message}`);
      }
      continue;
    }
    const data = result.data as Parsed['data'];
    if (data.id !== file.idFromName) {
      problems.push(`${file.file}: id "${data.id}" must equal the file name's id "${file.idFromName}"`);
      continue;
    }
    parsed.push({ raw: file, data });
  }

  // Files whose front matter failed still count as present: their own problem is reported once, without
  // follow-up reports about a missing counterpart or a link to them.
  const present = new Set(raw.map((f) => `${f.kind}:${f.locale}:${f.idFromName}`));

  // Illustrations.
  const illustrations = new Map<string, string>();
  const illustrationDir = path.join(/*turbopackIgnore: true*/ root, 'illustrations');
  if (fs.existsSync(illustrationDir)) {
    for (const name of fs.readdirSync(illustrationDir).filter((n) => n.endsWith('.svg')).sort()) {
      const svg = fs.readFileSync(path.join(/*turbopackIgnore: true*/ illustrationDir, name), 'utf8');
      const bad = svgProblems(svg);
      for (const p of bad) problems.push(`illustrations/${name}: ${p}`);
      if (!bad.length) illustrations.set(name, svg);
    }
  }

  // Indices for cross-checks and ref links.
  const byKey = new Map<string, Parsed>(); // `${kind}:${locale}:${id}`
  const slugs = new Map<string, string>(); // `${kind}:${locale}:${slug}` → file
  for (const p of parsed) {
    const key = `${p.raw.kind}:${p.raw.locale}:${p.data.id}`;
    const slugKey = `${p.raw.kind}:${p.raw.locale}:${p.data.slug}`;
    if (byKey.has(key)) {
      problems.push(`${p.raw.file}: id "${p.data.id}" is also used by ${byKey.get(key)!.raw.file}`);
      continue;
    }
    if (slugs.has(slugKey)) {
      problems.push(`${p.raw.file}: slug "${p.data.slug}" is also used by ${slugs.get(slugKey)} (slugs are unique per locale and kind)`);
    }
    byKey.set(key, p);
    slugs.set(slugKey, p.raw.file);
  }

  // Both locales hold the same ids with the same category (and FAQs the same order).
  for (const p of parsed) {
    const { kind, locale } = p.raw;
    for (const other of LOCALES.filter((l) => l !== locale)) {
      const twin = byKey.get(`${kind}:${other}:${p.data.id}`);
      if (!twin) {
        if (present.has(`${kind}:${other}:${p.data.id}`)) continue;
        problems.push(`${p.raw.file}: has no ${other} counterpart (expected ${p.raw.file.replace(/\.(de|en)\.md$/, `.${other}.md`)})`);
      } else if (locale < other) {
        if (twin.raw.category !== p.raw.category) {
          problems.push(`${p.raw.file}: category ${p.raw.category} differs from ${twin.raw.file} (${twin.raw.category}); both locales must use the same category`);
        }
        if (kind === 'faq' && twin.data.order !== p.data.order) {
          problems.push(`${p.raw.file}: order ${String(p.data.order)} differs from ${twin.raw.file} (${String(twin.data.order)})`);
        }
        if (twin.data.draft !== p.data.draft) {
          problems.push(`${p.raw.file}: draft is ${String(p.data.draft)} but ${String(twin.data.draft)} in ${twin.raw.file}; both locales are published together`);
        }
      }
    }
  }

  const categoryOf = (p: Parsed) => p.raw.category;
  const urlOf = (p: Parsed, locale: Locale): string => {
    const d = p.data;
    switch (p.raw.kind) {
      case 'article': {
        const c = BLOG_CATEGORIES.find((x) => x.id === categoryOf(p))!;
        return itemPath({ kind: 'article', locale, slug: d.slug, categoryId: c.id, categoryCode: c.code } as Article);
      }
      case 'faq': {
        const c = FAQ_CATEGORIES.find((x) => x.id === categoryOf(p))!;
        return itemPath({ kind: 'faq', locale, slug: d.slug, categoryId: c.id, categoryCode: c.code } as Faq);
      }
      case 'term':
        return itemPath({ kind: 'term', locale, slug: d.slug } as GlossaryTerm);
      case 'author':
        return itemPath({ kind: 'author', locale, slug: d.slug } as Author);
    }
  };

  const REF_KIND: Record<string, ContentKind> = { article: 'article', faq: 'faq', term: 'term', author: 'author' };
  const resolverFor = (from: Parsed): RefResolver => (ref) => {
    const m = /^ref:([a-z]+)\/([^#\s]+)(#[\w-]+)?$/.exec(ref);
    const bad = (why: string) => ({ error: `link "${ref}" ${why}` });
    if (!m) return bad('is not of the form ref:<article|faq|term|author|page>/<id>');
    const [, kind, target, hash = ''] = m;
    const locale = from.raw.locale;
    if (kind === 'page') {
      if (!STATIC_ROUTE_NAMES.has(target!)) return bad('names no route without dynamic segments in src/i18n/routes.ts');
      return { href: localizedPath(target!, locale) + hash };
    }
    const refKind = REF_KIND[kind!];
    if (!refKind) return bad('has an unknown kind (use article, faq, term, author or page)');
    const hit = byKey.get(`${refKind}:${locale}:${target}`);
    if (!hit && present.has(`${refKind}:${locale}:${target}`)) return { href: '#' }; // reported at the target
    if (!hit) return bad(`points to no ${refKind} with id "${target}" in ${locale}`);
    if (hit.data.draft && !from.data.draft) return bad(`points to a draft (${hit.raw.file}); a published item may link only to published items`);
    return { href: urlOf(hit, locale) + hash };
  };

  const authorIds = new Set(parsed.filter((p) => p.raw.kind === 'author').map((p) => p.data.id));
  const items: ContentStore['items'] = {
    article: { de: [], en: [] },
    faq: { de: [], en: [] },
    term: { de: [], en: [] },
    author: { de: [], en: [] },
  };

  // Pass 2: bodies and references.
  for (const p of parsed) {
    const { kind, locale, file } = p.raw;
    const d = p.data;
    const rendered = renderMarkdown(p.raw.body, resolverFor(p));
    for (const problem of rendered.problems) problems.push(`${file}: ${problem}`);
    const limits = (options.wordLimits ?? WORD_LIMITS)[kind];
    if (!d.draft && (rendered.words < limits.min || rendered.words > limits.max)) {
      problems.push(`${file}: body has ${rendered.words} words; a published ${kind} needs ${limits.min}–${limits.max}`);
    }
    const base = { id: d.id, locale, slug: d.slug, file, draft: d.draft, html: rendered.html, text: rendered.text, words: rendered.words };
    switch (kind) {
      case 'article': {
        const a = d as unknown as Omit<Article, keyof Base | 'kind' | 'categoryId' | 'categoryCode' | 'toc' | 'readingMinutes'>;
        const category = BLOG_CATEGORIES.find((c) => c.id === p.raw.category)!;
        if (!authorIds.has(a.author)) problems.push(`${file}: author "${a.author}" has no file in authors/`);
        else if (!byKey.has(`author:${locale}:${a.author}`)) problems.push(`${file}: author "${a.author}" has no ${locale} profile`);
        if (!illustrations.has(a.illustration)) problems.push(`${file}: illustration "${a.illustration}" is not a valid file in illustrations/`);
        if (a.updatedAt < a.publishedAt) problems.push(`${file}: updatedAt ${a.updatedAt} is before publishedAt ${a.publishedAt}`);
        if (rendered.toc.filter((t) => t.depth === 2).length === 0 && !d.draft) problems.push(`${file}: body needs ## sections (they make the table of contents)`);
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

  // FAQ anchors must be unique on a category page.
  for (const locale of LOCALES) {
    const seen = new Map<string, string>();
    for (const f of items.faq[locale]) {
      const key = `${f.categoryId}#${f.anchor}`;
      if (seen.has(key)) problems.push(`${f.file}: question gives the anchor "${f.anchor}", as does ${seen.get(key)}`);
      else seen.set(key, f.file);
    }
  }

  if (problems.length) throw new ContentError(problems);
  sortItems(items);
  return { root, items, illustrations };
}
