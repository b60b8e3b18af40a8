/**
 * `ref:` links in the bodies (writers' brief): `ref:<article|faq|term|author>/<id>` or `ref:page/<route name>`,
 * optionally with `#anchor`, resolved to the target's localized URL in the linking file's locale.
 */
import { BLOG_CATEGORIES, FAQ_CATEGORIES } from '@/config/taxonomy';
import type { Locale } from '@/i18n/routes';
import { localizedPath } from '@/i18n/paths';
import { STATIC_ROUTE_NAMES, type Article, type Author, type ContentKind, type Faq, type GlossaryTerm } from './model';
import { itemPath } from './urls';
import type { Parsed } from './front-matter';
import type { RefResolver } from './markdown';
import type { ContentIndex } from './validate';
import { asRouteName } from '@/i18n/routes';

/** The URL of a file's item before the item is assembled (its body is rendered after its links resolve). */
function urlOf(p: Parsed, locale: Locale): string {
  const d = p.data;
  switch (p.raw.kind) {
    case 'article': {
      const c = BLOG_CATEGORIES.find((x) => x.id === p.raw.category)!;
      return itemPath({ kind: 'article', locale, slug: d.slug, categoryId: c.id, categoryCode: c.code } as Article);
    }
    case 'faq': {
      const c = FAQ_CATEGORIES.find((x) => x.id === p.raw.category)!;
      return itemPath({ kind: 'faq', locale, slug: d.slug, categoryId: c.id, categoryCode: c.code } as Faq);
    }
    case 'term':
      return itemPath({ kind: 'term', locale, slug: d.slug } as GlossaryTerm);
    case 'author':
      return itemPath({ kind: 'author', locale, slug: d.slug } as Author);
  }
}

const REF_KIND: Record<string, ContentKind> = { article: 'article', faq: 'faq', term: 'term', author: 'author' };

/** The resolver for the links in `from`'s body: a published item may link only to published items. */
export function refResolver({ byKey, present }: ContentIndex, from: Parsed): RefResolver {
  return (ref) => {
    const m = /^ref:([a-z]+)\/([^#\s]+)(#[\w-]+)?$/.exec(ref);
    const bad = (why: string) => ({ error: `link "${ref}" ${why}` });
    if (!m) return bad('is not of the form ref:<article|faq|term|author|page>/<id>');
    const [, kind, target, hash = ''] = m;
    const locale = from.raw.locale;
    if (kind === 'page') {
      if (!STATIC_ROUTE_NAMES.has(asRouteName(target!))) return bad('names no route without dynamic segments in src/i18n/routes.ts');
      return { href: localizedPath(asRouteName(target!), locale) + hash };
    }
    const refKind = REF_KIND[kind!];
    if (!refKind) return bad('has an unknown kind (use article, faq, term, author or page)');
    const hit = byKey.get(`${refKind}:${locale}:${target}`);
    if (!hit && present.has(`${refKind}:${locale}:${target}`)) return { href: '#' }; // reported at the target
    if (!hit) return bad(`points to no ${refKind} with id "${target}" in ${locale}`);
    if (hit.data.draft && !from.data.draft) return bad(`points to a draft (${hit.raw.file}); a published item may link only to published items`);
    return { href: urlOf(hit, locale) + hash };
  };
}
