import { Anchor, Card, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { myProfileViewsQuery } from '../api/dashboards';
import { CardState } from './CardState';
import { Sparkline } from './Sparkline';

/** Profile views of the last 7 days against the 7 before, with the week as a small line. */
export function ProfileViewsCard({ slug }: { slug: string }) {
  const views = useQuery(myProfileViewsQuery());
  return (
    <Card withBorder data-testid="profile-views">
      <Text fw={600} component="h2">
        Profile views this week
      </Text>
      <CardState query={views} what="your profile views" empty="">
        {(r) => {
          const f = r.figures.find((x) => x.kind === 'profile_view');
          const total = f?.total ?? 0;
          const delta = total - (f?.previous_total ?? 0);
          return (
            <Group justify="space-between" align="end" mt="xs">
              <div>
                <Text size="xl" fw={700}>
                  {total}
                </Text>
                <Text size="xs" c="dimmed">
                  {delta === 0
                    ? 'Same as the week before'
                    : `${delta > 0 ? '+' : ''}${delta} on the week before`}
                </Text>
              </div>
              <Sparkline values={(f?.series ?? []).map((p) => p.count)} />
            </Group>
          );
        }}
      </CardState>
      <Anchor component={Link} to={`/individual/${slug}/analytics`} size="sm" mt="xs">
        Analytics
      </Anchor>
    </Card>
  );
}
