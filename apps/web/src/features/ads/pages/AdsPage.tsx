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
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { billingKeys } from '../../../components/billing/api/keys';
import { OwnerArea } from '../../../components/OwnerArea';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { useOwner } from '../../../lib/owner';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useListPage } from '../../../lib/use-list-page';
import { adListQuery, adScreens, adsKeys, deleteAd, type Owner } from '../api/ads';
import { AdBadges } from '../components/AdBadges';
import { AdForm } from '../components/AdForm';
import { adFirstDay, adLastDay } from '../components/ad-dates';

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'draft', label: 'Drafts' },
  { value: 'created', label: 'Not promoted' },
  { value: 'promoted', label: 'Promoted' },
];

/**
 * /individual/{slug}/advertisement and /organization/{slug}/advertisement: the owner's ads with
 * their review state, placement, dates and results (impressions, clicks, spend); edit, promote, delete.
 */
export default function AdsPage({ role }: { role: string }) {
  const owner = useOwner(role);
  usePageTitle('Advertisements');
  const { page, setPage, toFirstPage } = useListPage();
  const [status, setStatus] = useState('all');
  const list = useQuery(adListQuery(owner, page, status === 'all' ? null : status));
  const [editing, setEditing] = useState<AdView | null>(null);
  const [removing, setRemoving] = useState<AdView | null>(null);
  const remove = useApiMutation({
    mutationFn: deleteAd,
    // What the budget had not spent comes back as tokens: the wallet's balance changes too.
    invalidate: [adsKeys.all, billingKeys.all],
    onSuccess: () => setRemoving(null),
  });
  return (
    <OwnerArea owner={owner} permission="ads">
      <Stack>
        <Group justify="space-between">
          <Title order={1}>Advertisements</Title>
          <Button component={Link} to={adScreens.promote(owner)} data-testid="new-ad">
            Create an advertisement
          </Button>
        </Group>
        <SegmentedControl
          data={FILTERS}
          value={status}
          onChange={toFirstPage(setStatus)}
          aria-label="Show"
          w="fit-content"
        />
        <QueryState
          query={list}
          isEmpty={(d) => d.data.length === 0}
          empty={
            <Alert color="gray" title="No advertisements yet" data-testid="ads-empty">
              Create one: people see it, labelled “Sponsored”, on the home page, job pages, dashboards or the
              groups feed once an administrator approves it.
            </Alert>
          }
        >
          {(d) => (
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {d.data.map((ad) => (
                  <AdCard key={ad.slug} ad={ad} owner={owner} onEdit={setEditing} onDelete={setRemoving} />
                ))}
              </SimpleGrid>
              {d.last_page > 1 && <Pagination total={d.last_page} value={page} onChange={setPage} />}
            </Stack>
          )}
        </QueryState>
      </Stack>
      <Modal opened={!!editing} onClose={() => setEditing(null)} title="Edit advertisement" size="lg">
        {editing && <AdForm owner={owner} ad={editing} onSaved={() => setEditing(null)} />}
      </Modal>
      <Modal
        opened={!!removing}
        onClose={() => setRemoving(null)}
        title="Delete this advertisement?"
        centered
      >
        <Stack>
          <Text>{removing && deleteConsequence(removing)}</Text>
          <Group>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => removing && remove.mutate({ owner, adSlug: removing.slug })}
            >
              Delete
            </Button>
            <Button variant="default" onClick={() => setRemoving(null)}>
              Keep it
            </Button>
          </Group>
        </Stack>
      </Modal>
    </OwnerArea>
  );
}

/** What its budget has not spent (the API gives it back as tokens on delete or rejection). */
const unspent = (ad: AdView) => Math.max(0, Math.round((ad.budget - ad.spent) * 100) / 100);

function deleteConsequence(ad: AdView) {
  const left = unspent(ad);
  return left > 0
    ? `${ad.title} stops being shown at once. The $${left.toFixed(2)} its budget has not spent goes back to your wallet as HCTL tokens; what it has spent is not refunded.`
    : `${ad.title} stops being shown at once. What it has spent is not refunded.`;
}

function AdCard({
  ad,
  owner,
  onEdit,
  onDelete,
}: {
  ad: AdView;
  owner: Owner;
  onEdit: (ad: AdView) => void;
  onDelete: (ad: AdView) => void;
}) {
  // A rejected ad is promoted again once edited (back to review); the API refuses it before.
  const rejected = ad.review_status === 'rejected';
  const canPromote =
    !rejected &&
    !ad.is_running &&
    !(ad.status === 'promoted' && ad.ends_at && new Date(ad.ends_at) > new Date());
  return (
    <Card withBorder data-testid="ad-card">
      {ad.ad_image[0] && (
        <Card.Section>
          <Image src={ad.ad_image[0].url} alt="" h={140} fit="cover" />
        </Card.Section>
      )}
      <Stack gap="xs" mt="sm">
        <Text fw={600}>{ad.title}</Text>
        <AdBadges ad={ad} />
        {ad.review_status === 'rejected' && ad.reject_reason && (
          <Alert color="red" variant="light" p="xs">
            <Text size="sm">Not approved: {ad.reject_reason}</Text>
            <Text size="sm" data-testid="ad-rejected-next">
              Edit it to send it for review again.
              {ad.placement_name &&
                ' Its promotion stopped when it was rejected: what its budget had not spent went back to your wallet as HCTL tokens.'}
            </Text>
          </Alert>
        )}
        {ad.status === 'created' && !rejected && (
          <Text size="sm" c="dimmed" data-testid="ad-next-step">
            It is shown once you choose where and when, and pay (Promote). The review can happen meanwhile.
          </Text>
        )}
        {/* A rejected ad's promotion stopped: its old placement and dates no longer apply. */}
        {ad.placement_name && !rejected && (
          <Text size="sm" c="dimmed">
            {ad.placement_name}, {adFirstDay(ad.starts_at)} – {adLastDay(ad.ends_at)}
          </Text>
        )}
        <Text size="sm" data-testid="ad-results">
          {ad.impressions} {ad.impressions === 1 ? 'view' : 'views'} · {ad.clicks}{' '}
          {ad.clicks === 1 ? 'click' : 'clicks'} · ${ad.spent.toFixed(2)} of ${ad.budget.toFixed(2)} spent
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => onEdit(ad)}>
            Edit
          </Button>
          {canPromote && (
            <Button size="xs" component={Link} to={adScreens.promote(owner, ad.slug)}>
              Promote
            </Button>
          )}
          <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(ad)}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
