import type { JobPageView, LicenseMatchView } from '@hctl/contracts';
import { UI_TIMINGS } from '@hctl/contracts/constants';
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  FileInput,
  Group,
  Modal,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ReportAbuse } from '../../../components/abuse/ReportAbuse';
import { AdSlot } from '../../../components/ads/AdSlot';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { jobQuery } from '../../../lib/api/job';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { isPromoted } from '../../../lib/job-format';
import { signInLink } from '../../../lib/safe-redirect';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { viewerParam } from '../../../lib/viewer-param';
import { applyToJob } from '../api/apply';
import { inviteToApply } from '../api/invite-to-apply';
import { jobsKeys } from '../api/keys';
import { savedResumesQuery } from '../api/saved-resumes';
import { JobSummary } from '../components/JobSummary';

/** The save toggle loads after the job: this page is at its JS budget. */
const SaveButton = lazy(() =>
  import('../../../components/SaveButton').then((m) => ({ default: m.SaveButton })),
);

function ApplyModal({ job, onClose }: { job: JobPageView; onClose: () => void }) {
  const auth = useAuth();
  const saved = useQuery(savedResumesQuery());
  const [first, last] = (auth.userName || ' ').split(' ');
  const [f, setF] = useState({
    first_name: first ?? '',
    last_name: last ?? '',
    email: auth.user?.email ?? '',
    phone_number: '',
    message_to_recruiter: '',
  });
  const [resumeId, setResumeId] = useState<string | null>(null);
  const [resume, setResume] = useState<File | null>(null);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [licenses, setLicenses] = useState<LicenseMatchView[] | null>(null);
  const apply = useApiMutation({
    mutationFn: applyToJob,
    // The job page refetches too: it now shows "Applied" instead of the Apply button.
    invalidate: [jobsKeys.myApplications, jobsKeys.job(job.organization.slug, job.slug)],
    onFieldErrors: setErrors,
    onSuccess: (res) => setLicenses(res.data.licenses),
  });
  const send = () => {
    const form = new FormData();
    form.append('job_id', String(job.id));
    for (const [k, v] of Object.entries(f)) form.append(k, v);
    if (resumeId) form.append('resume_id', resumeId);
    form.append('answers', JSON.stringify(answers));
    if (resume) form.append('resume', resume);
    setErrors({});
    apply.mutate({ orgSlug: job.organization?.slug, form });
  };
  const input = (name: keyof typeof f, label: string) => (
    <TextInput
      label={label}
      value={f[name]}
      onChange={(e) => setF({ ...f, [name]: e.currentTarget.value })}
      error={errors[name]}
    />
  );
  return (
    <Modal opened onClose={onClose} title={`Apply: ${job.title}`} size={UI_TIMINGS.modalWidth} centered>
      {licenses ? (
        <Stack>
          <Alert color="teal" title="Application sent">
            Follow it under My jobs.
          </Alert>
          {licenses.length > 0 && (
            <Stack gap={4}>
              {licenses.map((l) => (
                <Text size="sm" key={l.license}>
                  {l.license}: {l.held ? `on your profile (${l.status})` : 'not on your profile yet'}
                </Text>
              ))}
            </Stack>
          )}
          <Button onClick={onClose} w="fit-content">
            Close
          </Button>
        </Stack>
      ) : (
        <Stack>
          <SimpleGrid cols={2}>
            {input('first_name', 'First name')}
            {input('last_name', 'Last name')}
            {input('email', 'E-mail')}
            {input('phone_number', 'Phone')}
          </SimpleGrid>
          <Select
            label="Saved resume"
            placeholder={saved.data?.resumes.length ? 'Choose one' : 'No saved resume'}
            data={(saved.data?.resumes ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
            value={resumeId}
            onChange={setResumeId}
            clearable
            error={errors.resume_id}
          />
          <FileInput
            label="…or upload a resume (PDF or DOCX)"
            value={resume}
            onChange={setResume}
            accept="application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            clearable
            error={errors.resume}
          />
          {(job.questions ?? []).map((q) =>
            q.type === 'yes_no' ? (
              <Radio.Group
                key={q.uid}
                label={q.question}
                withAsterisk={q.is_required}
                value={answers[q.uid] ?? ''}
                onChange={(v) => setAnswers({ ...answers, [q.uid]: v })}
                error={errors[`answers.${q.uid}`]}
              >
                <Group mt={4}>
                  <Radio value="yes" label="Yes" />
                  <Radio value="no" label="No" />
                </Group>
              </Radio.Group>
            ) : q.type === 'multiple_choice' ? (
              <Select
                key={q.uid}
                label={q.question}
                withAsterisk={q.is_required}
                data={q.options}
                value={answers[q.uid] ?? null}
                onChange={(v) => setAnswers({ ...answers, [q.uid]: v ?? '' })}
                error={errors[`answers.${q.uid}`]}
              />
            ) : (
              <Textarea
                key={q.uid}
                label={q.question}
                withAsterisk={q.is_required}
                value={answers[q.uid] ?? ''}
                onChange={(e) => setAnswers({ ...answers, [q.uid]: e.currentTarget.value })}
                error={errors[`answers.${q.uid}`]}
                autosize
              />
            ),
          )}
          <Textarea
            label="Message to the recruiter"
            value={f.message_to_recruiter}
            onChange={(e) => setF({ ...f, message_to_recruiter: e.currentTarget.value })}
            autosize
          />
          <Button onClick={send} loading={apply.isPending} w="fit-content">
            Send application
          </Button>
        </Stack>
      )}
    </Modal>
  );
}

/** Invite a professional (by profile link or slug) to apply; needs the organization slug, job slug and the person. */
function InviteToApply({ slug, job }: { slug: string; job: JobPageView }) {
  const [who, setWho] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const invite = useApiMutation({
    mutationFn: inviteToApply,
    onSuccess: () => {
      setWho('');
      setMessage('');
    },
    onError: (err) => {
      setError(
        err instanceof ApiError
          ? (Object.values(err.errors)[0] ?? err.message)
          : 'Could not send the invitation.',
      );
      return true;
    },
  });
  const send = () => {
    setError(null);
    const userSlug = who.trim().replace(/\/+$/, '').split('/individual/').pop()?.split('/')[0] ?? '';
    invite.mutate({ slug, jobSlug: job.slug, user_slug: userSlug, message });
  };
  return (
    <Card withBorder>
      <Text fw={600} mb="xs">
        Invite a professional to apply
      </Text>
      <Group align="flex-end">
        <TextInput
          label="Profile link or name in the link"
          placeholder="/individual/nora-reyes/view-profile"
          value={who}
          onChange={(e) => setWho(e.currentTarget.value)}
          error={error}
          w={360}
        />
        <TextInput
          label="Message (optional)"
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          w={260}
        />
        <Button onClick={send} disabled={!who.trim() || job.status !== 'published'}>
          Send invitation
        </Button>
      </Group>
    </Card>
  );
}

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
                      Follow your application under <Link to={`/individual/${auth.slug}/jobs`}>My jobs</Link>.
                    </Text>
                  </Group>
                ) : (
                  <Button onClick={() => setApplying(true)} w="fit-content" size="md">
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
            {j.is_team && <InviteToApply slug={slug} job={j} />}
            {applying && <ApplyModal job={j} onClose={() => setApplying(false)} />}
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
