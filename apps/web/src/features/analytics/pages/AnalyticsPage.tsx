import { Container, Group, Stack, Tabs, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { OrgArea } from '../../../components/OrgArea';
import { PageTab } from '../../../components/PageTab';
import { usePageTitle } from '../../../components/usePageTitle';
import type { Range } from '../api/analytics';
import { lastDays, RangePicker } from '../components/RangePicker';
import { FunnelPanel, ReportPanel, ViewersPanel } from '../components/ReportPanels';

interface Tab {
  value: string;
  label: string;
  panel: (range: Range) => ReactNode;
}

/** The range picker above tabs of reports; only the open tab's report is fetched. */
function AnalyticsScreen({ tabs }: { tabs: Tab[] }) {
  const [range, setRange] = useState<Range>(() => lastDays(30));
  const [tab, setTab] = useState(tabs[0].value);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} size="h2">
          Analytics
        </Title>
        <RangePicker value={range} onChange={setRange} />
      </Group>
      <Tabs value={tab} onChange={(v) => v && setTab(v)} keepMounted={false}>
        <Tabs.List>
          {tabs.map((t) => (
            <PageTab key={t.value} value={t.value}>
              {t.label}
            </PageTab>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Panel key={t.value} value={t.value} pt="md">
            {t.panel(range)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

// Tabs both analytics pages have, for a person or an organization alike.
const viewersTab = (path: string): Tab => ({
  value: 'viewers',
  label: 'Profile views',
  panel: (range) => <ViewersPanel path={path} range={range} />,
});

const adsTab = (slug: string): Tab => ({
  value: 'ads',
  label: 'Advertisements',
  panel: (range) => (
    <ReportPanel path={`analytics/${slug}/advertisements`} range={range} spend topTitle="Advertisements" />
  ),
});

/** spec §2 `/individual/{slug}/analytics`: the caller's own figures. */
export function IndividualAnalyticsPage() {
  const { slug = '' } = useParams();
  usePageTitle('Analytics');
  const tabs: Tab[] = [
    {
      value: 'overview',
      label: 'Overview',
      panel: (range) => (
        <ReportPanel
          path="individual/analytics"
          range={range}
          chartKinds={['profile_view', 'service_view', 'quote_request']}
          topTitle="Most viewed services"
          subjectLink={(s) => `/individual/${slug}/services/${s}`}
        />
      ),
    },
    viewersTab('analytics/total-profile-views'),
    {
      value: 'services',
      label: 'Services',
      panel: (range) => (
        <ReportPanel
          path="analytics/services"
          range={range}
          topTitle="Services"
          subjectLink={(s) => `/individual/${slug}/services/${s}`}
        />
      ),
    },
    {
      value: 'documents',
      label: 'Documents',
      panel: (range) => (
        <ReportPanel path="analytics/documents" range={range} topTitle="Most opened documents" />
      ),
    },
    adsTab(slug),
  ];
  return (
    <Container size="lg" py="xl">
      <AnalyticsScreen tabs={tabs} />
    </Container>
  );
}

/** spec §2 `/organization/{slug}/analytics`: for team members whose role holds `analytics`. */
export function OrganizationAnalyticsPage() {
  const { slug = '' } = useParams();
  usePageTitle('Analytics');
  const tabs: Tab[] = [
    { value: 'jobs', label: 'Jobs', panel: (range) => <FunnelPanel slug={slug} range={range} /> },
    viewersTab(`analytics/${slug}/total-profile-views`),
    {
      value: 'services',
      label: 'Services',
      panel: (range) => <ReportPanel path={`analytics/${slug}/services`} range={range} topTitle="Services" />,
    },
    {
      value: 'galleries',
      label: 'Service gallery',
      panel: (range) => (
        <ReportPanel path={`analytics/${slug}/serviceGallery`} range={range} topTitle="Galleries" />
      ),
    },
    adsTab(slug),
  ];
  return (
    <Container size="lg" py="xl">
      <OrgArea slug={slug} permission="analytics">
        {() => <AnalyticsScreen tabs={tabs} />}
      </OrgArea>
    </Container>
  );
}
