import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { NotFound } from '../../../components/NotFound';
import { QueryError, QueryLoading } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { signInLink } from '../../../lib/safe-redirect';
import { publicGroupQuery } from '../api/groups';
import { GroupAbout } from './GroupAbout';
import { GroupHeader } from './GroupHeader';
import { PostView } from './PostView';

// Signed-in people only: visitors do not download its dialogs.
const MembershipActions = lazy(() =>
  import('./MembershipActions').then((m) => ({ default: m.MembershipActions })),
);

/**
 * A group as someone outside it sees it (GET public-groups/{slug}): visitors, and people not (yet)
 * in a private group. A public group shows its recent posts; a private one its about only, with
 * "Request to join" (or "Sign in to join" for visitors).
 */
export function GroupOutside({ slug }: { slug: string }) {
  const auth = useAuth();
  const location = useLocation();
  const q = useQuery(publicGroupQuery(slug, auth.user?.id ?? null));
  usePageTitle(q.data?.group.name ?? 'Group', q.data?.group.excerpt);
  if (q.isPending) return <QueryLoading />;
  if (q.isError) {
    if (q.error instanceof ApiError && q.error.status === 404) return <NotFound />;
    return <QueryError query={q} title="Could not load this group" />;
  }
  const { group, recent_posts } = q.data;
  const individual = auth.isAuthenticated && auth.role === 'individual';
  const member = group.viewer.status === 'active';
  return (
    <Stack>
      <GroupHeader group={group}>
        {individual ? (
          member ? (
            <Button component={Link} to={`/individual/${auth.user?.slug}/groups/view/${group.slug}`}>
              Open the group
            </Button>
          ) : (
            <Suspense fallback={null}>
              <MembershipActions group={group} />
            </Suspense>
          )
        ) : !auth.isAuthenticated ? (
          <Button component={Link} to={signInLink(location)}>
            {group.privacy === 'private' ? 'Sign in to request to join' : 'Sign in to join'}
          </Button>
        ) : (
          <Text size="sm" c="dimmed" data-testid="members-are-people">
            Groups are joined by individual members, not organizations.
          </Text>
        )}
      </GroupHeader>
      <GroupAbout group={group} />
      {recent_posts === null ? (
        <Text c="dimmed" ta="center" py="md" data-testid="private-note">
          This group is private: only its members see the posts and who is in it.
        </Text>
      ) : (
        <Stack component="section" aria-labelledby="recent-posts">
          <Title order={2} size="h4" id="recent-posts">
            Recent posts
          </Title>
          {recent_posts.length === 0 ? (
            <Text c="dimmed">No posts yet.</Text>
          ) : (
            recent_posts.map((p) => (
              <PostView key={p.uid} post={p} slug={group.slug} readOnly mediaHidden={!auth.isAuthenticated} />
            ))
          )}
          {!auth.isAuthenticated && (
            <Text size="sm" c="dimmed">
              <Anchor component={Link} to={signInLink(location)}>
                Sign in
              </Anchor>{' '}
              to join the conversation.
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
