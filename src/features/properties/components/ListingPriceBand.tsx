import { getFormatter, getTranslations } from 'next-intl/server';
import { getDb } from '@/db';
import type { Locale } from '@/i18n/routes';
import { todayInBerlin } from '@/lib/dates';
import { placeName } from '../listing-texts';
import { bandGeometry, listingPriceBand } from '../price-band';
import { formatPeriod, formatPublished } from '../price-statistics';
import { cityStatistics } from '../statistics';

const WIDTH = 320;

/**
 * The listing's €/m² against its city's sourced figures for its type and age (issue 48): a band from the lowest to the
 * highest published figure with the listing's own €/m² marked, drawn on the server as SVG (an image named by the
 * sentence beside it, which says the same in words), and each figure's source and date below. Where no source gives a
 * figure for the city and type, it says so; where none gives one for the listing's age, the band is for all ages and
 * says that. Part of the listing page, a data page: the statistics are counted in the page data version (ADR 034).
 */
export async function ListingPriceBand({ listing, locale }: { listing: { place: string; type: string; price: number; livingArea: number; yearBuilt: number | null }; locale: Locale }) {
  const [t, tc, format, db] = await Promise.all([getTranslations({ locale, namespace: 'properties.listing.band' }), getTranslations({ locale, namespace: 'properties.city' }), getFormatter({ locale }), getDb()]);
  const stats = await cityStatistics(db, listing.place, listing.type);
  const year = Number(todayInBerlin().slice(0, 4));
  const band = listingPriceBand(listing, stats.ok ? stats.figures : [], year);
  const euro = (v: number) => format.number(v, 'euro');
  const place = placeName(listing.place, locale);
  const type = listing.type === 'house' ? 'house' : 'apartment';
  return (
    <section aria-labelledby="listing-band" data-testid="listing-price-band">
      <h2 id="listing-band" className="text-xl font-semibold text-ink">{t('heading')}</h2>
      {!band.ok ? (
        <p className="mt-3 text-muted" data-testid="band-none">{t('none', { type, place })}</p>
      ) : (
        <>
          <p className="mt-3 text-ink" id="listing-band-text" data-testid="band-text">
            {t(`summary.${band.position}`, { own: euro(band.own), low: euro(band.low), high: euro(band.high), count: band.figures.length, type, place, kind: t(`kinds.${band.priceKind}`) })}
          </p>
          <p className="mt-1 text-sm text-muted" data-testid="band-segment">
            {band.segment === 'all' ? (band.age ? t('segmentMissing', { age: t(`age.${band.age}`) }) : t('segmentUnknown')) : t('segment', { age: t(`age.${band.segment}`) })}
          </p>
          <BandDrawing low={band.low} high={band.high} own={band.own} labels={{ low: euro(band.low), high: euro(band.high), own: t('ownMark', { own: euro(band.own) }) }} />
          <ul className="mt-3 flex flex-col gap-1 text-sm text-muted" data-testid="band-sources">
            {band.figures.map((f) => (
              <li key={`${f.source}-${f.period}-${f.segment}-${f.eurPerM2}`}>
                {t('figure', { level: euro(f.eurPerM2), period: formatPeriod(f.period, locale, (k, v) => tc(k as 'periodUnstated', v as never)) })}{' – '}
                <a href={f.url} className="text-brand-700 underline" rel="noopener noreferrer">{f.source}</a>
                {f.published ? `, ${t('published', { date: formatPublished(f.published, locale) })}` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

const anchorAt = (x: number) => (x < 60 ? 'start' : x > WIDTH - 60 ? 'end' : 'middle');

/** The band as a picture: a bar from the lowest to the highest figure, the listing's €/m² as a marker. Its words are in the text it is labelled by. */
function BandDrawing({ low, high, own, labels }: { low: number; high: number; own: number; labels: { low: string; high: string; own: string } }) {
  const g = bandGeometry({ low, high, own }, WIDTH);
  const bandWidth = Math.max(g.highX - g.lowX, 4);
  return (
    <svg viewBox={`0 -4 ${WIDTH} 72`} className="mt-3 h-auto w-full max-w-md" role="img" aria-labelledby="listing-band-text" data-testid="band-drawing">
      <line x1={0} x2={WIDTH} y1={30} y2={30} stroke="#cbd5e1" strokeWidth={2} />
      <rect x={g.lowX - (bandWidth > g.highX - g.lowX ? 2 : 0)} y={20} width={bandWidth} height={20} rx={4} fill="#bfdbfe" stroke="#1d4ed8" strokeWidth={1} data-testid="band-range" />
      {g.highX - g.lowX < 80 ? (
        <text x={(g.lowX + g.highX) / 2} y={58} fontSize={11} textAnchor={anchorAt((g.lowX + g.highX) / 2)} fill="#475569">{high === low ? labels.low : `${labels.low} – ${labels.high}`}</text>
      ) : (
        <>
          <text x={g.lowX} y={58} fontSize={11} textAnchor={anchorAt(g.lowX)} fill="#475569">{labels.low}</text>
          <text x={g.highX} y={58} fontSize={11} textAnchor={anchorAt(g.highX)} fill="#475569">{labels.high}</text>
        </>
      )}
      <line x1={g.ownX} x2={g.ownX} y1={12} y2={48} stroke="#0f172a" strokeWidth={3} data-testid="band-own" />
      <text x={g.ownX} y={8} fontSize={11} fontWeight={700} textAnchor={anchorAt(g.ownX)} fill="#0f172a">{labels.own}</text>
    </svg>
  );
}
