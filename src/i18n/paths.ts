/**
 * Path arithmetic on the route table: build localized paths, match a path back to its route, translate a
 * page's parameters into the other locale (hreflang, language switch). Pure functions, no Next.js imports.
 */
import { ROUTES, isLocale, routeByName, withLocale, LOCALES, type Locale, type RouteDef, type RouteName, asRouteName } from './routes';
import { REGIONS } from '@/engine/geo/regions';
import { CITIES } from '@/engine/geo/cities';
import {
  BLOG_CATEGORIES,
  CALCULATOR_SLUGS,
  FAQ_CATEGORIES,
  blogCategoryBySlug,
  faqCategoryBySlug,
  isContactType,
  PROPERTY_CITY_PAGES,
} from '@/config/taxonomy';

export type Params = Record<string, string>;

export interface MatchedRoute {
  locale: Locale;
  route: RouteDef;
  params: Params;
}

function fill(pattern: string, params: Params): string {
  return pattern.replace(/\[([a-zA-Z]+)\]/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing parameter ${name} for ${pattern}`);
    return encodeURIComponent(value);
  });
}

/** The path Next.js renders for a route (inside `src/app/[locale]/`), e.g. internalPath(about, 'de') → '/de/about'. */
export function internalPath(route: RouteDef, locale: Locale, params: Params = {}): string {
  return withLocale(fill(route.internal, params), locale);
}

/** The public path of a route, e.g. localizedPath('about', 'de') → '/de/ueber-uns'. */
export function localizedPath(name: RouteName, locale: Locale, params: Params = {}): string {
  const route = routeByName(name);
  return withLocale(fill(route.paths[locale], params), locale);
}

function splitPath(pathname: string): string[] {
  return pathname.split('/').filter((s) => s.length > 0);
}

const literalCount = (pattern: string) => splitPath(pattern).filter((s) => !s.startsWith('[')).length;

/** Routes ordered so that more specific patterns (more literal segments) are tried first. */
const MATCH_ORDER = [...ROUTES].sort(
  (a, b) => literalCount(b.paths.en) + literalCount(b.paths.de) - (literalCount(a.paths.en) + literalCount(a.paths.de)),
);

function matchPattern(pattern: string, segments: string[]): Params | null {
  const parts = splitPath(pattern);
  if (parts.length !== segments.length) return null;
  const params: Params = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const segment = segments[i]!;
    if (part.startsWith('[')) params[part.slice(1, -1)] = segment;
    else if (part.includes('[')) {
      // A literal prefix and a parameter in one segment (`wohnung-kaufen-[city]`).
      const open = part.indexOf('[');
      const prefix = part.slice(0, open);
      if (!part.endsWith(']') || !segment.startsWith(prefix) || segment.length === prefix.length) return null;
      params[part.slice(open + 1, -1)] = segment.slice(prefix.length);
    } else if (part !== segment) return null;
  }
  return params;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Match a public path (`/de/baufinanzierung/bayern`) to its route and parameters. Unknown → null. */
export function matchPath(pathname: string): MatchedRoute | null {
  const raw = splitPath(pathname.split(/[?#]/)[0] ?? '');
  const segments: string[] = [];
  for (const s of raw) {
    const decoded = safeDecode(s);
    if (decoded === null) return null;
    segments.push(decoded);
  }
  const [first, ...rest] = segments;
  if (!isLocale(first)) return null;
  for (const route of MATCH_ORDER) {
    const params = matchPattern(route.paths[first], rest);
    if (params) return { locale: first, route, params };
  }
  return null;
}

class Untranslatable extends Error {}

/** Translate one route's parameters from one locale into another. Throws Untranslatable when impossible. */
function translateParams(route: RouteDef, params: Params, from: Locale, to: Locale): Params {
  const out: Params = {};
  for (const [name, value] of Object.entries(params)) {
    switch (name) {
      case 'region': {
        const region = REGIONS.find((r) => r.slug[from] === value);
        if (!region) throw new Untranslatable(name);
        out.region = region.slug[to];
        break;
      }
      case 'city': {
        const city = CITIES.find((c) => c.slug[from] === value);
        if (!city) throw new Untranslatable(name);
        out.city = city.slug[to];
        break;
      }
      case 'slug': {
        const index = CALCULATOR_SLUGS.findIndex((c) => c.slug[from] === value);
        if (index < 0) throw new Untranslatable(name);
        out.slug = CALCULATOR_SLUGS[index]!.slug[to];
        break;
      }
      case 'contactType':
        if (!isContactType(value)) throw new Untranslatable(name);
        out.contactType = value;
        break;
      case 'category': {
        const category = route.name.startsWith('mortgage-faqs')
          ? faqCategoryBySlug(from, value)
          : blogCategoryBySlug(from, value);
        if (!category) throw new Untranslatable(name);
        out.category = category.slug[to];
        break;
      }
      default:
        // Article slugs are editorial content of one language; they have no counterpart by rule.
        throw new Untranslatable(name);
    }
  }
  return out;
}

/**
 * The same page in another locale, or null when it has no exact counterpart. Used for hreflang alternates
 * and the canonical URL, so it never guesses.
 */
export function counterpartPath(pathname: string, to: Locale): string | null {
  const match = matchPath(pathname);
  if (!match) return null;
  if (match.locale === to) return localizedPath(asRouteName(match.route.name), to, match.params);
  try {
    const params = translateParams(match.route, match.params, match.locale, to);
    if (match.route.name === 'blog-category') {
      const category = BLOG_CATEGORIES.find((c) => c.slug[to] === params.category);
      if (!category?.listed[to]) return null;
    }
    return localizedPath(asRouteName(match.route.name), to, params);
  } catch (e) {
    if (e instanceof Untranslatable) return null;
    throw e;
  }
}

export interface SwitchTarget {
  /** '' when switching failed (spec section 8: an error gives an empty link). */
  href: string;
  /** A full URL must be followed with a real navigation, not a client-side transition. */
  external: boolean;
}

/**
 * The language switch (spec section 2): region and city pages use their hreflang variants; calculator pages
 * map to the same-position calculator; FAQ pages map the category code to the other slug; blog pages go to
 * the other blog; unknown paths fall back to the calculators page; full URLs navigate for real; an error
 * gives an empty link.
 */
export function switchLocale(pathOrUrl: string, to: Locale): SwitchTarget {
  try {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(pathOrUrl)) {
      const url = new URL(pathOrUrl);
      const inner = switchLocale(url.pathname, to);
      if (!inner.href) return { href: '', external: true };
      return { href: new URL(inner.href, url.origin).toString(), external: true };
    }
    const match = matchPath(pathOrUrl);
    if (!match) return { href: localizedPath('calculators', to), external: false };
    const { route, params, locale } = match;

    if (route.name === 'blog' || route.name === 'blog-category' || route.name === 'blog-slug-categoryCode') {
      const exact = route.name === 'blog-category' ? counterpartPath(pathOrUrl, to) : null;
      return { href: exact ?? localizedPath('blog', to), external: false };
    }
    if (route.name === 'mortgage-faqs-category-slug-categoryCode') {
      // The article's category code names the category in both languages.
      const category = faqCategoryBySlug(locale, params.category ?? '');
      if (!category) return { href: '', external: false };
      return { href: localizedPath('mortgage-faqs-category', to, { category: category.slug[to] }), external: false };
    }
    const exact = counterpartPath(pathOrUrl, to);
    return { href: exact ?? '', external: false };
  } catch {
    return { href: '', external: false };
  }
}

/** Every public path of every route with the parameter values the site knows (sitemap, route tests). */
export function enumerateRoutePaths(
  filter: (route: RouteDef) => boolean = () => true,
  /** The cities with a property page per type (the database knows them: features/properties/city-pages.ts); default the seeded ones. */
  propertyCities: Readonly<Record<'apartment' | 'house', readonly string[]>> = PROPERTY_CITY_PAGES,
): { route: RouteDef; paths: Record<Locale, string> }[] {
  const out: { route: RouteDef; paths: Record<Locale, string> }[] = [];
  const add = (route: RouteDef, byLocale: (l: Locale) => Params) => {
    out.push({ route, paths: Object.fromEntries(LOCALES.map((l) => [l, localizedPath(asRouteName(route.name), l, byLocale(l))])) as Record<Locale, string> });
  };
  for (const route of ROUTES) {
    if (!filter(route)) continue;
    const pattern = route.paths.en;
    if (!pattern.includes('[')) {
      add(route, () => ({}));
    } else if (route.name === 'calculators-slug') {
      for (const c of CALCULATOR_SLUGS) add(route, (l) => ({ slug: c.slug[l] }));
    } else if (pattern.includes('[contactType]')) {
      for (const contactType of ['phone', 'video', 'short-video', 'office']) add(route, () => ({ contactType }));
    } else if (pattern.endsWith('[region]')) {
      for (const region of REGIONS) add(route, (l) => ({ region: region.slug[l] }));
    } else if (route.name === 'buy-apartment-city' || route.name === 'buy-house-city') {
      const ids: readonly string[] = propertyCities[route.name === 'buy-apartment-city' ? 'apartment' : 'house'];
      for (const city of CITIES.filter((c) => ids.includes(c.id))) add(route, (l) => ({ city: city.slug[l] }));
    } else if (pattern.endsWith('[city]')) {
      for (const city of CITIES) {
        const region = REGIONS.find((r) => r.code === city.state)!;
        add(route, (l) => ({ region: region.slug[l], city: city.slug[l] }));
      }
    } else if (route.name === 'blog-category') {
      for (const c of BLOG_CATEGORIES.filter((c) => c.listed.de && c.listed.en)) add(route, (l) => ({ category: c.slug[l] }));
    } else if (route.name === 'mortgage-faqs-category') {
      for (const c of FAQ_CATEGORIES) add(route, (l) => ({ category: c.slug[l] }));
    }
    // Article routes are enumerated by the content they hold (content issue).
  }
  return out;
}
