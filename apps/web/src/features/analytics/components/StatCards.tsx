import type { AnalyticsFigureView } from '@hctl/contracts';
import { Card, Group, SimpleGrid, Text } from '@mantine/core';
import { KIND_LABELS, money } from './labels';

/** The change against the previous period of the same length, as text and colour. */
function delta(now: number, before: number) {
  if (before === 0)
    return now === 0 ? { text: 'no change', color: 'dimmed' } : { text: 'new', color: 'teal.8' };
  if (now === before) return { text: 'no change', color: 'dimmed' };
  const pct = Math.round(((now - before) / before) * 100);
  // Under half a percent still says which way it went ("306, no change" against 305 misled).
  if (pct === 0) return now > before ? { text: '▲ <1%', color: 'teal.8' } : { text: '▼ <1%', color: 'red.8' };
  return pct > 0 ? { text: `▲ ${pct}%`, color: 'teal.8' } : { text: `▼ ${-pct}%`, color: 'red.8' };
}

/** One card per figure: the total over the range and its change against the previous period. */
export function StatCards({ figures, spend }: { figures: AnalyticsFigureView[]; spend?: boolean }) {
  const cards = figures.map((f) => ({
    key: f.kind,
    label: KIND_LABELS[f.kind],
    value: f.total.toLocaleString(),
    d: delta(f.total, f.previous_total),
  }));
  if (spend) {
    const now = figures.reduce((a, f) => a + f.amount_cents, 0);
    const before = figures.reduce((a, f) => a + f.previous_amount_cents, 0);
    cards.push({ key: 'ad_impression', label: 'Ad spend', value: money(now), d: delta(now, before) });
  }
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
      {cards.map((c) => (
        <Card key={c.label} withBorder padding="sm" data-testid={`stat-${c.label}`}>
          <Text size="sm" c="dimmed">
            {c.label}
          </Text>
          <Group gap="xs" align="baseline" wrap="nowrap">
            <Text fz="xl" fw={700}>
              {c.value}
            </Text>
            <Text size="xs" c={c.d.color} title="Compared with the previous period">
              {c.d.text}
            </Text>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
