import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';

const W = 640;
const H = 260;
const M = { top: 12, right: 12, bottom: 32, left: 64 };
export const COLORS = ['#1d6b57', '#2f5f98', '#b45309', '#7c3aed'];

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

/** Line chart of yearly values (repayment chart: three series; retirement planner: capital by age; rent or buy: both paths' net worth). */
export function LineChart({ title, description, years, series, formatMoney }: ChartProps) {
  const values = series.flatMap((s) => s.values.filter(Number.isFinite));
  const max = Math.max(1, ...values);
  // Values below zero (a net worth in debt) extend the scale downwards.
  const min = Math.min(0, ...values);
  const x = scaleLinear({ domain: [years[0] ?? 0, years[years.length - 1] ?? 1], range: [M.left, W - M.right] });
  const y = scaleLinear({ domain: [min, max], range: [H - M.bottom, M.top], nice: true });
  return (
    <figure className="mt-4">
      <figcaption className="font-semibold">{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className="mt-2 h-auto w-full" role="img" aria-label={description}>
        <AxisLeft scale={y} left={M.left} numTicks={5} tickFormat={(v) => formatMoney(Number(v))} tickLabelProps={() => ({ ...tickLabel, textAnchor: 'end', dx: -4, dy: 3 })} stroke="#cbd5e1" tickStroke="#cbd5e1" />
        <AxisBottom scale={x} top={H - M.bottom} numTicks={6} tickFormat={(v) => String(v)} tickLabelProps={() => ({ ...tickLabel, textAnchor: 'middle' })} stroke="#cbd5e1" tickStroke="#cbd5e1" />
        {series.map((s, i) => (
          <LinePath key={s.name} data={s.values.map((v, j) => [years[j] ?? 0, v] as [number, number])} x={(d) => x(d[0])} y={(d) => y(d[1])} defined={(d) => Number.isFinite(d[1])} stroke={COLORS[i % COLORS.length]} strokeWidth={2.5} strokeDasharray={s.dashed ? '6 4' : undefined} />
        ))}
      </svg>
      <Legend series={series} />
    </figure>
  );
}

/** Stacked bars per year (payment chart: monthly interest and monthly repayment). */
export function StackedBarChart({ title, description, years, series, formatMoney }: ChartProps) {
  const totals = years.map((_, j) => series.reduce((sum, s) => sum + (s.values[j] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const x = scaleBand({ domain: years.map(String), range: [M.left, W - M.right], padding: 0.2 });
  const y = scaleLinear({ domain: [0, max], range: [H - M.bottom, M.top], nice: true });
  const every = Math.max(1, Math.ceil(years.length / 10));
  return (
    <figure className="mt-4">
      <figcaption className="font-semibold">{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className="mt-2 h-auto w-full" role="img" aria-label={description}>
        <AxisLeft scale={y} left={M.left} numTicks={5} tickFormat={(v) => formatMoney(Number(v))} tickLabelProps={() => ({ ...tickLabel, textAnchor: 'end', dx: -4, dy: 3 })} stroke="#cbd5e1" tickStroke="#cbd5e1" />
        <AxisBottom scale={x} top={H - M.bottom} tickValues={years.filter((_, j) => j % every === 0).map(String)} tickLabelProps={() => ({ ...tickLabel, textAnchor: 'middle' })} stroke="#cbd5e1" tickStroke="#cbd5e1" />
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
}

/** Bars per category (funnel: price range split into loan and own funds; recommendation: cost per fixation). */
export function CategoryBarChart({ title, description, labels, series, formatMoney, stacked = false }: CategoryChartProps) {
  const totals = labels.map((_, j) => (stacked ? series.reduce((sum, s) => sum + Math.max(0, s.values[j] ?? 0), 0) : Math.max(0, ...series.map((s) => s.values[j] ?? 0))));
  const x = scaleBand({ domain: labels, range: [M.left, W - M.right], padding: 0.25 });
  const inner = scaleBand({ domain: series.map((s) => s.name), range: [0, x.bandwidth()], padding: 0.1 });
  const y = scaleLinear({ domain: [0, Math.max(1, ...totals)], range: [H - M.bottom, M.top], nice: true });
  return (
    <figure className="mt-4">
      <figcaption className="font-semibold">{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className="mt-2 h-auto w-full" role="img" aria-label={description}>
        <AxisLeft scale={y} left={M.left} numTicks={5} tickFormat={(v) => formatMoney(Number(v))} tickLabelProps={() => ({ ...tickLabel, textAnchor: 'end', dx: -4, dy: 3 })} stroke="#cbd5e1" tickStroke="#cbd5e1" />
        <AxisBottom scale={x} top={H - M.bottom} tickLabelProps={() => ({ ...tickLabel, textAnchor: 'middle' })} stroke="#cbd5e1" tickStroke="#cbd5e1" />
        <Group>
          {labels.map((label, j) => {
            let base = 0;
            return series.map((s, i) => {
              const v = Math.max(0, s.values[j] ?? 0);
              const fill = COLORS[i % COLORS.length];
              if (stacked) {
                const top = y(base + v);
                const height = y(base) - top;
                base += v;
                return <Bar key={`${label}-${s.name}`} x={x(label)} y={top} width={x.bandwidth()} height={Math.max(0, height)} fill={fill} />;
              }
              return <Bar key={`${label}-${s.name}`} x={(x(label) ?? 0) + (inner(s.name) ?? 0)} y={y(v)} width={inner.bandwidth()} height={Math.max(0, y(0) - y(v))} fill={fill} />;
            });
          })}
        </Group>
      </svg>
      <Legend series={series} />
    </figure>
  );
}
