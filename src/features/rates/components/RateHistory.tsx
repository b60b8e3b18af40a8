import type { ReactNode } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { scaleLinear, scaleUtc } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { COLORS, Legend, tickLabel } from '@/components/charts/Charts';
import { getDb } from '@/db';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { formatIsoDate } from '../format';
import { DEFAULT_HISTORY_FIXATION, HISTORY_FIXATIONS, rateHistory, seriesFor, type HistoryFixation, type RateHistory } from '../history';

/**
 * The rate history chart (issue 11): the Bund zero rate and the model mortgage rate of one fixation, month by
 * month, as a server-rendered SVG (visx, no client code), with a legend, the newest curve's date, the source,
 * the method and, on the page of its own, a data table. The fixation is chosen with plain links (`?fix=15`), so
 * it works without JavaScript; on the rates pages (`variant="embed"`) the links lead to the history page.
 */

export const BUNDESBANK_URL: Record<Locale, string> = {
  de: 'https://www.bundesbank.de/de/statistiken/zeitreihen-datenbanken',
  en: 'https://www.bundesbank.de/en/statistics/time-series-databases',
};

type Translate = Awaited<ReturnType<typeof getTranslations<'rates.history'>>>;
type Format = Awaited<ReturnType<typeof getFormatter>>;

export interface RateHistoryViewProps {
  locale: Locale;
  history: RateHistory;
  fixation: HistoryFixation;
  variant: 'page' | 'embed';
  t: Translate;
  format: Format;
}

/** Two drawings of the same data: a narrow one for phones (its labels stay legible there) and a wide one. */
const SIZES = {
  narrow: { W: 360, H: 260, fontSize: 12, M: { top: 12, right: 10, bottom: 30, left: 44 }, className: 'h-auto w-full sm:hidden' },
  wide: { W: 720, H: 320, fontSize: 13, M: { top: 14, right: 14, bottom: 34, left: 52 }, className: 'hidden h-auto w-full sm:block' },
} as const;
const BUND_COLOR = COLORS[0]!;
const MODEL_COLOR = COLORS[1]!;

/** Middle of a month (UTC), the x position of its value. */
const monthDate = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 15));

function yearTicks(first: number, last: number, narrow: boolean): Date[] {
  const span = last - first;
  const step = span > (narrow ? 12 : 20) ? 5 : span > (narrow ? 5 : 8) ? 2 : 1;
  const ticks: Date[] = [];
  for (let y = Math.ceil(first / step) * step; y <= last; y += step) ticks.push(new Date(Date.UTC(y, 0, 1)));
  return ticks;
}

/** The page's or the rates pages' rate history, read from the database. */
export async function RateHistorySection({ locale, fixation = DEFAULT_HISTORY_FIXATION, variant }: { locale: Locale; fixation?: HistoryFixation; variant: 'page' | 'embed' }) {
  const [t, format, history] = await Promise.all([getTranslations({ locale, namespace: 'rates.history' }), getFormatter({ locale }), getDb().then(rateHistory)]);
  if (variant === 'embed' && history.months.length === 0) return null;
  return <RateHistoryView locale={locale} history={history} fixation={fixation} variant={variant} t={t} format={format} />;
}

export function RateHistoryView({ locale, history, fixation, variant, t, format }: RateHistoryViewProps) {
  const titleId = `rate-history-title-${variant}`;
  if (history.months.length === 0) {
    return (
      <section aria-labelledby={titleId} className="mt-8" data-testid="rate-history">
        <h2 id={titleId} className="text-xl font-semibold text-ink">{t('heading')}</h2>
        <p className="mt-2 rounded-lg bg-amber-50 p-3 text-ink" data-testid="rate-history-empty">{t('empty')}</p>
      </section>
    );
  }
  const series = seriesFor(history, fixation);
  const firstYear = Number(series[0]!.month.slice(0, 4));
  const lastYear = Number(series.at(-1)!.month.slice(0, 4));
  const pct = (v: number) => format.number(v / 100, 'percent2');
  const percentTick = (v: number) => format.number(v / 100, { style: 'percent', maximumFractionDigits: 1 });
  const monthLabel = (month: string) => format.dateTime(monthDate(month), { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const modelPoints = series.filter((s) => s.model !== null);
  const values = series.flatMap((s) => (s.model === null ? [s.bund] : [s.bund, s.model]));
  const min = Math.min(0, ...values);
  const max = Math.max(...values);

  const bundName = t('bund', { years: fixation });
  const modelName = t('model', { years: fixation });
  const since = history.modelSince ? formatIsoDate(format, history.modelSince) : null;
  const last = series.at(-1)!;
  const description =
    t('chartDescription', { years: fixation, from: monthLabel(series[0]!.month), to: monthLabel(last.month), min: pct(Math.min(...series.map((s) => s.bund))), max: pct(Math.max(...series.map((s) => s.bund))), last: pct(last.bund) }) +
    (modelPoints.length && since ? t('chartModel', { since, last: pct(modelPoints.at(-1)!.model!) }) : '');
  const pagePath = localizedPath('mortgage-rates-history', locale);
  const fixHref = (f: HistoryFixation) => (f === DEFAULT_HISTORY_FIXATION ? pagePath : `${pagePath}?fix=${f}`);
  // The table: each year's last month with data.
  const yearly = series.filter((s, i) => series[i + 1]?.month.slice(0, 4) !== s.month.slice(0, 4));

  return (
    <section aria-labelledby={titleId} className="mt-10 max-w-3xl" data-testid="rate-history" data-fixation={fixation}>
      <h2 id={titleId} className="text-xl font-semibold text-ink">
        {t(variant === 'page' ? 'title' : 'embedTitle', { year: firstYear })}
      </h2>
      <nav aria-label={t('fixationLabel')} className="mt-3">
        <p className="text-sm font-medium text-ink" aria-hidden="true">{t('fixationLabel')}</p>
        <ul className="mt-1 flex flex-wrap gap-2">
          {HISTORY_FIXATIONS.map((f) => {
            const current = variant === 'page' && f === fixation;
            return (
              <li key={f}>
                <a
                  href={fixHref(f)}
                  aria-current={current ? 'page' : undefined}
                  data-fix={f}
                  className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 ${current ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 text-ink hover:border-brand-700'}`}
                >
                  {t('fixationOption', { years: f })}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <figure className="mt-4">
        <div data-testid="rate-history-chart">
          {(['narrow', 'wide'] as const).map((size) => (
            <HistorySvg key={size} size={size} series={series} min={min} max={max} firstYear={firstYear} lastYear={lastYear} description={description} percentTick={percentTick} />
          ))}
        </div>
        <figcaption>
          <span className="sr-only">{t('chartLegend')}</span>
          {/* The shared legend colours its entries in COLORS order: the Bund line first, the model line second. */}
          <Legend series={modelPoints.length ? [{ name: bundName, values: [] }, { name: modelName, values: [] }] : [{ name: bundName, values: [] }]} />
        </figcaption>
      </figure>
      {history.newestCurveDate && (
        <p className="mt-3 text-sm font-semibold text-ink" data-testid="rate-history-as-of">{t('asOf', { date: formatIsoDate(format, history.newestCurveDate) })}</p>
      )}
      <p className="mt-1 text-sm text-muted">
        {t.rich('source', { link: (chunks: ReactNode) => <a href={BUNDESBANK_URL[locale]} className="underline text-brand-700" rel="noopener">{chunks}</a> })}
      </p>
      <p className="mt-1 text-sm text-muted" data-testid="rate-history-method">{since ? t('method', { since }) : t('methodNoModel')}</p>
      {variant === 'page' ? (
        <>
          <div className="mt-4 max-h-[32rem] overflow-auto rounded-2xl border border-slate-200" tabIndex={0} role="region" aria-labelledby={`${titleId}-caption`}>
            <table className="w-full text-left text-sm" data-testid="rate-history-table">
              <caption id={`${titleId}-caption`} className="px-4 pt-3 text-left text-muted">{t('tableCaption', { years: fixation })}</caption>
              <thead className="bg-slate-50 text-ink">
                <tr>
                  <th scope="col" className="px-4 py-2 font-semibold">{t('month')}</th>
                  <th scope="col" className="px-4 py-2 text-right font-semibold">{t('tableBund')}</th>
                  <th scope="col" className="px-4 py-2 text-right font-semibold">{t('tableModel')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {yearly.map((s) => (
                  <tr key={s.month} data-month={s.month}>
                    <th scope="row" className="whitespace-nowrap px-4 py-1.5 font-medium text-ink">{monthLabel(s.month)}</th>
                    <td className="px-4 py-1.5 text-right tabular-nums" data-col="bund">{pct(s.bund)}</td>
                    <td className="px-4 py-1.5 text-right tabular-nums" data-col="model">{s.model === null ? t('noValue') : pct(s.model)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-3 text-sm">
            <a href={`/api/rates/history.csv?locale=${locale}`} className="font-medium text-brand-700 underline" download>{t('csv')}</a>
          </p>
        </>
      ) : (
        <p className="mt-3">
          <a href={pagePath} className="font-medium text-brand-700 underline">{t('moreLink')}</a>
        </p>
      )}
    </section>
  );
}

type Point = ReturnType<typeof seriesFor>[number];

function HistorySvg({ size, series, min, max, firstYear, lastYear, description, percentTick }: { size: keyof typeof SIZES; series: Point[]; min: number; max: number; firstYear: number; lastYear: number; description: string; percentTick: (v: number) => string }) {
  const { W, H, M, fontSize, className } = SIZES[size];
  const x = scaleUtc({ domain: [monthDate(series[0]!.month), monthDate(series.at(-1)!.month)], range: [M.left, W - M.right] });
  const y = scaleLinear({ domain: [min, max], range: [H - M.bottom, M.top], nice: true });
  const axisLabel = { ...tickLabel, fontSize };
  const hasModel = series.some((d) => d.model !== null);
  // A point whose neighbours have no value would draw no line: it gets a dot.
  const isolated = series.filter((d, i) => d.model !== null && series[i - 1]?.model == null && series[i + 1]?.model == null);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className={className} role="img" aria-label={description} data-testid={`rate-history-chart-${size}`}>
      {y.ticks(6).map((v) => (
        <line key={v} x1={M.left} x2={W - M.right} y1={y(v)} y2={y(v)} stroke={v === 0 ? '#94a3b8' : '#e2e8f0'} />
      ))}
      <AxisLeft scale={y} left={M.left} numTicks={6} tickFormat={(v) => percentTick(Number(v))} tickLabelProps={() => ({ ...axisLabel, textAnchor: 'end', dx: -4, dy: 4 })} stroke="#cbd5e1" tickStroke="#cbd5e1" />
      <AxisBottom scale={x} top={H - M.bottom} tickValues={yearTicks(firstYear, lastYear, size === 'narrow')} tickFormat={(d) => String((d as Date).getUTCFullYear())} tickLabelProps={() => ({ ...axisLabel, textAnchor: 'middle' })} stroke="#cbd5e1" tickStroke="#cbd5e1" />
      <LinePath data={series} x={(d) => x(monthDate(d.month))} y={(d) => y(d.bund)} stroke={BUND_COLOR} strokeWidth={2} data-series="bund" />
      {hasModel && <LinePath data={series} defined={(d) => d.model !== null} x={(d) => x(monthDate(d.month))} y={(d) => y(d.model ?? 0)} stroke={MODEL_COLOR} strokeWidth={2.5} data-series="model" />}
      {isolated.map((d) => (
        <circle key={d.month} cx={x(monthDate(d.month))} cy={y(d.model!)} r={4} fill={MODEL_COLOR} data-series="model-point" />
      ))}
    </svg>
  );
}
