/**
 * The rules that span files (writers' brief): ids and slugs unique, both locales holding the same items alike,
 * an article's author, illustration and sections, body word counts, FAQ anchors unique on their page. Each
 * check adds its findings to `problems`, prefixed with the file they concern.
 */
import { LOCALES, type Locale } from '@/i18n/routes';
import type { Article, Faq, TocEntry } from './model';
import type { RawFile } from './files';
import type { Parsed } from './front-matter';

/** The files by `${kind}:${locale}:${id}`, for the cross-checks and the `ref:` links. */
export interface ContentIndex {
  /** The files whose front matter passed, first one per key. */
  byKey: Map<string, Parsed>;
  /**
   * Every file read, its front matter valid or not: a file whose front matter failed has its own problem
   * reported once, without follow-up reports about a missing counterpart or a link to it.
   */
  present: Set<string>;
}

/** Index the files; an id used twice keeps its first file, a slug used twice in one locale and kind is reported. */
export function indexFiles(raw: RawFile[], parsed: Parsed[], problems: string[]): ContentIndex {
  const present = new Set(raw.map((f) => `${f.kind}:${f.locale}:${f.idFromName}`));
  const byKey = new Map<string, Parsed>();
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
  return { byKey, present };
}

/** Both locales hold the same ids with the same category, draft state (and for FAQs the same order). */
export function checkLocales(parsed: Parsed[], { byKey, present }: ContentIndex, problems: string[]): void {
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
}

/** A published body's word count lies within its kind's limits. */
export function checkWordCount(p: Parsed, words: number, limits: { min: number; max: number }, problems: string[]): void {
  if (!p.data.draft && (words < limits.min || words > limits.max)) {
    problems.push(`${p.raw.file}: body has ${words} words; a published ${p.raw.kind} needs ${limits.min}–${limits.max}`);
  }
}

export interface ArticleContext {
  byKey: ContentIndex['byKey'];
  /** Ids of the authors with a file in either locale. */
  authorIds: Set<string>;
  illustrations: Map<string, string>;
}

/** An article's author has a profile in its locale, its illustration exists, its dates are in order, its body has sections. */
export function checkArticle(p: Parsed, toc: TocEntry[], { byKey, authorIds, illustrations }: ArticleContext, problems: string[]): void {
  const { file, locale } = p.raw;
  const a = p.data as unknown as Pick<Article, 'author' | 'illustration' | 'publishedAt' | 'updatedAt'>;
  if (!authorIds.has(a.author)) problems.push(`${file}: author "${a.author}" has no file in authors/`);
  else if (!byKey.has(`author:${locale}:${a.author}`)) problems.push(`${file}: author "${a.author}" has no ${locale} profile`);
  if (!illustrations.has(a.illustration)) problems.push(`${file}: illustration "${a.illustration}" is not a valid file in illustrations/`);
  if (a.updatedAt < a.publishedAt) problems.push(`${file}: updatedAt ${a.updatedAt} is before publishedAt ${a.publishedAt}`);
  if (toc.filter((t) => t.depth === 2).length === 0 && !p.data.draft) problems.push(`${file}: body needs ## sections (they make the table of contents)`);
}

/** FAQ anchors are unique on a category page. */
export function checkFaqAnchors(faqs: Record<Locale, Faq[]>, problems: string[]): void {
  for (const locale of LOCALES) {
    const seen = new Map<string, string>();
    for (const f of faqs[locale]) {
      const key = `${f.categoryId}#${f.anchor}`;
      if (seen.has(key)) problems.push(`${f.file}: question gives the anchor "${f.anchor}", as does ${seen.get(key)}`);
      else seen.set(key, f.file);
    }
  }
}
