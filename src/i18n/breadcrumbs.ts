/**
 * Breadcrumbs from the URL path (spec section 2 "Breadcrumbs"). Pure: labels come from the resolver, so the
 * rules are unit-tested without Next.js.
 */
import { localizedPath, matchPath } from './paths';
import { isLocale, routeByName, type Locale, asRouteName } from './routes';
import { REGIONS } from '@/engine/geo/regions';
import { CITIES } from '@/engine/geo/cities';
import { blogCategoryBySlug, calculatorBySlug, faqCategoryBySlug, isContactType } from '@/config/taxonomy';

export interface Crumb {
  label: string;
  /** Absent for the last crumb and for segments that are not a page of their own. */
  href?: string;
}

export interface CrumbLabels {
  brand: string;
  /** Short label of a route (messages breadcrumbs.<key>). */
  route(key: string): string;
  contactType(type: string): string;
  calculator(id: string): string;
  blogCategory(id: string): string;
  faqCategory(id: string): string;
}

/**
 * Pages whose parent page is not a prefix of their path (`/de/wohnung-kaufen-berlin` belongs under
 * `/de/wohnung-kaufen`): the parent's crumb comes first.
 */
const PARENT_PAGE: Readonly<Record<string, string>> = { 'buy-apartment-city': 'buy-apartment', 'buy-house-city': 'buy-house' };

/** Segments that only group pages and are skipped (spec: lp-2 and empty segments). */
const SKIPPED = new Set(['lp-2', 'lp']);

/** Words as they read in a crumb: dashes as spaces, first letter upper case, "ETF" upper-cased. */
export function humanize(segment: string): string {
  const text = segment.replace(/[-_]+/g, ' ').trim();
  const withEtf = text.replace(/\betf\b/gi, 'ETF');
  return withEtf.charAt(0).toUpperCase() + withEtf.slice(1);
}

function labelFor(cumulative: string, segment: string, locale: Locale, labels: CrumbLabels, warn: (msg: string) => void): { label: string; page: boolean } {
  const match = matchPath(cumulative);
  if (!match) return { label: humanize(segment), page: false };
  const { route, params } = match;
  switch (route.name) {
    case 'mortgage-rates-region':
    case 'mortgage-broker-region': {
      const region = REGIONS.find((r) => r.slug[locale] === params.region);
      return region ? { label: region.name[locale], page: true } : { label: humanize(segment), page: false };
    }
    case 'buy-apartment-city':
    case 'buy-house-city':
    case 'mortgage-rates-region-city':
    case 'mortgage-broker-region-city': {
      const city = CITIES.find((c) => c.slug[locale] === params.city);
      return city ? { label: city.name[locale], page: true } : { label: humanize(segment), page: false };
    }
    case 'calculators-slug': {
      const calc = calculatorBySlug(locale, params.slug ?? '');
      return calc ? { label: labels.calculator(calc.id), page: true } : { label: humanize(segment), page: false };
    }
    case 'appointment-slug':
      return isContactType(params.contactType ?? '') ? { label: labels.contactType(params.contactType!), page: true } : { label: humanize(segment), page: false };
    case 'blog-category': {
      const category = blogCategoryBySlug(locale, params.category ?? '');
      // An unlisted category (pension in English) has no page of its own: its crumb is a label only.
      return category ? { label: labels.blogCategory(category.id), page: category.listed[locale] } : { label: humanize(segment), page: false };
    }
    case 'mortgage-faqs-category': {
      const category = faqCategoryBySlug(locale, params.category ?? '');
      if (!category) {
        warn(`breadcrumbs: unknown FAQ category "${params.category}"`);
        return { label: humanize(segment), page: false };
      }
      return { label: labels.faqCategory(category.id), page: true };
    }
    case 'blog-slug-categoryCode':
    case 'mortgage-faqs-category-slug-categoryCode':
      // The article title belongs to the article; the page passes it as the last crumb's label.
      return { label: humanize(segment.replace(/\.[a-z]{2,3}$/, '')), page: true };
    default:
      return { label: labels.route(route.key), page: true };
  }
}

export function buildBreadcrumbs(pathname: string, labels: CrumbLabels, options: { lastLabel?: string; warn?: (msg: string) => void } = {}): Crumb[] {
  const warn = options.warn ?? ((msg: string) => console.warn(msg));
  const segments = pathname.split(/[?#]/)[0]!.split('/');
  const crumbs: Crumb[] = [];
  let cumulative = '';
  let locale: Locale | null = null;
  for (const raw of segments) {
    if (raw === '') continue;
    cumulative += `/${raw}`;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      segment = raw;
    }
    if (locale === null) {
      if (!isLocale(segment)) return [];
      locale = segment;
      crumbs.push({ label: labels.brand, href: cumulative });
      continue;
    }
    if (SKIPPED.has(segment)) continue;
    const parent = PARENT_PAGE[matchPath(cumulative)?.route.name ?? ''];
    if (parent) crumbs.push({ label: labels.route(routeByName(parent).key), href: localizedPath(asRouteName(parent), locale) });
    const { label, page } = labelFor(cumulative, segment, locale, labels, warn);
    crumbs.push(page ? { label, href: cumulative } : { label });
  }
  if (crumbs.length > 0) {
    const last = crumbs[crumbs.length - 1]!;
    crumbs[crumbs.length - 1] = { label: options.lastLabel ?? last.label };
  }
  return crumbs;
}
