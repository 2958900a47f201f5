import type { GroupView } from '@hctl/contracts';
import { Anchor, Badge, Button, Container, Grid, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageTab } from '../../../components/PageTab';
import { QueryError, QueryLoading } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { ApiError } from '../../../lib/api-client';
import { useTabParam } from '../../../lib/use-tab-param';
import { groupQuery } from '../api/groups';
import { JoinRequests, Members, PendingPosts } from '../components/AdminPanels';
import { Feed } from '../components/Feed';
import { GroupAbout } from '../components/GroupAbout';
import { GroupFormModal } from '../components/GroupForm';
import { GroupHeader } from '../components/GroupHeader';
import { GroupOutside } from '../components/GroupOutside';
import { InvitePanel } from '../components/InvitePanel';
import { MembershipActions } from '../components/MembershipActions';
import { useGroupLive, useGroupNotifications } from '../components/use-group-live';

const TABS = ['feed', 'about', 'members', 'requests', 'review', 'invite'] as const;
type Tab = (typeof TABS)[number];

/** The tabs besides the feed: each shows one panel of the group. */
const GROUP_PANELS = {
  about: GroupAbout,
  members: Members,
  requests: JoinRequests,
  review: PendingPosts,
  invite: InvitePanel,
} satisfies Record<Exclude<Tab, 'feed'>, ComponentType<{ group: GroupView }>>;

const count = (n: number) =>
  n > 0 ? (
    <Badge size="sm" circle={n < 10} variant="filled" color="red" ml={4}>
      {n}
    </Badge>
  ) : null;

function GroupScreen({ group, slug }: { group: GroupView; slug: string }) {
  const [editing, setEditing] = useState(false);
  const mod = group.viewer.can_moderate;
  const member = group.viewer.status === 'active';
  const allowed = (t: Tab) =>
    t === 'feed' || t === 'about' || (t === 'members' ? member || group.privacy === 'public' : mod);
  const [tab, go] = useTabParam(TABS, { allowed, omitFirst: true });
  usePageTitle(group.name, group.excerpt);
  // Live on every tab: counts, members and the queues stay current while the feed is not shown.
  const live = useGroupLive(group);
  return (
    <Stack>
      <Anchor component={Link} to={`/individual/${slug}/groups`} size="sm">
        ← All groups
      </Anchor>
      <GroupHeader group={group}>
        <MembershipActions group={group} />
        {group.viewer.can_update && (
          <Button variant="default" onClick={() => setEditing(true)}>
            Settings
          </Button>
        )}
      </GroupHeader>
      <Tabs value={tab} onChange={go} keepMounted={false}>
        <Tabs.List>
          <PageTab value="feed">Posts</PageTab>
          <PageTab value="about">About</PageTab>
          {allowed('members') && <PageTab value="members">Members</PageTab>}
          {mod && (
            <PageTab value="requests" data-testid="tab-requests">
              Join requests{count(group.pending_requests)}
            </PageTab>
          )}
          {mod && (
            <PageTab value="review" data-testid="tab-review">
              Pending posts{count(group.pending_posts)}
            </PageTab>
          )}
          {mod && <PageTab value="invite">Invite</PageTab>}
        </Tabs.List>
        <Tabs.Panel value="feed" pt="md">
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Feed group={group} live={live} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }} visibleFrom="md">
              <GroupAbout group={group} />
            </Grid.Col>
          </Grid>
        </Tabs.Panel>
        {Object.entries(GROUP_PANELS).map(([value, Panel]) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <Panel group={group} />
          </Tabs.Panel>
        ))}
      </Tabs>
      {editing && <GroupFormModal opened onClose={() => setEditing(false)} group={group} />}
    </Stack>
  );
}

/**
 * /individual/{slug}/groups/view/{groupSlug} (spec §2): the group's feed, about and members, and for
 * its admins join requests, pending posts and invitations. Someone not in a private group (404 from
 * GET groups/{slug}) sees what visitors see: the about and "Request to join".
 */
export default function GroupPage() {
  const { slug = '', groupSlug = '' } = useParams();
  const q = useQuery(groupQuery(groupSlug));
  useGroupNotifications(groupSlug);
  return (
    <Container size="lg" py="xl">
      {q.isPending ? (
        <QueryLoading />
      ) : q.isError ? (
        q.error instanceof ApiError && q.error.status === 404 ? (
          <GroupOutside slug={groupSlug} />
        ) : (
          <QueryError query={q} title="Could not load this group" />
        )
      ) : (
        <GroupScreen group={q.data} slug={slug} />
      )}
    </Container>
  );
}
