import type {
  AnalyticsKindName,
  AnalyticsReportView,
  JobFunnelReportView,
  ProfileViewsReportView,
} from '@hctl/contracts';
import { Anchor, Avatar, Card, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { shortDate } from '../../../lib/dates';
import { plural } from '../../../lib/plural';
import { type Range, reportQuery } from '../api/analytics';
import { KIND_LABELS, money } from './labels';
import { StatCards } from './StatCards';

// The charts library is fetched only when a chart is first drawn.
const TrendChart = lazy(() => import('./TrendChart'));

const chartFallback = (
  <Center h={260}>
    <Loader role="status" aria-label="Loading the chart" />
  </Center>
);

const quiet = (r: AnalyticsReportView) => r.figures.every((f) => f.total === 0);

function Chart({
  report,
  kinds,
  type,
}: {
  report: AnalyticsReportView;
  kinds?: AnalyticsKindName[];
  type?: 'area' | 'bar';
}) {
  if (quiet(report))
    return (
      <Text c="dimmed" py="lg" ta="center">
        Nothing counted in this range yet.
      </Text>
    );
  const figures = kinds ? report.figures.filter((f) => kinds.includes(f.kind)) : report.figures;
  return (
    <Card withBorder padding="md">
      <Suspense fallback={chartFallback}>
        <TrendChart figures={figures} type={type} />
      </Suspense>
    </Card>
  );
}

function Section({
  title,
  empty,
  children,
}: {
  title: string;
  /** Said instead of the children when there is nothing to list. */
  empty?: string | false;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {title}
      </Title>
      {empty ? <Text c="dimmed">{empty}</Text> : children}
    </Stack>
  );
}

/** One report over the range: its cards and its chart, above what the panel lists of it (`children`). */
function ReportFrame<T extends AnalyticsReportView>({
  path,
  range,
  spend,
  chartKinds,
  chartType,
  children,
}: {
  path: string;
  range: Range;
  spend?: boolean;
  chartKinds?: AnalyticsKindName[];
  chartType?: 'area' | 'bar';
  children: (report: T) => ReactNode;
}) {
  const query = useQuery(reportQuery<T>(path, range));
  return (
    <QueryState query={query}>
      {(r) => (
        <Stack gap="md">
          <StatCards figures={r.figures} spend={spend} />
          <Chart report={r} kinds={chartKinds} type={chartType} />
          {children(r)}
        </Stack>
      )}
    </QueryState>
  );
}

/** A report's cards, its chart and its top subjects (services, galleries, ads, documents). */
export function ReportPanel({
  path,
  range,
  chartKinds,
  spend,
  topTitle,
  subjectLink,
}: {
  path: string;
  range: Range;
  chartKinds?: AnalyticsKindName[];
  spend?: boolean;
  topTitle?: string;
  subjectLink?: (slug: string) => string;
}) {
  return (
    <ReportFrame path={path} range={range} spend={spend} chartKinds={chartKinds}>
      {(r) =>
        topTitle && (
          <Section title={topTitle} empty={r.top.length === 0 && 'None in this range.'}>
            <Table.ScrollContainer minWidth={420}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    {r.figures.map((f) => (
                      <Table.Th key={f.kind}>{KIND_LABELS[f.kind]}</Table.Th>
                    ))}
                    {spend && <Table.Th>Spend</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {r.top.map((s) => (
                    <Table.Tr key={s.id}>
                      <Table.Td>
                        {s.slug && subjectLink ? (
                          <Anchor component={Link} to={subjectLink(s.slug)}>
                            {s.title}
                          </Anchor>
                        ) : (
                          s.title
                        )}
                      </Table.Td>
                      {r.figures.map((f) => (
                        <Table.Td key={f.kind}>{s.counts[f.kind] ?? 0}</Table.Td>
                      ))}
                      {spend && <Table.Td>{money(s.amount_cents)}</Table.Td>}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Section>
        )
      }
    </ReportFrame>
  );
}

/** Profile views and who viewed (named only when their own profile is published). */
export function ViewersPanel({ path, range }: { path: string; range: Range }) {
  return (
    <ReportFrame<ProfileViewsReportView> path={path} range={range}>
      {(r) => (
        <Section
          title={`Recent viewers (${plural(r.viewers_total, 'signed-in person', 'signed-in people')} in all)`}
          empty={r.viewers.length === 0 && 'No signed-in viewers yet.'}
        >
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {r.viewers.map((v) => (
              <Group key={`${v.last_viewed_at}-${v.slug ?? 'someone'}`} component="li" gap="sm" wrap="nowrap">
                <Avatar src={v.profile_image} alt="" radius="xl" size="md">
                  {v.name?.[0] ?? '?'}
                </Avatar>
                <div style={{ minWidth: 0 }}>
                  {v.name && v.slug ? (
                    <Anchor component={Link} to={`/individual/${v.slug}/view-profile`} fw={600}>
                      {v.name}
                    </Anchor>
                  ) : (
                    <Text fw={600}>Someone on HCTL</Text>
                  )}
                  <Text size="sm" c="dimmed">
                    {[
                      v.occupation,
                      `${v.views} ${v.views === 1 ? 'view' : 'views'}`,
                      shortDate(v.last_viewed_at),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </div>
              </Group>
            ))}
          </Stack>
        </Section>
      )}
    </ReportFrame>
  );
}

/** The hiring funnel: views → applications → interviews, in total and per job. */
export function FunnelPanel({ slug, range }: { slug: string; range: Range }) {
  const rate = (n: number | null) => (n === null ? '—' : `${n}%`);
  return (
    <ReportFrame<JobFunnelReportView>
      path={`organization/${slug}/job/analytics`}
      range={range}
      chartType="bar"
    >
      {(r) => (
        <Section
          title="Per job"
          empty={r.jobs.length === 0 && 'No job had views, applications or interviews in this range.'}
        >
          <Table.ScrollContainer minWidth={560}>
            <Table striped data-testid="job-funnel">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Job</Table.Th>
                  <Table.Th>Views</Table.Th>
                  <Table.Th>Applications</Table.Th>
                  <Table.Th>Interviews</Table.Th>
                  <Table.Th>Apply rate</Table.Th>
                  <Table.Th>Interview rate</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {r.jobs.map((j) => (
                  <Table.Tr key={j.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/organization/jobs/${slug}/details/${j.slug}`}>
                        {j.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{j.views}</Table.Td>
                    <Table.Td>{j.applications}</Table.Td>
                    <Table.Td>{j.interviews}</Table.Td>
                    <Table.Td>{rate(j.apply_rate)}</Table.Td>
                    <Table.Td>{rate(j.interview_rate)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Section>
      )}
    </ReportFrame>
  );
}
