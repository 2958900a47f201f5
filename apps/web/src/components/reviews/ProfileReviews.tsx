import type { ReviewRole } from '@hctl/contracts';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { reviewListQuery } from '../../lib/api/reviews';
import { ListPages } from '../ListPages';
import { QueryState } from '../QueryState';
import { RatingSummary } from './RatingSummary';
import { ReviewItem } from './ReviewItem';

/** The form (react-hook-form, the rating input) loads when someone starts writing. */
const WriteReviewModal = lazy(() =>
  import('./WriteReviewModal').then((m) => ({ default: m.WriteReviewModal })),
);

/**
 * The reviews section of a public profile: the summary, published reviews, and "Write a review"
 * when the viewer has a relationship that allows one. Hidden entirely when the profile hides its
 * reviews from visitors (the owner gets a link to their reviews page instead).
 */
export function ProfileReviews({ kind: role, slug }: { kind: ReviewRole; slug: string }) {
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const query = useQuery(reviewListQuery(role, slug, { page, perPage: 5 }));
  return (
    <Card withBorder data-testid="profile-reviews">
      <QueryState query={query}>
        {(d) =>
          !d.reviews_visible && !d.viewer_is_owner ? null : (
            <Stack>
              <Group justify="space-between">
                <Title order={2} size="h4">
                  Reviews
                </Title>
                <Group gap="xs">
                  {d.viewer_is_owner && (
                    <Anchor component={Link} to={`/${role}/${slug}/rating-reviews`} size="sm">
                      Manage reviews
                    </Anchor>
                  )}
                  {d.viewer_can_review.length > 0 && (
                    <Button size="xs" onClick={() => setWriting(true)}>
                      Write a review
                    </Button>
                  )}
                </Group>
              </Group>
              {d.viewer_is_owner && !d.reviews_visible && (
                <Text size="sm" c="dimmed">
                  Your reviews are hidden from visitors (profile visibility settings).
                </Text>
              )}
              <RatingSummary summary={d.summary} />
              {d.data.length === 0 ? (
                <Text c="dimmed">No reviews yet.</Text>
              ) : (
                d.data.filter((r) => !r.hidden).map((r) => <ReviewItem key={r.id} review={r} />)
              )}
              <ListPages total={d.last_page} page={page} setPage={setPage} label="Review pages" />
              {writing && (
                <Suspense fallback={null}>
                  <WriteReviewModal
                    opened
                    onClose={() => setWriting(false)}
                    role={role}
                    slug={slug}
                    name={d.profile.name}
                    as={d.viewer_can_review}
                  />
                </Suspense>
              )}
            </Stack>
          )
        }
      </QueryState>
    </Card>
  );
}

export default ProfileReviews;
