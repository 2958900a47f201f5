import { canChangeInterview } from '@hctl/contracts/constants';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { meetingTime } from '../../../lib/dates';
import { optionLabel } from '../../../lib/option-label';
import { myApplicationsQuery, myInterviewsQuery } from '../api/dashboards';
import { DashboardCard } from './DashboardCard';

/** Interviews the person has agreed to. */
const AGREED = ['accepted', 'confirmed'];

/** One thing to act on: a coloured badge saying what, then the line about it, linking where it is done. */
function ToDo({
  badge,
  color,
  to,
  children,
}: {
  badge: string;
  color: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <Group gap="xs" wrap="wrap">
      <Badge color={color} c="dark.8" size="sm">
        {badge}
      </Badge>
      <Anchor component={Link} to={to} size="sm">
        {children}
      </Anchor>
    </Group>
  );
}

/**
 * What the person has to act on: interviews to answer, upcoming interviews, and applications whose
 * status the organization changed. Both lists load side by side (no waterfall).
 */
export function ToDoCard({ slug }: { slug: string }) {
  const interviews = useQuery(myInterviewsQuery());
  const applications = useQuery(myApplicationsQuery());
  const jobs = `/individual/${slug}/jobs`;
  const now = Date.now();
  // Waiting for an answer: what the person may still accept (scheduled, or moved by the organization).
  const toAnswer = (interviews.data ?? []).filter((i) => canChangeInterview(i.status, 'accepted'));
  const upcoming = (interviews.data ?? []).filter(
    (i) => AGREED.includes(i.status) && Date.parse(i.schedule_date) >= now,
  );
  const moved = (applications.data ?? [])
    // Moved by the organization; a withdrawal is the person's own doing, with nothing left to do.
    .filter((a) => a.status !== 'applied' && a.status !== 'withdrawn')
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
    .slice(0, 5);
  const loading = interviews.isPending || applications.isPending;
  const failed = interviews.isError || applications.isError;
  const nothing = !loading && !failed && toAnswer.length + upcoming.length + moved.length === 0;
  return (
    <DashboardCard testId="todo" title="To do">
      {loading ? (
        <Text size="sm" c="dimmed" role="status">
          Loading…
        </Text>
      ) : failed ? (
        <Text size="sm" c="red.8" role="alert">
          Could not load your interviews and applications.
        </Text>
      ) : nothing ? (
        <Text size="sm" c="dimmed">
          Nothing to act on. Applications and interviews show up here as organizations answer.
        </Text>
      ) : (
        <Stack gap="xs">
          {toAnswer.map((i) => (
            <ToDo key={`a-${i.id}`} badge="Answer" color="orange.2" to={`${jobs}?view=interviews`}>
              Interview for {i.job.title} at {i.organization.company_name},{' '}
              {meetingTime(i.schedule_date, i.timezone)}
            </ToDo>
          ))}
          {upcoming.map((i) => (
            <ToDo key={`u-${i.id}`} badge="Upcoming" color="blue.2" to={`${jobs}?view=interviews`}>
              {optionLabel(i.mode)} interview for {i.job.title}, {meetingTime(i.schedule_date, i.timezone)}
            </ToDo>
          ))}
          {moved.map((a) => (
            <ToDo key={`s-${a.id}`} badge={optionLabel(a.status)} color="grape.2" to={jobs}>
              {a.job.title} at {a.organization.company_name}
            </ToDo>
          ))}
        </Stack>
      )}
      <Anchor component={Link} to={jobs} size="sm" mt="xs">
        All my applications and interviews
      </Anchor>
    </DashboardCard>
  );
}
