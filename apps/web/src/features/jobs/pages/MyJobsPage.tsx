import type { MyApplicationView, MyInterviewView } from '@hctl/contracts';
import { canChangeInterview, WITHDRAWABLE_STATUSES } from '@hctl/contracts/constants';
import { Anchor, Badge, Button, Card, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { JobBrowseSlot } from '../../../components/JobBrowseSlot';
import { PageTab } from '../../../components/PageTab';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { shortDate } from '../../../lib/dates';
import { localToIso } from '../../../lib/job-format';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useTabParam } from '../../../lib/use-tab-param';
import { answerInterview } from '../api/answer-interview';
import { jobsKeys } from '../api/keys';
import { myApplicationsQuery } from '../api/my-applications';
import { myInterviewsQuery } from '../api/my-interviews';
import { myJobInvitationsQuery } from '../api/my-job-invitations';
import { withdrawApplication } from '../api/withdraw-application';
import { InterviewCard } from '../components/InterviewCard';
import { ProposeTime } from '../components/ProposeTime';

/** A tab holding one list: its rows one under another, or (dimmed) why there are none. */
function ListTab<T>({
  value,
  query,
  empty,
  children,
}: {
  value: string;
  query: UseQueryResult<T[]>;
  empty: string;
  children: (row: T) => ReactNode;
}) {
  return (
    <Tabs.Panel value={value} pt="md">
      <QueryState query={query} isEmpty={(d) => d.length === 0} empty={<Text c="dimmed">{empty}</Text>}>
        {(rows) => <Stack>{rows.map(children)}</Stack>}
      </QueryState>
    </Tabs.Panel>
  );
}

/**
 * Withdrawing cannot be undone (the application leaves the organization's pipeline, an interview
 * ahead is cancelled), so it asks first. Applying again later is a new application.
 */
function WithdrawApplication({ application: a }: { application: MyApplicationView }) {
  const [asking, setAsking] = useState(false);
  const withdraw = useApiMutation({
    mutationFn: withdrawApplication,
    invalidate: [
      jobsKeys.myApplications,
      jobsKeys.myInterviews,
      jobsKeys.job(a.organization.slug, a.job.slug),
    ],
    onSuccess: () => setAsking(false),
  });
  return (
    <>
      <Button size="xs" variant="default" color="red.8" onClick={() => setAsking(true)}>
        Withdraw application
      </Button>
      <ConfirmDialog
        opened={asking}
        title="Withdraw this application?"
        confirmLabel="Withdraw application"
        loading={withdraw.isPending}
        onConfirm={() => withdraw.mutate({ id: a.id })}
        onClose={() => setAsking(false)}
      >
        {`${a.organization.company_name} will see that you withdrew your application for ${a.job.title}${a.status === 'interview' ? ', and your interview will be cancelled' : ''}. This cannot be undone: to be considered again, you would apply anew while the job is open.`}
      </ConfirmDialog>
    </>
  );
}

/**
 * The page's tabs, the default first; `?view=` names one, so a link (a notification, the dashboard)
 * opens it, and a reload keeps it. `view=browse` is also what the job browse's own search keeps.
 */
const VIEWS = ['applications', 'browse', 'interviews', 'invitations'] as const;

/** /individual/{slug}/jobs: applications with their status, interviews to answer, invitations to apply, and job browse. */
export default function MyJobsPage() {
  usePageTitle('My jobs');
  const [tab, show] = useTabParam(VIEWS, { param: 'view', omitFirst: true });
  const apps = useQuery(myApplicationsQuery());
  const interviews = useQuery(myInterviewsQuery());
  const toAnswer = (interviews.data ?? []).filter((i) => canChangeInterview(i.status, 'accepted')).length;
  const invitations = useQuery(myJobInvitationsQuery());
  const reply = useApiMutation({ mutationFn: answerInterview, invalidate: [jobsKeys.myInterviews] });
  const answer = (
    i: MyInterviewView,
    status: 'accepted' | 'rejected' | 'reschedule_requested',
    proposed = '',
  ) =>
    reply.mutate({
      id: i.id,
      body:
        status === 'reschedule_requested' && proposed
          ? { status, schedule_date: localToIso(proposed) }
          : { status },
    });
  return (
    <Container size="md" py="xl">
      <Stack>
        <Title order={1}>My jobs</Title>
        <Tabs value={tab} onChange={show}>
          <Tabs.List>
            <PageTab value="browse">Find jobs</PageTab>
            <PageTab value="applications">Applications</PageTab>
            <PageTab
              value="interviews"
              rightSection={
                toAnswer > 0 ? (
                  <Badge size="sm" color="orange.2" c="dark.8" data-testid="interviews-to-answer">
                    {toAnswer} to answer
                  </Badge>
                ) : null
              }
            >
              Interviews
            </PageTab>
            <PageTab value="invitations">Invitations</PageTab>
          </Tabs.List>
          <Tabs.Panel value="browse" pt="md">
            {/* Searches only when shown. */}
            {tab === 'browse' && <JobBrowseSlot />}
          </Tabs.Panel>
          <ListTab value="applications" query={apps} empty="You have not applied to any job yet.">
            {(a) => (
              <Card withBorder key={a.id} data-testid="my-application">
                <Group justify="space-between">
                  <div>
                    <Anchor
                      fw={600}
                      component={Link}
                      to={`/organization/jobs/${a.organization.slug}/details/${a.job.slug}`}
                    >
                      {a.job.title}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {a.organization.company_name} · applied {shortDate(a.created_at)}
                    </Text>
                  </div>
                  <Group gap="xs">
                    {WITHDRAWABLE_STATUSES.includes(a.status) && <WithdrawApplication application={a} />}
                    <Badge color={a.status === 'withdrawn' ? 'gray' : undefined}>{a.status}</Badge>
                  </Group>
                </Group>
              </Card>
            )}
          </ListTab>
          <ListTab value="interviews" query={interviews} empty="No interviews yet.">
            {(i) => (
              <InterviewCard
                key={i.id}
                testId="my-interview"
                title={i.job.title}
                party={i.organization.company_name}
                interview={i}
                actions={
                  // Spec §4's transitions (shared with the API): only what this status allows.
                  <>
                    {canChangeInterview(i.status, 'accepted') && (
                      <Button size="xs" onClick={() => answer(i, 'accepted')}>
                        Accept
                      </Button>
                    )}
                    {canChangeInterview(i.status, 'rejected') && (
                      <Button size="xs" variant="default" onClick={() => answer(i, 'rejected')}>
                        {/* After accepting, declining is withdrawing (the API allows it). */}
                        {i.status === 'accepted' || i.status === 'confirmed' ? 'Withdraw' : 'Decline'}
                      </Button>
                    )}
                  </>
                }
              >
                {canChangeInterview(i.status, 'reschedule_requested') && (
                  <Group mt="xs" gap="xs">
                    <ProposeTime
                      label="Proposed time"
                      onPropose={(at) => answer(i, 'reschedule_requested', at)}
                    >
                      Request another time
                    </ProposeTime>
                  </Group>
                )}
              </InterviewCard>
            )}
          </ListTab>
          <ListTab value="invitations" query={invitations} empty="No invitations yet.">
            {(r) => (
              <Card withBorder key={r.id}>
                <Anchor
                  fw={600}
                  component={Link}
                  to={`/organization/jobs/${r.org.slug}/details/${r.job.slug}`}
                >
                  {r.job.title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {r.org.company_name}
                  {r.message ? ` · “${r.message}”` : ''}
                </Text>
              </Card>
            )}
          </ListTab>
        </Tabs>
      </Stack>
    </Container>
  );
}
