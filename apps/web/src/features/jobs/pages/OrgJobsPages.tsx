import type { JobView } from '@hctl/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ListCheckbox } from '../../../components/ListCheckbox';
import { OrgArea, OrgPage } from '../../../components/OrgArea';
import { ListState, QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { currentPlanQuery } from '../../../lib/api/current-plan';
import { jobCountsQuery, jobQuery } from '../../../lib/api/job';
import { sharedKeys } from '../../../lib/api/keys';
import { ApiError } from '../../../lib/api-client';
import { shortDate } from '../../../lib/dates';
import { isPromoted, money, place } from '../../../lib/job-format';
import { toastError } from '../../../lib/notify';
import { plural } from '../../../lib/plural';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useListPage } from '../../../lib/use-list-page';
import { attachJobQuestions } from '../api/attach-job-questions';
import { createJob, nextPath } from '../api/create-job';
import { deleteJob } from '../api/delete-job';
import { jobAction } from '../api/job-action';
import { jobsKeys } from '../api/keys';
import { orgJobsQuery } from '../api/org-jobs';
import { questionBankQuery } from '../api/question-bank';
import { removeJobQuestion } from '../api/remove-job-question';
import { updateJob } from '../api/update-job';
import { JobForm } from '../components/JobForm';

/** /organization/jobs/{slug}: the organization's jobs with the spec's filters (jobs, search, archived, page, perPage 5). */
export function OrgJobsPage() {
  const { slug = '' } = useParams();
  usePageTitle('Jobs');
  const [filter, setFilter] = useState('jobs');
  const [search, setSearch] = useState('');
  const { page, setPage, toFirstPage } = useListPage();
  const archived = filter === 'archived' ? 1 : 0;
  const jobs = useQuery(
    orgJobsQuery(slug, { filter: archived ? 'jobs' : filter, search, is_archived: archived, page }),
  );
  const counts = useQuery(jobCountsQuery(slug));
  const navigate = useNavigate();
  const action = useApiMutation({
    mutationFn: jobAction,
    invalidate: [jobsKeys.orgJobLists(slug), jobsKeys.jobCounts(slug)],
    // Over the plan's open-job limit: the flat-fee page says so and offers the fee or a plan.
    onError: (err, v) => {
      if (!(err instanceof ApiError && err.code === 'out_of_plan' && v.action === 'open')) return false;
      toastError(err.message);
      navigate(`/organization/jobs/publish/${slug}/${v.jobSlug}`);
      return true;
    },
  });
  const destroy = useApiMutation({
    mutationFn: deleteJob,
    invalidate: [jobsKeys.orgJobLists(slug), jobsKeys.jobCounts(slug)],
  });
  // "Post your first job" only when there are none at all; a search or filter that matches nothing
  // says so, and All (which leaves archived jobs out, as the spec's is_archived=0) points at them.
  const archivedCount = counts.data?.archived ?? 0;
  const narrowedEmpty = search.trim()
    ? 'No jobs match this search.'
    : filter === 'archived'
      ? 'No archived jobs.'
      : filter !== 'jobs'
        ? 'No jobs with this status.'
        : archivedCount > 0
          ? `No open jobs or drafts. ${archivedCount === 1 ? 'One job is' : `${archivedCount} jobs are`} archived.`
          : null;
  const act = (j: JobView, a: 'archive' | 'open' | 'duplicate') =>
    action.mutate({ slug, jobSlug: j.slug, action: a });
  const remove = (j: JobView) => {
    if (!window.confirm(`Delete ${j.title}? Applications to it are deleted too.`)) return;
    destroy.mutate({ slug, jobSlug: j.slug });
  };
  return (
    <Container size="lg" py="xl">
      <OrgArea slug={slug} permission="jobs">
        {() => (
          <Stack>
            <Group justify="space-between">
              <Title order={1}>Jobs</Title>
              <Group>
                <Button variant="default" component={Link} to={`/organization/${slug}/applicants`}>
                  Applicants
                </Button>
                <Button component={Link} to={`/organization/jobs/create/${slug}`}>
                  Post a job
                </Button>
              </Group>
            </Group>
            {counts.data && (
              <Text size="sm" c="dimmed">
                {counts.data.published} open · {plural(counts.data.draft, 'draft')} · {counts.data.archived}{' '}
                archived
              </Text>
            )}
            <Group>
              <SegmentedControl
                value={filter}
                onChange={toFirstPage(setFilter)}
                data={[
                  { value: 'jobs', label: 'All' },
                  { value: 'published', label: 'Open' },
                  { value: 'draft', label: 'Drafts' },
                  { value: 'archived', label: 'Archived' },
                ]}
              />
              <TextInput
                aria-label="Search jobs"
                placeholder="Search by title"
                value={search}
                onChange={(e) => toFirstPage(setSearch)(e.currentTarget.value)}
              />
            </Group>
            <QueryState
              query={jobs}
              isEmpty={(d) => d.data.length === 0}
              empty={
                <Card withBorder>
                  <Text>{narrowedEmpty ?? 'No jobs here yet.'}</Text>
                  {filter === 'jobs' && !search.trim() && archivedCount > 0 && (
                    <Button mt="sm" w="fit-content" variant="default" onClick={() => setFilter('archived')}>
                      Show archived jobs
                    </Button>
                  )}
                  {!narrowedEmpty && (
                    <Button mt="sm" w="fit-content" component={Link} to={`/organization/jobs/create/${slug}`}>
                      Post your first job
                    </Button>
                  )}
                </Card>
              }
            >
              {(p) => (
                <Stack>
                  {p.data.map((j) => (
                    <Card withBorder key={j.id} data-testid="org-job">
                      <Group justify="space-between">
                        <div>
                          <Group gap="xs">
                            <Anchor
                              fw={700}
                              component={Link}
                              to={`/organization/jobs/${slug}/details/${j.slug}`}
                            >
                              {j.title}
                            </Anchor>
                            <Badge color={j.status === 'published' ? 'teal' : 'gray'}>{j.status}</Badge>
                            {isPromoted(j) && (
                              <Badge color="grape" data-testid="promoted-badge">
                                Promoted
                              </Badge>
                            )}
                          </Group>
                          <Text size="sm" c="dimmed">
                            {[j.employment_type, j.shift, place(j), money(j)].filter(Boolean).join(' · ')}
                          </Text>
                        </div>
                        <Group gap="xs">
                          <Button
                            size="xs"
                            variant="light"
                            component={Link}
                            to={`/organization/jobs/edit/${slug}/${j.slug}`}
                          >
                            Edit
                          </Button>
                          <Button size="xs" variant="subtle" onClick={() => act(j, 'duplicate')}>
                            Duplicate
                          </Button>
                          {(j.status === 'published' || j.status === 'draft') && (
                            <Button
                              size="xs"
                              variant="subtle"
                              component={Link}
                              to={`/organization/jobs/promote/${slug}/${j.slug}`}
                            >
                              {isPromoted(j) ? 'Extend promotion' : 'Promote'}
                            </Button>
                          )}
                          {j.status === 'published' ? (
                            <Button size="xs" variant="subtle" onClick={() => act(j, 'archive')}>
                              Archive
                            </Button>
                          ) : (
                            <Button size="xs" variant="subtle" onClick={() => act(j, 'open')}>
                              Publish
                            </Button>
                          )}
                          <Button size="xs" variant="subtle" color="red" onClick={() => remove(j)}>
                            Delete
                          </Button>
                        </Group>
                      </Group>
                    </Card>
                  ))}
                  {p.last_page > 1 && (
                    <Pagination total={p.last_page} value={p.current_page} onChange={setPage} />
                  )}
                </Stack>
              )}
            </QueryState>
          </Stack>
        )}
      </OrgArea>
    </Container>
  );
}

/** /organization/jobs/create/{slug}; the answer's `next` decides where to go (spec §4). */
export function JobCreatePage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  return (
    <OrgPage slug={slug} permission="jobs" title="Post a job">
      {(org) => (
        <>
          {org.approval_status !== 'approved' && (
            <Alert color="yellow">
              Your organization is waiting for approval: you can save drafts now and publish once approved.
            </Alert>
          )}
          <JobForm
            submitLabel="Publish job"
            save={(body) => createJob(slug, body)}
            invalidate={[jobsKeys.orgJobLists(slug)]}
            onSaved={(res) => navigate(nextPath(slug, res.data.job.slug, res.data.next))}
          />
        </>
      )}
    </OrgPage>
  );
}

/** /organization/jobs/edit/{slug}/{jobSlug}[?type=duplicate]. */
export function JobEditPage() {
  const { slug = '', jobSlug = '' } = useParams();
  const [params] = useSearchParams();
  const duplicate = params.get('type') === 'duplicate';
  const navigate = useNavigate();
  const job = useQuery(jobQuery(slug, jobSlug));
  return (
    <OrgPage slug={slug} permission="jobs" title={duplicate ? 'Duplicate job' : 'Edit job'}>
      {() => (
        <QueryState query={job}>
          {(j) => (
            <JobForm
              initial={j}
              submitLabel={duplicate ? 'Publish copy' : 'Save changes'}
              save={(body) => (duplicate ? createJob(slug, body) : updateJob(slug, jobSlug, body))}
              invalidate={[jobsKeys.jobs(slug), jobsKeys.orgJobLists(slug)]}
              onSaved={(res) => navigate(nextPath(slug, res.data.job.slug, res.data.next))}
            />
          )}
        </QueryState>
      )}
    </OrgPage>
  );
}

/** /organization/jobs/create/questions/{slug}/{job}: pick from the question bank or write new ones, then reviewJob. */
export function JobQuestionsPage() {
  const { slug = '', job = '' } = useParams();
  const navigate = useNavigate();
  // The job is read so that the page names it, and a stale link says the job is gone.
  const jobRow = useQuery(jobQuery(slug, job));
  const bank = useQuery(questionBankQuery(slug));
  // New questions need the plan's access (the API refuses them too); those already on the job stay.
  const plan = useQuery(currentPlanQuery(slug));
  const planLacksQuestions = plan.data?.has_question_access === false;
  const [picked, setPicked] = useState<string[]>([]);
  const [drafts, setDrafts] = useState<{ key: string; question: string; type: 'text' | 'yes_no' }[]>([
    { key: crypto.randomUUID(), question: '', type: 'yes_no' },
  ]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const attach = useApiMutation({
    mutationFn: attachJobQuestions,
    onFieldErrors: setErrors,
    // The review page reads the same job query: it must show the questions just attached.
    invalidate: [sharedKeys.job(slug, job)],
    awaitInvalidation: true,
    onSuccess: () => navigate(`/organization/jobs/reviewJob/${slug}/${job}`),
  });
  const removeQuestion = useApiMutation({
    mutationFn: removeJobQuestion,
    invalidate: [sharedKeys.job(slug, job)],
  });
  const save = () => {
    setErrors({});
    attach.mutate({
      slug,
      job,
      question_uuids: picked,
      questions: drafts.filter((d) => d.question.trim()).map(({ question, type }) => ({ question, type })),
    });
  };
  return (
    <OrgPage slug={slug} permission="jobs" title="Screening questions">
      {() => (
        <QueryState query={jobRow}>
          {(j) => (
            <>
              <Text c="dimmed">
                For <b>{j.title}</b>: candidates answer these when they apply.
              </Text>
              <Card withBorder data-testid="job-questions">
                <Text fw={600} mb="xs">
                  On this job now
                </Text>
                {j.questions.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {planLacksQuestions
                      ? 'No screening questions.'
                      : 'No screening questions yet: add some below.'}
                  </Text>
                ) : (
                  <Stack gap="xs">
                    {j.questions.map((q) => (
                      <Group key={q.uid} justify="space-between" wrap="nowrap">
                        <Text size="sm">
                          {q.question}{' '}
                          <Text span size="xs" c="dimmed">
                            ({q.type === 'yes_no' ? 'yes or no' : 'text'})
                          </Text>
                        </Text>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={`Remove the question: ${q.question}`}
                          loading={removeQuestion.isPending && removeQuestion.variables?.uid === q.uid}
                          onClick={() => removeQuestion.run({ slug, job, uid: q.uid })}
                        >
                          Remove
                        </Button>
                      </Group>
                    ))}
                  </Stack>
                )}
              </Card>
              {planLacksQuestions ? (
                <Alert
                  color="yellow"
                  title="Your plan has no screening questions"
                  data-testid="questions-upsell"
                >
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">
                      Your plan ({plan.data?.name}) does not include screening questions. Upgrade to ask
                      candidates questions when they apply.
                    </Text>
                    <Group>
                      <Button size="xs" component={Link} to="/organization/membership">
                        Compare plans
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        component={Link}
                        to={`/organization/jobs/${slug}/details/${job}`}
                      >
                        Back to the job
                      </Button>
                    </Group>
                  </Stack>
                </Alert>
              ) : (
                <>
                  <Card withBorder>
                    <Text fw={600} mb="xs">
                      From your question bank
                    </Text>
                    <ListState query={bank} empty="Your question bank is empty.">
                      {(list) => (
                        <Stack gap="xs">
                          {list.map((q) => (
                            <ListCheckbox
                              key={q.uuid}
                              label={q.question}
                              value={q.uuid}
                              chosen={picked}
                              setChosen={setPicked}
                            />
                          ))}
                        </Stack>
                      )}
                    </ListState>
                  </Card>
                  <Card withBorder>
                    <Text fw={600} mb="xs">
                      New questions
                    </Text>
                    <Stack>
                      {drafts.map((d, i) => (
                        <Group key={d.key} align="flex-end">
                          <TextInput
                            label={`Question ${i + 1}`}
                            value={d.question}
                            w={420}
                            error={errors[`questions.${i}.question`]}
                            onChange={(e) => {
                              const v = e.currentTarget.value;
                              setDrafts((x) => x.map((y, k) => (k === i ? { ...y, question: v } : y)));
                            }}
                          />
                          <SegmentedControl
                            value={d.type}
                            onChange={(v) =>
                              setDrafts((x) =>
                                x.map((y, k) => (k === i ? { ...y, type: v as 'text' | 'yes_no' } : y)),
                              )
                            }
                            data={[
                              { value: 'yes_no', label: 'Yes / no' },
                              { value: 'text', label: 'Text' },
                            ]}
                          />
                        </Group>
                      ))}
                      <Button
                        variant="subtle"
                        w="fit-content"
                        onClick={() =>
                          setDrafts((x) => [...x, { key: crypto.randomUUID(), question: '', type: 'text' }])
                        }
                      >
                        Add another question
                      </Button>
                    </Stack>
                  </Card>
                  {errors.questions && <Alert color="red">{errors.questions}</Alert>}
                  <Group>
                    <Button onClick={save} loading={attach.isPending}>
                      Attach and review
                    </Button>
                    <Button
                      variant="default"
                      component={Link}
                      to={`/organization/jobs/reviewJob/${slug}/${job}`}
                    >
                      Skip
                    </Button>
                  </Group>
                </>
              )}
            </>
          )}
        </QueryState>
      )}
    </OrgPage>
  );
}

/**
 * /organization/jobs/promote/{slug}/success/{jobSlug}: where a paid promotion lands. It reads the
 * job, so opened directly (a bookmark, a second tab) it tells the job's real state, not a success.
 */
export function PromoteSuccessPage() {
  const { slug = '', jobSlug = '' } = useParams();
  const job = useQuery(jobQuery(slug, jobSlug));
  const promoted = job.data ? isPromoted(job.data) : null;
  usePageTitle(promoted === false ? 'Job not promoted' : 'Job promoted');
  const toJob = `/organization/jobs/${slug}/details/${jobSlug}`;
  return (
    <Container size="sm" py="xl">
      <OrgArea slug={slug} permission="jobs">
        {() => (
          <QueryState query={job}>
            {(j) => (
              <Stack>
                {isPromoted(j) ? (
                  <Alert color="teal" title="Your job is promoted" data-testid="promotion-state">
                    {j.title} appears first in featured jobs until {shortDate(j.promoted_until!)}.
                  </Alert>
                ) : (
                  <Alert color="yellow" title="This job is not promoted" data-testid="promotion-state">
                    {j.title} has no promotion running. Promote it to show it first in featured jobs for 30
                    days.
                  </Alert>
                )}
                <Group>
                  <Button component={Link} to={toJob}>
                    See the job
                  </Button>
                  {!isPromoted(j) && (j.status === 'published' || j.status === 'draft') && (
                    <Button
                      variant="default"
                      component={Link}
                      to={`/organization/jobs/promote/${slug}/${j.slug}`}
                    >
                      Promote it
                    </Button>
                  )}
                </Group>
              </Stack>
            )}
          </QueryState>
        )}
      </OrgArea>
    </Container>
  );
}
