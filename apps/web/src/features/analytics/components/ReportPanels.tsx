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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
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
  const query = useQuery(reportQuery(path, range));
  return (
    <QueryState query={query}>
      {(r) => (
        <Stack gap="md">
          <StatCards figures={r.figures} spend={spend} />
          <Chart report={r} kinds={chartKinds} />
          {topTitle && (
            <Section title={topTitle}>
              {r.top.length === 0 ? (
                <Text c="dimmed">None in this range.</Text>
              ) : (
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
              )}
            </Section>
          )}
        </Stack>
      )}
    </QueryState>
  );
}

/** Profile views and who viewed (named only when their own profile is published). */
export function ViewersPanel({ path, range }: { path: string; range: Range }) {
  const query = useQuery(reportQuery<ProfileViewsReportView>(path, range));
  return (
    <QueryState query={query}>
      {(r) => (
        <Stack gap="md">
          <StatCards figures={r.figures} />
          <Chart report={r} />
          <Section title={`Recent viewers (${r.viewers_total} signed-in people in all)`}>
            {r.viewers.length === 0 ? (
              <Text c="dimmed">No signed-in viewers yet.</Text>
            ) : (
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {r.viewers.map((v) => (
                  <Group
                    key={`${v.last_viewed_at}-${v.slug ?? 'someone'}`}
                    component="li"
                    gap="sm"
                    wrap="nowrap"
                  >
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
                          new Date(v.last_viewed_at).toLocaleDateString(),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </div>
                  </Group>
                ))}
              </Stack>
            )}
          </Section>
        </Stack>
      )}
    </QueryState>
  );
}

/** The hiring funnel: views → applications → interviews, in total and per job. */
export function FunnelPanel({ slug, range }: { slug: string; range: Range }) {
  const query = useQuery(reportQuery<JobFunnelReportView>(`organization/${slug}/job/analytics`, range));
  const rate = (n: number | null) => (n === null ? '—' : `${n}%`);
  return (
    <QueryState query={query}>
      {(r) => (
        <Stack gap="md">
          <StatCards figures={r.figures} />
          <Chart report={r} type="bar" />
          <Section title="Per job">
            {r.jobs.length === 0 ? (
              <Text c="dimmed">No job had views, applications or interviews in this range.</Text>
            ) : (
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
            )}
          </Section>
        </Stack>
      )}
    </QueryState>
  );
}
