import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routes';
import { localizedPath } from '@/i18n/paths';
import { boxAround, boxOf, GERMANY, projection, settlementDots } from '../map-geometry';
import type { SearchCentre } from '../search-repository';
import type { SearchResultItem } from '../search';

/**
 * The results on a map drawn on the server (issue 25): where people live as grey dots, the search radius, and one
 * numbered point per result of the page, each a link to the listing (keyboard: Tab moves through them in the
 * list's order). The list below the map holds the same results; nothing is loaded from a map service.
 */
export async function ResultsMap({ items, first, centre, radius, locale }: { items: SearchResultItem[]; first: number; centre: SearchCentre | null; radius: number; locale: Locale }) {
  if (items.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'properties' });
  const format = await getFormatter({ locale });
  const box = centre && radius > 0 ? boxAround(centre.lat, centre.lon, radius * 1.1) : centre ? boxOf(items) : GERMANY;
  const p = projection(box);
  const dots = settlementDots(box, p);
  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white" data-testid="results-map">
      <svg viewBox={`0 0 ${p.width} ${p.height}`} className="h-auto w-full" role="group" aria-labelledby="results-map-title" aria-describedby="results-map-caption">
        <title id="results-map-title">{t('map.title')}</title>
        <g aria-hidden="true" className="fill-slate-300">
          {dots.map((d) => (
            <circle key={`${d.x}:${d.y}`} cx={d.x} cy={d.y} r={2.5} />
          ))}
        </g>
        {centre && radius > 0 && (
          <circle aria-hidden="true" cx={p.x(centre.lon)} cy={p.y(centre.lat)} r={Math.round(radius * p.scale)} className="fill-brand-50/40 stroke-brand-600" strokeWidth={2} strokeDasharray="6 6" />
        )}
        {items.map((item, i) => (
          <a key={item.id} href={localizedPath('properties-listing', locale, { listing: item.slug })} aria-label={t('map.marker', { n: first + i, title: item.title, price: format.number(item.price, 'euro') })} className="group outline-none" data-testid="map-marker">
            <circle cx={p.x(item.lon)} cy={p.y(item.lat)} r={20} className="fill-brand-700 stroke-white group-hover:fill-brand-800 group-focus-visible:stroke-amber-400" strokeWidth={4} />
            <text x={p.x(item.lon)} y={p.y(item.lat)} dy="0.35em" textAnchor="middle" className="fill-white text-[20px] font-semibold" aria-hidden="true">
              {first + i}
            </text>
          </a>
        ))}
      </svg>
      <figcaption id="results-map-caption" className="px-4 py-2 text-xs text-muted">{t('map.description')}</figcaption>
    </figure>
  );
}
