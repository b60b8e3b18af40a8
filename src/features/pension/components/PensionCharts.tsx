import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { COLORS, type Series } from '@/components/charts/Charts';

export { LineChart } from '@/components/charts/Charts';

/** Colours of the pie: statutory pension, own investments, the gap (amber, as a warning). */
const PIE_COLORS = [COLORS[1], COLORS[0], COLORS[2]] as const;
const SIZE = 200;

export interface PieChartProps {
  /** Caption; empty when the section's heading says it already. */
  title: string;
  description: string;
  /** Slices in order: statutory pension, own investments, gap (monthly euros). */
  slices: Series[];
  formatMoney: (n: number) => string;
}

/** The retirement income as a pie (statutory pension, own investments, pension gap), legend with the amounts. */
export function PieChart({ title, description, slices, formatMoney }: PieChartProps) {
  const data = slices.map((s, i) => ({ name: s.name, value: Math.max(0, s.values[0] ?? 0), color: PIE_COLORS[i % PIE_COLORS.length]! }));
  const total = data.reduce((sum, d) => sum + d.value, 0);
  return (
    <figure className="mt-4" data-testid="pp-pie">
      {title && <figcaption className="font-semibold">{title}</figcaption>}
      <div className="mt-2 flex flex-col items-center gap-4 sm:flex-row sm:items-center">
        <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className="h-44 w-44 shrink-0" role="img" aria-label={description}>
          <Group top={SIZE / 2} left={SIZE / 2}>
            {total > 0 ? (
              <Pie data={data} pieValue={(d) => d.value} outerRadius={SIZE / 2 - 4} innerRadius={SIZE / 4} padAngle={0.01} pieSort={null}>
                {(pie) => pie.arcs.map((arc) => <path key={arc.data.name} d={pie.path(arc) ?? ''} fill={arc.data.color} />)}
              </Pie>
            ) : (
              <circle r={SIZE / 2 - 4} fill="#e2e8f0" />
            )}
          </Group>
        </svg>
        <ul className="space-y-2 text-sm">
          {data.map((d) => (
            <li key={d.name} className="flex items-center gap-2">
              <span aria-hidden="true" className="inline-block h-3 w-3 shrink-0 rounded-sm" style={{ background: d.color }} />
              <span>
                {d.name}: <strong>{formatMoney(d.value)}</strong>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}
