import type { Locale } from '@/i18n/routes';
import { boxAround, citiesIn, projection, settlementDots } from '../map-geometry';
import { boundsOf, configuredTiles, streetMapTexts } from '../street-map';
import { StreetMap } from './StreetMap';

/**
 * A listing's place on a small map drawn on the server: where people live around it and the point itself. With
 * MAP_TILES_URL (ADR 049) the drawing is the first paint of a street map around the listing's own marker.
 */
export async function LocationMap({ lat, lon, label, locale }: { lat: number; lon: number; label: string; locale: Locale }) {
  const box = boxAround(lat, lon, 6);
  const p = projection(box, 480);
  const dots = settlementDots(box, p);
  const sketch = (
    <svg viewBox={`0 0 ${p.width} ${p.height}`} className="h-auto w-full rounded-xl border border-slate-200 bg-white" role="img" aria-label={label} data-testid="listing-map">
      <g className="fill-slate-300">
        {dots.map((d) => (
          <circle key={`${d.x}:${d.y}`} cx={d.x} cy={d.y} r={2.5} />
        ))}
      </g>
      <circle cx={p.x(lon)} cy={p.y(lat)} r={Math.round(0.5 * p.scale)} className="fill-brand-600/20 stroke-brand-700" strokeWidth={2} />
      <circle cx={p.x(lon)} cy={p.y(lat)} r={7} className="fill-brand-700 stroke-white" strokeWidth={3} />
    </svg>
  );
  const tiles = configuredTiles();
  if (!tiles) return sketch;
  return (
    <div className="overflow-hidden rounded-xl">
      <StreetMap tiles={tiles} points={[{ lat, lon, n: null, href: null, label }]} places={citiesIn(box, locale)} bounds={boundsOf(box)} single texts={await streetMapTexts(locale)}>
        {sketch}
      </StreetMap>
    </div>
  );
}
