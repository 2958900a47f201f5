import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { ApiError, api, get } from '../../../lib/api-client';
import { showServerError, toastSuccess } from '../../../lib/notify';
import { OrgArea } from '../../organizations/components/OrgArea';
import { type Job, jobQuery, jobsApi, money, nextPath, orgJobsQuery, place } from '../api/jobs.api';
import { JobForm } from '../components/JobForm';

/** /organization/jobs/{slug}: the organization's jobs with the spec's filters (jobs, search, archived, page, perPage 5). */
export function OrgJobsPage() {
  const { slug = '' } = useParams();
  usePageTitle('Jobs');
  const qc = useQueryClient();
  const [filter, setFilter] = useState('jobs');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const archived = filter === 'archived' ? 1 : 0;
  const jobs = useQuery(
    orgJobsQuery(slug, { filter: archived ? 'jobs' : filter, search, is_archived: archived, page }),
  );
  const counts = useQuery({
    queryKey: ['job-counts', slug],
    queryFn: async () => (await get<Record<string, number>>(`/organization/${slug}/job/jobCount`)).data,
  });
  const act = async (j: Job, action: 'archive' | 'open' | 'duplicate') => {
    try {
      toastSuccess((await jobsApi.action(slug, j.slug, action)).message);
      qc.invalidateQueries({ queryKey: ['org-jobs', slug] });
      qc.invalidateQueries({ queryKey: ['job-counts', slug] });
    } catch (err) {
      showServerError(err);
    }
  };
  const remove = async (j: Job) => {
    if (!window.confirm(`Delete ${j.title}? Applications to it are deleted too.`)) return;
    try {
      toastSuccess((await jobsApi.remove(slug, j.slug)).message);
      qc.invalidateQueries({ queryKey: ['org-jobs', slug] });
    } catch (err) {
      showServerError(err);
    }
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
                {counts.data.published} open · {counts.data.draft} drafts · {counts.data.archived} archived
              </Text>
            )}
            <Group>
              <SegmentedControl
                value={filter}
                onChange={(v) => {
                  setFilter(v);
                  setPage(1);
                }}
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
                onChange={(e) => {
                  setSearch(e.currentTarget.value);
                  setPage(1);
                }}
              />
            </Group>
            <QueryState
              query={jobs}
              isEmpty={(d) => d.data.length === 0}
              empty={
                <Card withBorder>
                  <Text>No jobs here yet.</Text>
                  <Button mt="sm" w="fit-content" component={Link} to={`/organization/jobs/create/${slug}`}>
                    Post your first job
                  </Button>
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
                            <Text
                              fw={700}
                              component={Link}
                              to={`/organization/jobs/${slug}/details/${j.slug}`}
                            >
                              {j.title}
                            </Text>
                            <Badge color={j.status === 'published' ? 'teal' : 'gray'}>{j.status}</Badge>
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
  usePageTitle('Post a job');
  const navigate = useNavigate();
  const qc = useQueryClient();
  return (
    <Container size="md" py="xl">
      <OrgArea slug={slug} permission="jobs">
        {(org) => (
          <Stack>
            <Title order={1}>Post a job</Title>
            {org.approval_status !== 'approved' && (
              <Alert color="yellow">
                Your organization is waiting for approval: you can save drafts now and publish once approved.
              </Alert>
            )}
            <JobForm
              submitLabel="Publish job"
              onSubmit={async (body) => {
                const res = await jobsApi.create(slug, body);
                toastSuccess(res.message);
                qc.invalidateQueries({ queryKey: ['org-jobs', slug] });
                navigate(nextPath(slug, res.data.job.slug, res.data.next));
              }}
            />
          </Stack>
        )}
      </OrgArea>
    </Container>
  );
}

/** /organization/jobs/edit/{slug}/{jobSlug}[?type=duplicate]. */
export function JobEditPage() {
  const { slug = '', jobSlug = '' } = useParams();
  const [params] = useSearchParams();
  const duplicate = params.get('type') === 'duplicate';
  usePageTitle(duplicate ? 'Duplicate job' : 'Edit job');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const job = useQuery(jobQuery(slug, jobSlug));
  return (
    <Container size="md" py="xl">
      <OrgArea slug={slug} permission="jobs">
        {() => (
          <Stack>
            <Title order={1}>{duplicate ? 'Duplicate job' : 'Edit job'}</Title>
            <QueryState query={job}>
              {(j) => (
                <JobForm
                  initial={j}
                  submitLabel={duplicate ? 'Publish copy' : 'Save changes'}
                  onSubmit={async (body) => {
                    const res = duplicate
                      ? await jobsApi.create(slug, body)
                      : await jobsApi.update(slug, jobSlug, body);
                    toastSuccess(res.message);
                    qc.invalidateQueries({ queryKey: ['job', slug] });
                    qc.invalidateQueries({ queryKey: ['org-jobs', slug] });
                    navigate(nextPath(slug, res.data.job.slug, res.data.next));
                  }}
                />
              )}
            </QueryState>
          </Stack>
        )}
      </OrgArea>
    </Container>
  );
}

interface BankQuestion {
  uuid: string;
  question: string;
  type: string;
}

/** /organization/jobs/create/questions/{slug}/{job}: pick from the question bank or write new ones, then reviewJob. */
export function JobQuestionsPage() {
  const { slug = '', job = '' } = useParams();
  usePageTitle('Screening questions');
  const navigate = useNavigate();
  const bank = useQuery({
    queryKey: ['question-bank', slug],
    queryFn: async () => (await get<BankQuestion[]>(`/organization/${slug}/question-bank`)).data,
  });
  const [picked, setPicked] = useState<string[]>([]);
  const [drafts, setDrafts] = useState<{ key: string; question: string; type: 'text' | 'yes_no' }[]>([
    { key: crypto.randomUUID(), question: '', type: 'yes_no' },
  ]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async () => {
    setErrors({});
    try {
      const res = await api<{ next: string }>(
        'POST',
        `/organization/${slug}/job/${job}/create/job-questions`,
        {
          question_uuids: picked,
          questions: drafts
            .filter((d) => d.question.trim())
            .map(({ question, type }) => ({ question, type })),
        },
      );
      toastSuccess(res.message);
      navigate(`/organization/jobs/reviewJob/${slug}/${job}`);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.errors);
      showServerError(err);
    }
  };
  return (
    <Container size="md" py="xl">
      <OrgArea slug={slug} permission="jobs">
        {() => (
          <Stack>
            <Title order={1}>Screening questions</Title>
            <Text c="dimmed">Candidates answer these when they apply.</Text>
            <Card withBorder>
              <Text fw={600} mb="xs">
                From your question bank
              </Text>
              <QueryState
                query={bank}
                isEmpty={(d) => d.length === 0}
                empty={
                  <Text size="sm" c="dimmed">
                    Your question bank is empty.
                  </Text>
                }
              >
                {(list) => (
                  <Stack gap="xs">
                    {list.map((q) => (
                      <Checkbox
                        key={q.uuid}
                        label={q.question}
                        checked={picked.includes(q.uuid)}
                        onChange={(e) => {
                          const on = e.currentTarget.checked;
                          setPicked((x) => (on ? [...x, q.uuid] : x.filter((u) => u !== q.uuid)));
                        }}
                      />
                    ))}
                  </Stack>
                )}
              </QueryState>
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
              <Button onClick={save}>Attach and review</Button>
              <Button variant="default" component={Link} to={`/organization/jobs/reviewJob/${slug}/${job}`}>
                Skip
              </Button>
            </Group>
          </Stack>
        )}
      </OrgArea>
    </Container>
  );
}

export function PromoteSuccessPage() {
  const { slug = '', jobSlug = '' } = useParams();
  usePageTitle('Job promoted');
  return (
    <Container size="sm" py="xl">
      <Alert color="teal" title="Your job is promoted">
        It now appears first in featured jobs.
      </Alert>
      <Button mt="md" component={Link} to={`/organization/jobs/${slug}/details/${jobSlug}`}>
        See the job
      </Button>
    </Container>
  );
}
