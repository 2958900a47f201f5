import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import type { ReportPageView } from '../api/reports';

/**
 * A report's weekly trend (loaded lazily by the reports page, so @mantine/charts and recharts stay
 * out of every other chunk). Screen readers get the totals from the figure's label.
 */
export default function ReportTrendChart({ trend, noun }: { trend: ReportPageView['trend']; noun: string }) {
  const withAmount = trend.points.some((p) => p.amount_cents !== null);
  const data = trend.points.map((p) => ({
    week: p.week.slice(5),
    count: p.count,
    ...(withAmount ? { amount: (p.amount_cents ?? 0) / 100 } : {}),
  }));
  const total = trend.points.reduce((a, p) => a + p.count, 0);
  const series: { name: string; label: string; color: string; yAxisId?: string }[] = [
    { name: 'count', label: noun, color: 'blue.6' },
  ];
  // Money on its own axis: dollars would flatten the counts on a shared one.
  if (withAmount) series.push({ name: 'amount', label: 'Amount ($)', color: 'teal.6', yAxisId: 'right' });
  return (
    <figure
      aria-label={`Per week from ${trend.from} to ${trend.to}: ${total} ${noun.toLowerCase()}`}
      style={{ margin: 0 }}
    >
      <div aria-hidden="true">
        <AreaChart
          h={220}
          data={data}
          dataKey="week"
          series={series}
          withLegend
          curveType="monotone"
          tickLine="y"
          withRightYAxis={withAmount}
          areaChartProps={{ accessibilityLayer: false }}
        />
      </div>
    </figure>
  );
}
