import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routes';
import { boxAround, boxOf, citiesIn, GERMANY, placeLabels, projection, settlementDots, spreadMarkers } from '../map-geometry';
import { boundsOf, configuredTiles, streetMapTexts } from '../street-map';
import { StreetMap } from './StreetMap';
import { SEARCH_FORM_ID } from './SearchForm';
import type { SearchCentre } from '../search-repository';
import type { SearchResultItem } from '../search';
import { listingTitle } from '../listing-texts';
import { listingHref } from '../listing-query';

/**
 * The results on a map drawn on the server (issue 25): where people live as grey dots, the search radius, and one
 * numbered point per result of the page, each a link to the listing (keyboard: Tab moves through them in the
 * list's order). The list below the map holds the same results; nothing is loaded from a map service.
 * With MAP_TILES_URL (ADR 049) this drawing is the first paint and the view without JavaScript of a street map
 * (StreetMap) that takes its place once loaded: the same results as clustered markers, and the search area movable.
 */
const MARKER_RADIUS = 20;

export async function ResultsMap({ items, first, centre, radius, locale, params = '' }: { items: SearchResultItem[]; first: number; centre: SearchCentre | null; radius: number; locale: Locale; params?: string }) {
  if (items.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'properties' });
  const format = await getFormatter({ locale });
  const box = centre && radius > 0 ? boxAround(centre.lat, centre.lon, radius * 1.1) : centre ? boxOf(items) : GERMANY;
  const p = projection(box);
  const dots = settlementDots(box, p);
  // Listings close together would hide each other's numbers: such markers move apart, a line points to the place.
  const points = items.map((item) => ({ x: p.x(item.lon), y: p.y(item.lat) }));
  const markers = spreadMarkers(points, MARKER_RADIUS * 2 + 4, p.width, p.height);
  // The larger cities' names, where they cover no marker (the markers are the page's results).
  const labels = placeLabels(box, p, locale, markers.map((m) => ({ ...m, r: MARKER_RADIUS + 2 })));
  const markerLabel = (item: SearchResultItem, i: number) => t('map.marker', { n: first + i, title: listingTitle(item, locale), price: format.number(item.price, 'euro') });
  const caption = t(labels.length > 0 ? 'map.descriptionNamed' : 'map.description');
  const tiles = configuredTiles();
  const sketch = (
    <svg viewBox={`0 0 ${p.width} ${p.height}`} className="h-auto w-full" role="group" aria-labelledby="results-map-title" aria-describedby="results-map-caption">
      <title id="results-map-title">{t('map.title')}</title>
      <g aria-hidden="true" className="fill-slate-300">
        {dots.map((d) => (
          <circle key={`${d.x}:${d.y}`} cx={d.x} cy={d.y} r={2.5} />
        ))}
      </g>
      {/* The largest places by name: text for sighted readers; the caption and the list carry the same for everyone else. */}
      <g aria-hidden="true" data-testid="map-places">
        {labels.map((l) => (
          <g key={l.name}>
            <circle cx={l.x} cy={l.y} r={4} className="fill-slate-500" />
            <text x={l.text.x} y={l.text.y} dy="0.35em" textAnchor={l.text.anchor} className="fill-slate-700 stroke-white text-[18px] font-medium" strokeWidth={4} paintOrder="stroke">
              {l.name}
            </text>
          </g>
        ))}
      </g>
      {centre && radius > 0 && (
        <circle aria-hidden="true" cx={p.x(centre.lon)} cy={p.y(centre.lat)} r={Math.round(radius * p.scale)} className="fill-brand-50/40 stroke-brand-600" strokeWidth={2} strokeDasharray="6 6" />
      )}
      <g aria-hidden="true" className="fill-brand-700 stroke-brand-700" data-testid="map-leaders">
        {markers.map((m, i) =>
          m.x === points[i]!.x && m.y === points[i]!.y ? null : (
            <g key={i}>
              <line x1={points[i]!.x} y1={points[i]!.y} x2={m.x} y2={m.y} strokeWidth={2} />
              <circle cx={points[i]!.x} cy={points[i]!.y} r={4} />
            </g>
          ),
        )}
      </g>
      {items.map((item, i) => (
        <a key={item.id} href={listingHref(locale, item.slug, params)} aria-label={markerLabel(item, i)} className="group outline-none" data-testid="map-marker">
          <circle cx={markers[i]!.x} cy={markers[i]!.y} r={MARKER_RADIUS} className="fill-brand-700 stroke-white group-hover:fill-brand-800 group-focus-visible:stroke-amber-400" strokeWidth={4} data-testid="map-marker-circle" />
          <text x={markers[i]!.x} y={markers[i]!.y} dy="0.35em" textAnchor="middle" className="fill-white text-[20px] font-semibold" aria-hidden="true">
            {first + i}
          </text>
        </a>
      ))}
    </svg>
  );
  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white" data-testid="results-map">
      {tiles ? (
        <StreetMap
          tiles={tiles}
          points={items.map((item, i) => ({ lat: item.lat, lon: item.lon, n: first + i, href: listingHref(locale, item.slug, params), label: markerLabel(item, i) }))}
          places={citiesIn(box, locale)}
          bounds={boundsOf(box)}
          area={centre && radius > 0 ? { lat: centre.lat, lon: centre.lon, radiusKm: radius } : null}
          texts={await streetMapTexts(locale)}
          sketchCaption={caption}
          captionId="results-map-caption"
          formId={SEARCH_FORM_ID}
        >
          {sketch}
        </StreetMap>
      ) : (
        <>
          {sketch}
          <figcaption id="results-map-caption" className="px-4 py-2 text-xs text-muted">{caption}</figcaption>
        </>
      )}
    </figure>
  );
}
