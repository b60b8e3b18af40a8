import { PARTNER_KEY, WIDGET_IDS } from '@/lib/widget-frame';
/**
 * Whether the parameters of a matched route name something that exists (a known region, city, calculator,
 * contact type or category; content items are checked by src/features/content/known.ts). The proxy sends requests for unknown ones to the 404 page before rendering,
 * because Next.js renders a 404 raised inside a page on the client only (vercel/next.js#62228).
 */
import { REGIONS } from '@/engine/geo/regions';
import { CITIES } from '@/engine/geo/cities';
import { blogCategoryBySlug, calculatorBySlug, faqCategoryBySlug, hasPropertyCityPage, isContactType, type PropertyCityType } from '@/config/taxonomy';
import type { MatchedRoute } from './paths';

export function paramsExist({ route, params, locale }: MatchedRoute): boolean {
  const region = params.region === undefined ? undefined : REGIONS.find((r) => r.slug[locale] === params.region);
  if (params.region !== undefined && !region) return false;
  if (params.city !== undefined) {
    const city = CITIES.find((c) => c.slug[locale] === params.city);
    if (!city) return false;
    // A city property page needs data of its type too: the database decides (propertyCityPageExists).
    if (!PROPERTY_CITY_ROUTES[route.name] && city.state !== region?.code) return false;
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
  // A partner widget (ADR 044): one of the widgets, a key of the partner keys' shape; whether the partner exists
  // and may frame it, the production server's frame-ancestors decides (src/lib/widget-frame.ts).
  if (params.widget !== undefined && !(WIDGET_IDS as readonly string[]).includes(params.widget)) return false;
  if (params.partner !== undefined && !PARTNER_KEY.test(params.partner)) return false;
  // A lead's page (back office): an id of the database's shape; whether it exists and who may see it, the page decides.
  if (params.lead !== undefined && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(params.lead)) return false;
  // Articles, FAQs, glossary terms and authors are content: the proxy asks the content store
  // (src/features/content/known.ts contentStatus) whether they exist and are published.
  return true;
}

const PROPERTY_CITY_ROUTES: Readonly<Record<string, PropertyCityType>> = { 'buy-apartment-city': 'apartment', 'buy-house-city': 'house' };

/** Asks the database whether a city has a property page of a type; registered by src/instrumentation.ts. */
export type PropertyCityCheck = (type: PropertyCityType, cityId: string) => Promise<boolean>;
export const PROPERTY_CITY_CHECK = Symbol.for('hauslotse.propertyCityCheck');

/**
 * Whether a matched city property page (`/de/wohnung-kaufen-<city>`) has data: price statistics or listings of
 * its type in the database (src/features/properties/city-pages.ts), so a city that arrives by import has its
 * page at once. Other routes: true. Before the server registered the check (the build), the seeded cities.
 */
export async function propertyCityPageExists({ route, params, locale }: MatchedRoute): Promise<boolean> {
  const type = PROPERTY_CITY_ROUTES[route.name];
  if (!type) return true;
  const city = CITIES.find((c) => c.slug[locale] === params.city);
  if (!city) return false;
  const check = (globalThis as Record<symbol, unknown>)[PROPERTY_CITY_CHECK] as PropertyCityCheck | undefined;
  return check ? check(type, city.id) : hasPropertyCityPage(type, city.id);
}
