import { Group, SimpleGrid, Text } from '@mantine/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';
import { orgWeekReportQuery } from '../api/dashboards';
import { CardState } from './CardState';
import { DashboardCard, NeedsPermissionCard } from './DashboardCard';
import { Sparkline } from './Sparkline';

const money = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** One of the week's figures: its label, the total and a small line by day. */
function Trend<T>({
  label,
  what,
  query,
  color,
  figure,
}: {
  label: string;
  what: string;
  query: UseQueryResult<T>;
  color?: string;
  figure: (r: T) => { total: ReactNode; byDay: number[] };
}) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <CardState query={query} what={what} empty="">
        {(r) => {
          const { total, byDay } = figure(r);
          return (
            <Group justify="space-between" align="end">
              <Text size="xl" fw={700}>
                {total}
              </Text>
              <Sparkline values={byDay} color={color} />
            </Group>
          );
        }}
      </CardState>
    </div>
  );
}

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
        <Trend
          label="Profile views"
          what="profile views"
          query={views}
          figure={(r) => {
            const f = r.figures.find((x) => x.kind === 'profile_view');
            return { total: f?.total ?? 0, byDay: (f?.series ?? []).map((p) => p.count) };
          }}
        />
        <Trend
          label="Ad spend"
          what="ad spend"
          query={ads}
          color="var(--mantine-color-grape-6)"
          figure={(r) => ({
            total: money(r.figures.reduce((s, f) => s + f.amount_cents, 0)),
            byDay: (r.figures[0]?.series ?? []).map((_, i) =>
              r.figures.reduce((s, f) => s + (f.series[i]?.amount_cents ?? 0), 0),
            ),
          })}
        />
      </SimpleGrid>
    </DashboardCard>
  );
}
