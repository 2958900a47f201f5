import type { SearchAllView } from '@hctl/contracts';
import { Button, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SearchState, SearchTab } from '../search-state';
import { GroupHitCard, JobHitCard, OrganizationHitCard, ProfileHitCard, ServiceHitCard } from './HitCards';
import { EmptyResults } from './ResultsFrame';
import { type TabCount, tabCounts } from './tab-counts';

/** The `all` tab: the top few of each kind that has results, each with a way to its own tab. */
export function AllResults({
  data,
  state,
  onTab,
}: {
  data: SearchAllView;
  state: SearchState;
  onTab: (t: SearchTab) => void;
}) {
  const counts = tabCounts(data);
  const sections: { tab: Exclude<SearchTab, 'all'>; title: string; items: ReactNode[] }[] = [
    { tab: 'jobs', title: 'Jobs', items: data.jobs.map((h) => <JobHitCard key={h.id} hit={h} />) },
    {
      tab: 'services',
      title: 'Services',
      items: data.services.map((h) => <ServiceHitCard key={h.id} hit={h} />),
    },
    {
      tab: 'service_requests',
      title: 'Service requests',
      items: data.service_requests.map((h) => <ServiceHitCard key={h.id} hit={h} />),
    },
    {
      tab: 'service_galleries',
      title: 'Service galleries',
      items: data.service_galleries.map((h) => <ServiceHitCard key={h.id} hit={h} />),
    },
    {
      tab: 'profiles',
      title: 'People',
      items: data.profiles.map((h) => <ProfileHitCard key={h.id} hit={h} />),
    },
    {
      tab: 'organizations',
      title: 'Organizations',
      items: data.organizations.map((h) => <OrganizationHitCard key={h.id} hit={h} />),
    },
    { tab: 'groups', title: 'Groups', items: data.groups.map((h) => <GroupHitCard key={h.id} hit={h} />) },
  ];
  const shown = sections.filter((s) => s.items.length > 0);
  if (shown.length === 0) return <EmptyResults state={state} />;
  return (
    <Stack gap="xl">
      {shown.map((s) => (
        <Stack component="section" key={s.tab} gap="sm" data-testid={`all-${s.tab}`}>
          <Group justify="space-between">
            <Title order={2} size="h3">
              {s.title}
            </Title>
            <SeeAll
              count={counts[s.tab]}
              shown={s.items.length}
              onClick={() => onTab(s.tab)}
              title={s.title}
            />
          </Group>
          {s.items}
        </Stack>
      ))}
    </Stack>
  );
}

function SeeAll({
  count,
  shown,
  title,
  onClick,
}: {
  count: TabCount;
  shown: number;
  title: string;
  onClick: () => void;
}) {
  if (count.value <= shown && count.relation === 'eq') return null;
  return (
    <Button variant="subtle" size="compact-sm" onClick={onClick}>
      See all {count.label} {title.toLowerCase()}
    </Button>
  );
}
