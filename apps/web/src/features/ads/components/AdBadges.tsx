import type { AdView } from '@hctl/contracts';
import { Badge, Group } from '@mantine/core';

/** Where an ad stands (spec §4: draft, created, promoted) and what the admin said. */
export function AdBadges({ ad }: { ad: AdView }) {
  return (
    <Group gap={6} data-testid="ad-state">
      <Badge
        variant="light"
        color={ad.status === 'draft' ? 'gray' : ad.status === 'promoted' ? 'grape' : 'blue'}
      >
        {ad.status === 'draft' ? 'Draft' : ad.status === 'promoted' ? 'Promoted' : 'Submitted'}
      </Badge>
      {ad.review_status && (
        <Badge
          variant="light"
          color={
            ad.review_status === 'approved' ? 'teal' : ad.review_status === 'rejected' ? 'red' : 'yellow'
          }
        >
          {ad.review_status === 'approved'
            ? 'Approved'
            : ad.review_status === 'rejected'
              ? 'Rejected'
              : 'Waiting for approval'}
        </Badge>
      )}
      {ad.is_running && (
        <Badge variant="filled" color="teal">
          Running
        </Badge>
      )}
    </Group>
  );
}
