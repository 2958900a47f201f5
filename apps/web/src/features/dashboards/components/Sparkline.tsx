/**
 * A week as a small line: plain SVG (no chart library on the dashboards), hidden from screen
 * readers, who get the figure from the card's text.
 */
export function Sparkline({
  values,
  color = 'var(--mantine-color-teal-6)',
}: {
  values: number[];
  color?: string;
}) {
  if (values.length < 2) return null;
  const w = 120;
  const h = 32;
  const max = Math.max(1, ...values);
  const step = w / (values.length - 1);
  const points = values.map((v, i) => `${(i * step).toFixed(1)},${(h - 2 - (v / max) * (h - 4)).toFixed(1)}`);
  return (
    <svg width={w} height={h} viewBox={`0 0 ${w} ${h}`} aria-hidden="true" focusable="false">
      <polyline points={points.join(' ')} fill="none" stroke={color} strokeWidth={2} strokeLinejoin="round" />
    </svg>
  );
}
