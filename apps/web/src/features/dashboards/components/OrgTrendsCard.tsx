import { Group, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { orgWeekReportQuery } from '../api/dashboards';
import { CardState } from './CardState';
import { DashboardCard, NeedsPermissionCard } from './DashboardCard';
import { Sparkline } from './Sparkline';

const money = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Profile views and ad spend of the last 7 days, each with its small line (the analytics calls). */
export function OrgTrendsCard({ slug }: { slug: string }) {
  const views = useQuery(orgWeekReportQuery(slug, 'total-profile-views'));
  const ads = useQuery(orgWeekReportQuery(slug, 'advertisements'));
  if ([views.error, ads.error].some((e) => e instanceof ApiError && e.status === 403))
    return (
      <NeedsPermissionCard>
        Views and spend need the analytics permission in this organization.
      </NeedsPermissionCard>
    );
  return (
    <DashboardCard testId="org-trends" title="This week">
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <div>
          <Text size="sm" c="dimmed">
            Profile views
          </Text>
          <CardState query={views} what="profile views" empty="">
            {(r) => {
              const f = r.figures.find((x) => x.kind === 'profile_view');
              return (
                <Group justify="space-between" align="end">
                  <Text size="xl" fw={700}>
                    {f?.total ?? 0}
                  </Text>
                  <Sparkline values={(f?.series ?? []).map((p) => p.count)} />
                </Group>
              );
            }}
          </CardState>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            Ad spend
          </Text>
          <CardState query={ads} what="ad spend" empty="">
            {(r) => {
              const spent = r.figures.reduce((s, f) => s + f.amount_cents, 0);
              const byDay = (r.figures[0]?.series ?? []).map((_, i) =>
                r.figures.reduce((s, f) => s + (f.series[i]?.amount_cents ?? 0), 0),
              );
              return (
                <Group justify="space-between" align="end">
                  <Text size="xl" fw={700}>
                    {money(spent)}
                  </Text>
                  <Sparkline values={byDay} color="var(--mantine-color-grape-6)" />
                </Group>
              );
            }}
          </CardState>
        </div>
      </SimpleGrid>
    </DashboardCard>
  );
}
