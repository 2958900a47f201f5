import type { ReviewPageView } from '@hctl/contracts';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminShell } from '../../../components/admin/AdminShell';
import { ListPages } from '../../../components/ListPages';
import { QueryState } from '../../../components/QueryState';
import { ReviewItem } from '../../../components/reviews/ReviewItem';
import { decideObjection, pendingObjectionsQuery, reviewsKeys } from '../../../lib/api/reviews';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** The super admin's queue of pending objections to reviews: approve (hides the review) or reject. */
export default function ReviewObjectionsPage() {
  const [page, setPage] = useState(1);
  const query = useQuery(pendingObjectionsQuery(page));
  const decide = useApiMutation({ mutationFn: decideObjection, invalidate: [reviewsKeys.all] });
  const decideOn = (r: ReviewPageView['data'][number], status: 'approved' | 'rejected') =>
    decide.run({ role: r.target.role, slug: r.target.slug, id: r.id, status });
  return (
    <AdminShell
      title="Review objections"
      description="People who object to a review of them: approve to hide the review, or reject."
    >
      <QueryState
        query={query}
        isEmpty={(d) => d.data.length === 0}
        empty={<Text c="dimmed">No objections are waiting.</Text>}
      >
        {(d) => (
          <Stack>
            {d.data.map((r) => (
              <Card key={r.id} withBorder p="sm" data-testid="objection">
                <Stack gap="xs">
                  <Text size="sm">
                    <b>{r.target.name}</b> objects to this review of them:
                  </Text>
                  <ReviewItem review={r} />
                  <Text size="sm" fw={600}>
                    Objection
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {r.objection}
                  </Text>
                  <Group>
                    <Button color="red.8" loading={decide.isPending} onClick={() => decideOn(r, 'approved')}>
                      Approve (hide the review)
                    </Button>
                    <Button
                      variant="default"
                      loading={decide.isPending}
                      onClick={() => decideOn(r, 'rejected')}
                    >
                      Reject
                    </Button>
                  </Group>
                </Stack>
              </Card>
            ))}
            <ListPages total={d.last_page} page={page} setPage={setPage} label="Objection pages" />
          </Stack>
        )}
      </QueryState>
    </AdminShell>
  );
}
