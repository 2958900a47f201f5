import { Anchor, Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ReportAbuse } from '../../../components/abuse/ReportAbuse';
import { AdSlot } from '../../../components/ads/AdSlot';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { jobQuery } from '../../../lib/api/job';
import { useAuth } from '../../../lib/auth-store';
import { isPromoted } from '../../../lib/job-format';
import { signInLink } from '../../../lib/safe-redirect';
import { viewerParam } from '../../../lib/viewer-param';
import { JobSummary } from '../components/JobSummary';

/** The save toggle loads after the job: a visitor can read the job before it arrives. */
const SaveButton = lazy(() =>
  import('../../../components/SaveButton').then((m) => ({ default: m.SaveButton })),
);

/**
 * The apply form (with Mantine's Modal, Select and file input, about 57 KB gzip) and the team's invite
 * box load on demand, so a visitor who only reads the job does not download them; the form starts
 * loading when the pointer reaches "Apply now".
 */
const loadApplyModal = () => import('../components/ApplyModal');
const ApplyModal = lazy(() => loadApplyModal().then((m) => ({ default: m.ApplyModal })));
const InviteToApply = lazy(() =>
  import('../components/InviteToApply').then((m) => ({ default: m.InviteToApply })),
);

/** /organization/jobs/{org-slug}/details/{job-slug}: the public job page (own title and description) and the team's view. */
export function JobDetailsPage() {
  const { slug = '', job: jobSlug = '' } = useParams();
  const auth = useAuth();
  const job = useQuery(jobQuery(slug, jobSlug, viewerParam(auth)));
  usePageTitle(
    job.data ? `${job.data.title} at ${job.data.organization?.company_name}` : 'Job',
    job.data ? `${job.data.title}: ${job.data.description.slice(0, 150)}` : undefined,
  );
  const [applying, setApplying] = useState(false);
  // Signing in from here comes back here (LoginPage accepts same-site paths only).
  const here = useLocation();
  const signInTo = signInLink(here);
  return (
    <Container size="md" py="xl">
      <QueryState query={job}>
        {(j) => (
          <Stack>
            <JobSummary job={j} />
            {!j.is_team && (
              <Suspense fallback={null}>
                <Group gap="xs">
                  <SaveButton mode="job" target={String(j.id)} label={j.title} />
                  <ReportAbuse type="job" target={`${slug}/${j.slug}`} title={j.title} />
                </Group>
              </Suspense>
            )}
            {j.is_team ? (
              <Group>
                <Button component={Link} to={`/organization/jobs/edit/${slug}/${j.slug}`} variant="light">
                  Edit
                </Button>
                <Button component={Link} to={`/organization/${slug}/applicants?job=${j.slug}`}>
                  Applicants
                </Button>
                <Button
                  component={Link}
                  to={`/organization/jobs/create/questions/${slug}/${j.slug}`}
                  variant="default"
                >
                  Screening questions
                </Button>
                {(j.status === 'published' || j.status === 'draft') && (
                  <Button
                    component={Link}
                    to={`/organization/jobs/promote/${slug}/${j.slug}`}
                    variant="default"
                  >
                    {isPromoted(j) ? 'Extend promotion' : 'Promote'}
                  </Button>
                )}
              </Group>
            ) : auth.isAuthenticated ? (
              auth.role === 'individual' ? (
                j.has_applied ? (
                  <Group gap="sm" data-testid="applied">
                    <Badge color="teal" size="lg">
                      Applied
                    </Badge>
                    <Text size="sm">
                      {j.status !== 'published' && 'This job is closed: it takes no new applications. '}
                      Follow your application under{' '}
                      <Anchor component={Link} to={`/individual/${auth.slug}/jobs`}>
                        My jobs
                      </Anchor>
                      .
                    </Text>
                  </Group>
                ) : (
                  <Button
                    onClick={() => setApplying(true)}
                    onPointerEnter={loadApplyModal}
                    onFocus={loadApplyModal}
                    w="fit-content"
                    size="md"
                  >
                    Apply now
                  </Button>
                )
              ) : (
                <Text c="dimmed">Switch to your personal account to apply.</Text>
              )
            ) : (
              <Card withBorder>
                <Text>Sign in or create a free profile to apply.</Text>
                <Group mt="sm">
                  <Button component={Link} to={signInTo}>
                    Sign in
                  </Button>
                  <Button variant="default" component={Link} to="/register?individual=true">
                    Join
                  </Button>
                </Group>
              </Card>
            )}
            <Suspense fallback={null}>
              {j.is_team && <InviteToApply slug={slug} job={j} />}
              {applying && <ApplyModal job={j} onClose={() => setApplying(false)} />}
            </Suspense>
            {!j.is_team && <AdSlot placement="job-page" mt="md" />}
          </Stack>
        )}
      </QueryState>
    </Container>
  );
}

/** /organization/jobs/reviewJob/{slug}/{jobSlug}: check the job and its questions before sending candidates to it. */
export function ReviewJobPage() {
  const { slug = '', jobSlug = '' } = useParams();
  usePageTitle('Review job');
  const job = useQuery(jobQuery(slug, jobSlug));
  return (
    <Container size="md" py="xl">
      <QueryState query={job}>
        {(j) => (
          <Stack>
            <Title order={2}>Review your job</Title>
            <JobSummary job={j} />
            <Card withBorder>
              <Text fw={600} mb="xs">
                Screening questions
              </Text>
              {(j.questions ?? []).length ? (
                j.questions!.map((q) => (
                  <Text key={q.uid} size="sm" data-testid="review-question">
                    • {q.question}
                  </Text>
                ))
              ) : (
                <Text size="sm" c="dimmed">
                  No questions.
                </Text>
              )}
            </Card>
            <Group>
              <Button component={Link} to={`/organization/jobs/${slug}/details/${j.slug}`}>
                Looks good
              </Button>
              <Button variant="default" component={Link} to={`/organization/jobs/promote/${slug}/${j.slug}`}>
                Promote it
              </Button>
            </Group>
          </Stack>
        )}
      </QueryState>
    </Container>
  );
}
