import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { orgDashboardQuery } from '../api/dashboards';
import { CardState } from './CardState';
import { DashboardCard, NeedsPermissionCard } from './DashboardCard';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

/** Open jobs with applicant counts, applicants of the last 7 days and today's interviews: one call. */
export function OrgHiringCards({ slug }: { slug: string }) {
  const q = useQuery(orgDashboardQuery(slug));
  if (q.error instanceof ApiError && q.error.status === 403)
    return (
      <NeedsPermissionCard>
        Hiring figures need the applicants permission in this organization.
      </NeedsPermissionCard>
    );
  return (
    <>
      <DashboardCard
        testId="org-open-jobs"
        title={`Open jobs${q.data ? ` (${q.data.open_jobs_count})` : ''}`}
        aside={
          <Anchor component={Link} to={`/organization/jobs/${slug}`} size="sm">
            All jobs
          </Anchor>
        }
      >
        <CardState
          query={q}
          what="your open jobs"
          isEmpty={(d) => d.open_jobs.length === 0}
          empty="No open jobs. Post one to start receiving applications."
        >
          {(d) => (
            <Table.ScrollContainer minWidth={320}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Job</Table.Th>
                    <Table.Th ta="right">Applicants</Table.Th>
                    <Table.Th ta="right">New this week</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {d.open_jobs.map((j) => (
                    <Table.Tr key={j.id}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={`/organization/jobs/${slug}/details/${j.slug}`}
                          size="sm"
                        >
                          {j.title}
                        </Anchor>
                      </Table.Td>
                      <Table.Td ta="right">{j.applicants_count}</Table.Td>
                      <Table.Td ta="right">{j.new_applicants_count}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </CardState>
      </DashboardCard>
      <DashboardCard
        testId="org-new-applicants"
        title={`New applicants${q.data ? ` (${q.data.new_applicants_count})` : ''}`}
        aside={
          <Anchor component={Link} to={`/organization/${slug}/applicants`} size="sm">
            All applicants
          </Anchor>
        }
      >
        <CardState
          query={q}
          what="new applicants"
          isEmpty={(d) => d.new_applicants.length === 0}
          empty="No applications in the last 7 days."
        >
          {(d) => (
            <Stack gap={6}>
              {d.new_applicants.map((a) => (
                <Group key={a.id} gap="xs" wrap="wrap">
                  <Text size="sm" fw={500}>
                    {a.first_name} {a.last_name}
                  </Text>
                  <Text size="sm">for {a.job.title}</Text>
                  <Text size="xs" c="dimmed">
                    {day(a.created_at)}
                  </Text>
                  <Badge size="xs" color="gray.2" c="dark.8">
                    {a.status}
                  </Badge>
                </Group>
              ))}
            </Stack>
          )}
        </CardState>
      </DashboardCard>
      <DashboardCard testId="org-interviews-today" title="Interviews today">
        <CardState
          query={q}
          what="today's interviews"
          isEmpty={(d) => d.interviews_today.length === 0}
          empty="No interviews today."
        >
          {(d) => (
            <Stack gap={6}>
              {d.interviews_today.map((i) => (
                <Text key={i.id} size="sm">
                  {time(i.schedule_date)} · {i.candidate.first_name} {i.candidate.last_name} · {i.job.title} (
                  {i.mode})
                </Text>
              ))}
            </Stack>
          )}
        </CardState>
      </DashboardCard>
    </>
  );
}
