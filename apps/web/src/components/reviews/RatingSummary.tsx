import type { ReviewSummaryView } from '@hctl/contracts';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { Stars } from './Stars';

/** Average, count and the histogram of ratings (5 at the top). */
export function RatingSummary({ summary }: { summary: ReviewSummaryView }) {
  return (
    <Group align="flex-start" gap="xl" data-testid="rating-summary" wrap="wrap">
      <Stack gap={2} align="center">
        <Text fz={36} fw={700} lh={1}>
          {summary.average.toFixed(1)}
        </Text>
        <Stars value={summary.average} />
        <Text size="sm" c="dimmed">
          {summary.count} {summary.count === 1 ? 'review' : 'reviews'}
        </Text>
      </Stack>
      <Stack gap={4} style={{ flex: 1, minWidth: 180 }}>
        {[5, 4, 3, 2, 1].map((r) => {
          const n = summary.histogram[String(r)] ?? 0;
          return (
            <Group key={r} gap="xs" wrap="nowrap">
              <Text size="sm" w={48}>
                {r} star
              </Text>
              <Progress
                value={summary.count ? (n / summary.count) * 100 : 0}
                style={{ flex: 1 }}
                aria-label={`${r} star reviews: ${n}`}
                color="yellow"
              />
              <Text size="sm" w={24} ta="right">
                {n}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Group>
  );
}
