import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { cityState } from '../../../lib/address';
import { followedOrganizationsQuery } from '../api/dashboards';
import { CardState } from './CardState';
import { DashboardCard } from './DashboardCard';

/** The organizations the person follows, with their open jobs. */
export function FollowedOrganizationsCard() {
  const followed = useQuery(followedOrganizationsQuery());
  return (
    <DashboardCard testId="followed-organizations" title="Organizations you follow">
      <CardState
        query={followed}
        what="the organizations you follow"
        isEmpty={(d) => d.data.length === 0}
        empty="You follow no organizations yet. Follow one from its profile to keep up with its jobs."
      >
        {(d) => (
          <Stack gap="xs">
            {d.data.map((o) => (
              <Group key={o.slug} gap="sm" wrap="nowrap">
                <Avatar src={o.company_profile_image} alt="" radius="sm" size="md">
                  {o.company_name.slice(0, 1)}
                </Avatar>
                <div>
                  <Anchor component={Link} to={`/organization/${o.slug}/view-profile`} size="sm" fw={500}>
                    {o.company_name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {cityState(o) || 'Location not given'} ·{' '}
                    {o.open_jobs_count === 1 ? '1 open job' : `${o.open_jobs_count} open jobs`}
                  </Text>
                </div>
              </Group>
            ))}
            {d.total > d.data.length && (
              <Text size="xs" c="dimmed">
                and {d.total - d.data.length} more
              </Text>
            )}
          </Stack>
        )}
      </CardState>
    </DashboardCard>
  );
}
