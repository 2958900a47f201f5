import { Button, Group, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { followKeys, followStateQuery, setFollowing } from '../lib/api/follow';
import { useAuth } from '../lib/auth-store';
import { useApiMutation } from '../lib/use-api-mutation';

/**
 * Follow an organization from its public profile (individuals), with its follower count (everyone).
 * The server's answer after a click is the state shown.
 */
export function FollowButton({ slug, name }: { slug: string; name: string }) {
  const auth = useAuth();
  const qc = useQueryClient();
  const state = useQuery(followStateQuery(slug));
  const change = useApiMutation({
    mutationFn: setFollowing,
    onSuccess: (res) => {
      qc.setQueryData(followKeys.state(slug), res.data);
      // The dashboard's "organizations you follow" list.
      return qc.invalidateQueries({ queryKey: ['dashboards', 'individual', 'followed'] });
    },
  });
  const count = state.data?.followers_count;
  const following = state.data?.following === true;
  const canFollow = auth.isAuthenticated && auth.role === 'individual';
  return (
    <Group gap="xs" wrap="nowrap">
      {count !== undefined && (
        <Text size="sm" c="dimmed" data-testid="followers-count">
          {count === 1 ? '1 follower' : `${count} followers`}
        </Text>
      )}
      {canFollow && state.data && (
        <Button
          variant={following ? 'filled' : 'light'}
          aria-pressed={following}
          aria-label={following ? `Stop following ${name}` : `Follow ${name}`}
          data-testid="follow-toggle"
          loading={change.isPending}
          onClick={() => change.run({ slug, follow: !following })}
        >
          {following ? 'Following' : 'Follow'}
        </Button>
      )}
    </Group>
  );
}
