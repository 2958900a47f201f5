import '@mantine/charts/styles.css';
import type { AnalyticsFigureView } from '@hctl/contracts';
import { AreaChart, BarChart } from '@mantine/charts';
import { KIND_COLORS, KIND_LABELS } from './labels';

/**
 * An hourly point's label in the reader's own time (the API's hours are instants; its days stay the
 * UTC days it counts): the hour alone within one day, with the date over several.
 */
const hourLabel = (at: string, severalDays: boolean) =>
  new Date(at).toLocaleString(undefined, {
    ...(severalDays ? { month: 'short', day: 'numeric' } : {}),
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * The figures per day (or hour) as one chart (loaded lazily by the page: @mantine/charts and recharts stay
 * out of every other page's chunks). Screen readers get the totals from the figure's label and the
 * stat cards; the SVG itself is hidden from them (and recharts' keyboard layer is off, so nothing
 * hidden takes the focus).
 */
export default function TrendChart({
  figures,
  type = 'area',
}: {
  figures: AnalyticsFigureView[];
  type?: 'area' | 'bar';
}) {
  const points = figures[0]?.series ?? [];
  const hourly = (points[0]?.at.length ?? 0) > 10;
  const severalDays = hourly && points.length > 24;
  const data = points.map((p, i) => ({
    at: hourly ? hourLabel(p.at, severalDays) : p.at.slice(5),
    ...Object.fromEntries(figures.map((f) => [f.kind, f.series[i]?.count ?? 0])),
  }));
  const series = figures.map((f) => ({
    name: f.kind,
    label: KIND_LABELS[f.kind],
    color: KIND_COLORS[f.kind],
  }));
  const summary = figures.map((f) => `${KIND_LABELS[f.kind]}: ${f.total}`).join(', ');
  // Counts are whole numbers: no 0.75-view ticks on a small scale.
  const common = {
    h: 260,
    data,
    dataKey: 'at',
    series,
    withLegend: true,
    tickLine: 'y' as const,
    yAxisProps: { allowDecimals: false },
  };
  return (
    <figure aria-label={`${hourly ? 'Per hour' : 'Per day'}: ${summary}`} style={{ margin: 0 }}>
      <div aria-hidden="true">
        {type === 'bar' ? (
          <BarChart {...common} barChartProps={{ accessibilityLayer: false }} />
        ) : (
          <AreaChart
            {...common}
            curveType="monotone"
            withDots={points.length <= 31}
            areaChartProps={{ accessibilityLayer: false }}
          />
        )}
      </div>
    </figure>
  );
}
