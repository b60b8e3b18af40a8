import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';

/**
 * Every chart is drawn twice from the same data: a wide frame for tablets and desktops and a narrow one for
 * phones (shown below the `sm` breakpoint), whose text stays legible at 360 px (issue 24: labels of 5 px when
 * the wide frame was scaled down). The left margin fits the longest amount on the axis, so "1.000.000 €" is never
 * clipped. The frame not shown is display:none and so also hidden from assistive technology.
 */
interface Frame {
  key: 'wide' | 'narrow';
  W: number;
  H: number;
  font: number;
  yTicks: number;
  xTicks: number;
  className: string;
}
const FRAMES: readonly Frame[] = [
  { key: 'wide', W: 640, H: 260, font: 11, yTicks: 5, xTicks: 6, className: 'hidden sm:block' },
  { key: 'narrow', W: 340, H: 250, font: 12, yTicks: 4, xTicks: 4, className: 'sm:hidden' },
];
const M = { top: 12, right: 12, bottom: 32 };
export const COLORS = ['#1d6b57', '#2f5f98', '#b45309', '#7c3aed'];

/** Left margin that fits the axis' longest label (average glyph ≈ 0.6 em of Inter with tabular figures). */
function leftMargin(labels: string[], font: number): number {
  // Digits, € and K run about 0.65 em wide; the label sits 4 px left of the axis and its 8 px ticks.
  const longest = Math.max(1, ...labels.map((l) => l.length));
  return Math.ceil(longest * font * 0.68) + 16;
}

/** The money axis of a frame: the scale, its tick values and the left margin they need. */
function moneyAxis(frame: Frame, domain: [number, number], formatMoney: (n: number) => string, wholeNumbers = false) {
  const y = scaleLinear({ domain, range: [frame.H - M.bottom, M.top], nice: true });
  // Counts have whole-number ticks only (a scale up to 1 would otherwise tick at 0.2, 0.4, …).
  const ticks = y.ticks(frame.yTicks).filter((t) => !wholeNumbers || Number.isInteger(t));
  return { y, ticks, left: leftMargin(ticks.map((t) => formatMoney(t)), frame.font) };
}

export interface Series {
  name: string;
  /** NaN where the series has no value (the line has a gap there). */
  values: number[];
  /** Drawn dashed (a threshold rather than an amount). */
  dashed?: boolean;
}

export interface ChartProps {
  title: string;
  description: string;
  years: number[];
  series: Series[];
  formatMoney: (n: number) => string;
}

export function Legend({ series }: { series: Series[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-4 text-sm">
      {series.map((s, i) => (
        <li key={s.name} className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm" style={{ background: COLORS[i % COLORS.length] }} />
          {s.name}
        </li>
      ))}
    </ul>
  );
}

export const tickLabel = { fill: '#4a5565', fontSize: 11, fontFamily: 'inherit' } as const;
const label = (frame: Frame) => ({ ...tickLabel, fontSize: frame.font });

/** Line chart of yearly values (repayment chart: three series; retirement planner: capital by age; rent or buy: both paths' net worth). */
export function LineChart({ title, description, years, series, formatMoney }: ChartProps) {
  const values = series.flatMap((s) => s.values.filter(Number.isFinite));
  const max = Math.max(1, ...values);
  // Values below zero (a net worth in debt) extend the scale downwards.
  const min = Math.min(0, ...values);
  return (
    <figure className="mt-4">
      <figcaption className="font-semibold">{title}</figcaption>
      {FRAMES.map((frame) => {
        const { y, ticks, left } = moneyAxis(frame, [min, max], formatMoney);
        const x = scaleLinear({ domain: [years[0] ?? 0, years[years.length - 1] ?? 1], range: [left, frame.W - M.right] });
        return (
          <svg key={frame.key} viewBox={`0 0 ${frame.W} ${frame.H}`} className={`mt-2 h-auto w-full ${frame.className}`} role="img" aria-label={description} data-frame={frame.key}>
            <AxisLeft scale={y} left={left} tickValues={ticks} tickFormat={(v) => formatMoney(Number(v))} tickLabelProps={() => ({ ...label(frame), textAnchor: 'end', dx: -4, dy: 3 })} stroke="#cbd5e1" tickStroke="#cbd5e1" />
            <AxisBottom scale={x} top={frame.H - M.bottom} numTicks={frame.xTicks} tickFormat={(v) => String(v)} tickLabelProps={() => ({ ...label(frame), textAnchor: 'middle' })} stroke="#cbd5e1" tickStroke="#cbd5e1" />
            {series.map((s, i) => (
              <LinePath key={s.name} data={s.values.map((v, j) => [years[j] ?? 0, v] as [number, number])} x={(d) => x(d[0])} y={(d) => y(d[1])} defined={(d) => Number.isFinite(d[1])} stroke={COLORS[i % COLORS.length]} strokeWidth={2.5} strokeDasharray={s.dashed ? '6 4' : undefined} />
            ))}
          </svg>
        );
      })}
      <Legend series={series} />
    </figure>
  );
}

/** Stacked bars per year (payment chart: monthly interest and monthly repayment). */
export function StackedBarChart({ title, description, years, series, formatMoney }: ChartProps) {
  const totals = years.map((_, j) => series.reduce((sum, s) => sum + (s.values[j] ?? 0), 0));
  const max = Math.max(1, ...totals);
  return (
    <figure className="mt-4">
      <figcaption className="font-semibold">{title}</figcaption>
      {FRAMES.map((frame) => {
        const { y, ticks, left } = moneyAxis(frame, [0, max], formatMoney);
        const x = scaleBand({ domain: years.map(String), range: [left, frame.W - M.right], padding: 0.2 });
        // About one year label per 60 units of width.
        const every = Math.max(1, Math.ceil(years.length / Math.floor((frame.W - left) / 60)));
        return (
          <svg key={frame.key} viewBox={`0 0 ${frame.W} ${frame.H}`} className={`mt-2 h-auto w-full ${frame.className}`} role="img" aria-label={description} data-frame={frame.key}>
            <AxisLeft scale={y} left={left} tickValues={ticks} tickFormat={(v) => formatMoney(Number(v))} tickLabelProps={() => ({ ...label(frame), textAnchor: 'end', dx: -4, dy: 3 })} stroke="#cbd5e1" tickStroke="#cbd5e1" />
            <AxisBottom scale={x} top={frame.H - M.bottom} tickValues={years.filter((_, j) => j % every === 0).map(String)} tickLabelProps={() => ({ ...label(frame), textAnchor: 'middle' })} stroke="#cbd5e1" tickStroke="#cbd5e1" />
            <Group>
              {years.map((year, j) => {
                let base = 0;
                return series.map((s, i) => {
                  const v = s.values[j] ?? 0;
                  const top = y(base + v);
                  const height = y(base) - top;
                  base += v;
                  return <Bar key={`${year}-${s.name}`} x={x(String(year))} y={top} width={x.bandwidth()} height={Math.max(0, height)} fill={COLORS[i % COLORS.length]} />;
                });
              })}
            </Group>
          </svg>
        );
      })}
      <Legend series={series} />
    </figure>
  );
}

export interface CategoryChartProps {
  title: string;
  description: string;
  /** One group of bars per label. */
  labels: string[];
  series: Series[];
  formatMoney: (n: number) => string;
  /** Bars of a group on top of each other (parts of one amount) instead of side by side. */
  stacked?: boolean;
  /** The values are counts: the axis ticks whole numbers only. */
  counts?: boolean;
}

/** Bars per category (funnel: price range split into loan and own funds; recommendation: cost per fixation). */
export function CategoryBarChart({ title, description, labels, series, formatMoney, stacked = false, counts = false }: CategoryChartProps) {
  const totals = labels.map((_, j) => (stacked ? series.reduce((sum, s) => sum + Math.max(0, s.values[j] ?? 0), 0) : Math.max(0, ...series.map((s) => s.values[j] ?? 0))));
  return (
    <figure className="mt-4">
      <figcaption className="font-semibold">{title}</figcaption>
      {FRAMES.map((frame) => {
        const { y, ticks, left } = moneyAxis(frame, [0, Math.max(1, ...totals)], formatMoney, counts);
        const x = scaleBand({ domain: labels, range: [left, frame.W - M.right], padding: 0.25 });
        const inner = scaleBand({ domain: series.map((s) => s.name), range: [0, x.bandwidth()], padding: 0.1 });
        // Category names get at most the band's width: a smaller size where many share a narrow frame.
        const longest = Math.max(1, ...labels.map((l) => l.length));
        const categoryFont = Math.min(frame.font, Math.max(9, (x.step() - 4) / (longest * 0.6)));
        return (
          <svg key={frame.key} viewBox={`0 0 ${frame.W} ${frame.H}`} className={`mt-2 h-auto w-full ${frame.className}`} role="img" aria-label={description} data-frame={frame.key}>
            <AxisLeft scale={y} left={left} tickValues={ticks} tickFormat={(v) => formatMoney(Number(v))} tickLabelProps={() => ({ ...label(frame), textAnchor: 'end', dx: -4, dy: 3 })} stroke="#cbd5e1" tickStroke="#cbd5e1" />
            <AxisBottom scale={x} top={frame.H - M.bottom} tickLabelProps={() => ({ ...label(frame), fontSize: categoryFont, textAnchor: 'middle' })} stroke="#cbd5e1" tickStroke="#cbd5e1" />
            <Group>
              {labels.map((name, j) => {
                let base = 0;
                return series.map((s, i) => {
                  const v = Math.max(0, s.values[j] ?? 0);
                  const fill = COLORS[i % COLORS.length];
                  if (stacked) {
                    const top = y(base + v);
                    const height = y(base) - top;
                    base += v;
                    return <Bar key={`${name}-${s.name}`} x={x(name)} y={top} width={x.bandwidth()} height={Math.max(0, height)} fill={fill} />;
                  }
                  return <Bar key={`${name}-${s.name}`} x={(x(name) ?? 0) + (inner(s.name) ?? 0)} y={y(v)} width={inner.bandwidth()} height={Math.max(0, y(0) - y(v))} fill={fill} />;
                });
              })}
            </Group>
          </svg>
        );
      })}
      <Legend series={series} />
    </figure>
  );
}
