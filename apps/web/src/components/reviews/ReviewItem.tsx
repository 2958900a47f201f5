import type { ReviewView } from '@hctl/contracts';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { shortDate } from '../../lib/dates';
import { LongText } from '../LongText';
import { ProductAvatar } from '../ProductImage';
import { Stars } from './Stars';

const BASIS: Record<ReviewView['basis'], string> = {
  application: 'Applied to a job',
  interview: 'Interviewed',
  quotation: 'Completed quotation',
  connection: 'Connection',
};

/** One review; `party`: whose name heads it (the author on a profile, the target in "written"). */
export function ReviewItem({
  review,
  party = 'author',
  actions,
}: {
  review: ReviewView;
  party?: 'author' | 'target';
  actions?: ReactNode;
}) {
  const who = review[party];
  return (
    <Card withBorder data-testid="review-item">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <ProductAvatar src={who.image} type={who.role} size={40} radius="xl" alt="" />
            <div>
              {who.slug ? (
                <Anchor component={Link} to={`/${who.role}/${who.slug}/view-profile`} fw={600}>
                  {party === 'target' ? `About ${who.name}` : who.name}
                </Anchor>
              ) : (
                <Text fw={600}>{who.name}</Text>
              )}
              <Text size="xs" c="dimmed">
                {BASIS[review.basis]} · {shortDate(review.created_at)}
              </Text>
            </div>
          </Group>
          <Stars value={review.rating} />
        </Group>
        <LongText>{review.review}</LongText>
        <Group gap="xs">
          {/* Shades chosen for contrast (axe): dark text on light fills, white on the darkest red. */}
          {review.published_at === null && (
            <Badge color="gray" variant="light">
              Waiting for the other side
            </Badge>
          )}
          {review.is_flagged && (
            <Badge color="yellow.3" c="dark.8" title={review.flag_reason ?? undefined}>
              Flagged
            </Badge>
          )}
          {review.objection_status === 'pending' && (
            <Badge color="yellow.3" c="dark.8">
              Objection pending
            </Badge>
          )}
          {review.objection_status === 'rejected' && (
            <Badge color="gray" variant="light">
              Objection rejected
            </Badge>
          )}
          {review.objection_status === 'approved' && <Badge color="red.8">Objection approved</Badge>}
          {review.hidden && <Badge color="red.8">Hidden from visitors</Badge>}
        </Group>
        {actions}
      </Stack>
    </Card>
  );
}
