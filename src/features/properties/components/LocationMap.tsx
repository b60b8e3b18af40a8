import { boxAround, projection, settlementDots } from '../map-geometry';

/** A listing's place on a small map drawn on the server: where people live around it and the point itself. */
export function LocationMap({ lat, lon, label }: { lat: number; lon: number; label: string }) {
  const box = boxAround(lat, lon, 6);
  const p = projection(box, 480);
  const dots = settlementDots(box, p);
  return (
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
}
