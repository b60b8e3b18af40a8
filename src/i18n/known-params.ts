/**
 * Whether the parameters of a matched route name something that exists (a known region, city, calculator,
 * contact type or category; content items are checked by src/features/content/known.ts). The proxy sends requests for unknown ones to the 404 page before rendering,
 * because Next.js renders a 404 raised inside a page on the client only (vercel/next.js#62228).
 */
import { REGIONS } from '@/engine/geo/regions';
import { CITIES } from '@/engine/geo/cities';
import { blogCategoryBySlug, calculatorBySlug, faqCategoryBySlug, hasPropertyCityPage, isContactType } from '@/config/taxonomy';
import type { MatchedRoute } from './paths';

export function paramsExist({ route, params, locale }: MatchedRoute): boolean {
  const region = params.region === undefined ? undefined : REGIONS.find((r) => r.slug[locale] === params.region);
  if (params.region !== undefined && !region) return false;
  if (params.city !== undefined) {
    const city = CITIES.find((c) => c.slug[locale] === params.city);
    if (!city) return false;
    if (route.name === 'buy-apartment-city' || route.name === 'buy-house-city') {
      // A city property page exists where the city has a sourced price level of that type.
      if (!hasPropertyCityPage(route.name === 'buy-apartment-city' ? 'apartment' : 'house', city.id)) return false;
    } else if (city.state !== region?.code) return false;
  }
  if (params.slug !== undefined && !calculatorBySlug(locale, params.slug)) return false;
  if (params.contactType !== undefined && !isContactType(params.contactType)) return false;
  if (params.category !== undefined) {
    if (route.name.startsWith('mortgage-faqs')) {
      if (!faqCategoryBySlug(locale, params.category)) return false;
    } else {
      const category = blogCategoryBySlug(locale, params.category);
      // An unlisted category (pension in English) has no page of its own, but its articles have theirs.
      if (!category || (!category.listed[locale] && route.name === 'blog-category')) return false;
    }
  }
  // Articles, FAQs, glossary terms and authors are content: the proxy asks the content store
  // (src/features/content/known.ts contentStatus) whether they exist and are published.
  return true;
}
