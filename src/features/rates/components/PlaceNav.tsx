import { getTranslations } from 'next-intl/server';
import { regionByCode } from '@/engine/geo/regions';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { placeName, statePlace, type Place } from '../rates-query';
import { asRouteName } from '@/i18n/routes';

export type PageFamily = 'mortgage-rates' | 'mortgage-broker';

/** Route name and parameters of a place's page in a family (null place = the overview page). */
export function placeRoute(family: PageFamily, place: Place | null, locale: Locale): { name: string; params: Record<string, string> } {
  if (!place) return { name: family, params: {} };
  const region = regionByCode(place.state);
  if (place.kind === 'state') return { name: `${family}-region`, params: { region: region.slug[locale] } };
  return { name: `${family}-region-city`, params: { region: region.slug[locale], city: place.city.slug[locale] } };
}

export function placePath(family: PageFamily, place: Place | null, locale: Locale): string {
  const { name, params } = placeRoute(family, place, locale);
  return localizedPath(asRouteName(name), locale, params);
}

/**
 * Internal links of a rates or broker page: city pages back to their region page, every page to its
 * counterpart in the other family (rates ↔ broker), region pages to the overview.
 */
export async function PlaceNav({ locale, family, place }: { locale: Locale; family: PageFamily; place: Place | null }) {
  const t = await getTranslations({ locale, namespace: 'rates' });
  const other: PageFamily = family === 'mortgage-rates' ? 'mortgage-broker' : 'mortgage-rates';
  const label = place ? placeName(place, locale) : t('germany');
  const links: { href: string; text: string }[] = [];
  if (place?.kind === 'city') {
    const region = regionByCode(place.state);
    links.push({ href: placePath(family, statePlace(place.state), locale), text: t('links.region', { region: region.name[locale] }) });
  }
  if (place?.kind === 'state') links.push({ href: placePath(family, null, locale), text: t('links.allRegions') });
  links.push({
    href: placePath(other, place, locale),
    text: other === 'mortgage-broker' ? t('links.brokerCounterpart', { place: label }) : t('links.ratesCounterpart', { place: label }),
  });
  return (
    <nav aria-labelledby="place-nav-title" className="mt-8">
      <h2 id="place-nav-title" className="text-lg font-semibold text-ink">{t('links.title')}</h2>
      <ul className="mt-2 flex flex-wrap gap-3">
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href} className="inline-block rounded-lg border border-brand-600 px-4 py-2 text-brand-700 hover:bg-brand-50">{l.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
