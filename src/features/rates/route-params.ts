import 'server-only';
import { notFound } from 'next/navigation';
import { requireLocale } from '@/i18n/require-locale';
import { regionBySlug } from '@/engine/geo/regions';
import { cityBySlug } from '@/engine/geo/lookup';

/** The region of a rates or broker page, or the 404 page. */
export async function resolveRegionParams(params: Promise<{ locale: string; region: string }>) {
  const { locale: raw, region: slug } = await params;
  const locale = requireLocale(raw);
  const region = regionBySlug(locale, slug);
  if (!region) notFound();
  return { locale, region, routeParams: { region: slug }, values: { region: region.name[locale] } };
}

/** The region and city of a rates or broker page (the city must lie in the region), or the 404 page. */
export async function resolveCityParams(params: Promise<{ locale: string; region: string; city: string }>) {
  const { locale: raw, region: regionSlug, city: citySlug } = await params;
  const locale = requireLocale(raw);
  const region = regionBySlug(locale, regionSlug);
  const city = cityBySlug(locale, citySlug);
  if (!region || !city || city.state !== region.code) notFound();
  return { locale, region, city, routeParams: { region: regionSlug, city: citySlug }, values: { city: city.name[locale], region: region.name[locale] } };
}
