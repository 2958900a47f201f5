import '@mantine/charts/styles.css';
import type { AnalyticsFigureView } from '@hctl/contracts';
import { AreaChart, BarChart } from '@mantine/charts';
import { KIND_COLORS, KIND_LABELS } from './labels';

/**
 * The figures per day as one chart (loaded lazily by the page: @mantine/charts and recharts stay
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
  const data = points.map((p, i) => ({
    at: p.at.length > 10 ? p.at.slice(11, 16) : p.at.slice(5),
    ...Object.fromEntries(figures.map((f) => [f.kind, f.series[i]?.count ?? 0])),
  }));
  const series = figures.map((f) => ({
    name: f.kind,
    label: KIND_LABELS[f.kind],
    color: KIND_COLORS[f.kind],
  }));
  const summary = figures.map((f) => `${KIND_LABELS[f.kind]}: ${f.total}`).join(', ');
  const common = { h: 260, data, dataKey: 'at', series, withLegend: true, tickLine: 'y' as const };
  return (
    <figure aria-label={`Per day: ${summary}`} style={{ margin: 0 }}>
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
