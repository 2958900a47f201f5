import type { AdView } from '@hctl/contracts';
import {
  Alert,
  Button,
  Card,
  Group,
  Image,
  Modal,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminShell } from '../../../components/admin/AdminShell';
import { QueryState } from '../../../components/QueryState';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useListPage } from '../../../lib/use-list-page';
import { adsKeys, reviewAd, reviewQueueQuery } from '../api/ads';
import { AdBadges } from '../components/AdBadges';

/**
 * /super-admin/{slug}/advertisements: the ads waiting for approval with a preview; approve, or
 * reject with the reason the owner is told; inside the admin console's frame.
 */
export default function AdminAdsPage() {
  const [status, setStatus] = useState('pending');
  const { page, setPage, toFirstPage } = useListPage();
  const queue = useQuery(reviewQueueQuery(status, page));
  const [rejecting, setRejecting] = useState<AdView | null>(null);
  const [reason, setReason] = useState('');
  const review = useApiMutation({
    mutationFn: reviewAd,
    invalidate: [adsKeys.all],
    onSuccess: () => {
      setRejecting(null);
      setReason('');
    },
  });
  return (
    <AdminShell title="Advertisements">
      <Stack>
        <SegmentedControl
          aria-label="Show"
          w="fit-content"
          value={status}
          onChange={toFirstPage(setStatus)}
          data={[
            { value: 'pending', label: 'Waiting' },
            { value: 'approved', label: 'Approved' },
            { value: 'rejected', label: 'Rejected' },
          ]}
        />
        <QueryState
          query={queue}
          isEmpty={(d) => d.data.length === 0}
          empty={<Alert color="gray">No advertisements here.</Alert>}
        >
          {(d) => (
            <Stack>
              {d.data.map((ad) => (
                <Card key={ad.slug} withBorder data-testid="review-ad">
                  <Group align="start" wrap="nowrap">
                    {ad.ad_image[0] && (
                      <Image src={ad.ad_image[0].url} alt="" w={120} h={80} fit="cover" radius="sm" />
                    )}
                    <Stack gap={4} style={{ flex: 1 }}>
                      <Text fw={600}>{ad.title}</Text>
                      <Text size="sm" c="dimmed">
                        by {ad.owner.name} · {ad.placement_name ?? 'no placement yet'}
                      </Text>
                      <Text size="sm">{ad.description}</Text>
                      {ad.cta_url && (
                        <Text size="sm">
                          {ad.cta_title || 'Learn more'} → {ad.cta_url}
                        </Text>
                      )}
                      <AdBadges ad={ad} />
                      {ad.review_status !== 'approved' && (
                        <Group gap="xs" mt={4}>
                          <Button
                            size="xs"
                            color="teal"
                            loading={review.isPending && review.variables?.adSlug === ad.slug}
                            onClick={() => review.mutate({ adSlug: ad.slug, status: 'approved' })}
                          >
                            Approve
                          </Button>
                          {ad.review_status !== 'rejected' && (
                            <Button size="xs" color="red" variant="light" onClick={() => setRejecting(ad)}>
                              Reject
                            </Button>
                          )}
                        </Group>
                      )}
                    </Stack>
                  </Group>
                </Card>
              ))}
              {d.last_page > 1 && <Pagination total={d.last_page} value={page} onChange={setPage} />}
            </Stack>
          )}
        </QueryState>
      </Stack>
      <Modal
        opened={!!rejecting}
        onClose={() => setRejecting(null)}
        title="Reject this advertisement"
        centered
      >
        <Stack>
          {rejecting && rejecting.status === 'promoted' && (
            <Text size="sm" data-testid="reject-refund">
              Its promotion stops
              {rejecting.budget > rejecting.spent
                ? `, and the $${(rejecting.budget - rejecting.spent).toFixed(2)} its budget has not spent goes back to the owner's wallet as HCTL tokens.`
                : '.'}
            </Text>
          )}
          <Textarea
            label="Reason (the owner is told)"
            required
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={500}
          />
          <Group>
            <Button
              color="red"
              disabled={!reason.trim()}
              loading={review.isPending}
              onClick={() =>
                rejecting && review.mutate({ adSlug: rejecting.slug, status: 'rejected', reason })
              }
            >
              Reject
            </Button>
            <Button variant="default" onClick={() => setRejecting(null)}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </Modal>
    </AdminShell>
  );
}
