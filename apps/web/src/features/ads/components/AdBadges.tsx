import type { AdView } from '@hctl/contracts';
import { Badge, Group } from '@mantine/core';

/** A light badge whose text is the darkest shade of its colour (small text keeps AA contrast). */
const tone = (color: string) => ({ color, c: `${color}.9`, variant: 'light' as const });

/** Where an ad stands (spec §4: draft, created, promoted) and what the admin said. */
export function AdBadges({ ad }: { ad: AdView }) {
  return (
    <Group gap={6} data-testid="ad-state">
      {/* A rejected ad is neither promoted nor waiting to be: the Rejected badge says where it stands. */}
      {ad.review_status !== 'rejected' && (
        <Badge {...tone(ad.status === 'draft' ? 'gray' : ad.status === 'promoted' ? 'grape' : 'blue')}>
          {ad.status === 'draft' ? 'Draft' : ad.status === 'promoted' ? 'Promoted' : 'Not promoted yet'}
        </Badge>
      )}
      {ad.review_status === 'pending' && (
        <Badge color="yellow.3" c="dark.8">
          Waiting for approval
        </Badge>
      )}
      {ad.review_status === 'approved' && <Badge {...tone('teal')}>Approved</Badge>}
      {ad.review_status === 'rejected' && <Badge {...tone('red')}>Rejected</Badge>}
      {ad.is_running && <Badge color="teal.9">Running</Badge>}
    </Group>
  );
}
