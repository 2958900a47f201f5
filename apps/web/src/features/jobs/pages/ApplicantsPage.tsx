import type { ApplicantView, OrgInterviewView, Page } from '@hctl/contracts';
import {
  type ApplicationStatus,
  canChangeInterview,
  INTERVIEWABLE_STATUSES,
  PIPELINE_STATUSES,
  PRE_INTERVIEW_STATUSES,
  SHORTLISTABLE_STATUSES,
  UI_TIMINGS,
} from '@hctl/contracts/constants';
import { Badge, Button, Card, Group, Modal, Select, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListPages, PastLastPage } from '../../../components/ListPages';
import { OrgPage } from '../../../components/OrgArea';
import { ListState, QueryState } from '../../../components/QueryState';
import { shortDate } from '../../../lib/dates';
import { localToIso } from '../../../lib/job-format';
import { optionData, optionLabel } from '../../../lib/option-label';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { usePatchParams } from '../../../lib/use-patch-params';
import { applicantsQuery } from '../api/applicants';
import { changeApplicantStatus } from '../api/change-applicant-status';
import { changeInterviewStatus } from '../api/change-interview-status';
import { flatJobsQuery } from '../api/flat-jobs';
import { interviewsQuery } from '../api/interviews';
import { inviteesQuery } from '../api/invitees';
import { jobsKeys } from '../api/keys';
import { scheduleInterview } from '../api/schedule-interview';
import { shortlistedQuery } from '../api/shortlisted';
import { type ApplicantPanelProps, ApplicationDrawer } from '../components/ApplicationDrawer';
import { InterviewCard } from '../components/InterviewCard';
import { ProposeTime } from '../components/ProposeTime';

const tz = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function ScheduleModal({ slug, applicant, onClose }: ApplicantPanelProps) {
  const [when, setWhen] = useState('');
  const [mode, setMode] = useState<string | null>('video');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const schedule = useApiMutation({
    mutationFn: scheduleInterview,
    invalidate: [jobsKeys.pipeline(slug)],
    onFieldErrors: setErrors,
    onSuccess: onClose,
  });
  const save = () =>
    schedule.mutate({
      slug,
      application_id: applicant.id,
      schedule_date: when ? localToIso(when) : '',
      timezone: tz(),
      mode,
    });
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Interview ${applicant.first_name} ${applicant.last_name}`}
      size={UI_TIMINGS.modalWidth}
      centered
    >
      <Stack>
        <TextInput
          type="datetime-local"
          label="Date and time"
          value={when}
          onChange={(e) => setWhen(e.currentTarget.value)}
          error={errors.schedule_date}
        />
        <Select
          label="Mode"
          data={[
            { value: 'video', label: 'Video' },
            { value: 'phone', label: 'Phone' },
            { value: 'on-site', label: 'On-site' },
          ]}
          value={mode}
          onChange={setMode}
          // An interview always has a mode: clicking the chosen one again keeps it.
          error={errors.mode}
        />
        <Text size="xs" c="dimmed">
          Time zone: {tz()}
        </Text>
        <Button onClick={save} w="fit-content">
          Schedule interview
        </Button>
      </Stack>
    </Modal>
  );
}

/** What the pipeline may do with an applicant: move them, and what their status still allows. */
function PipelineActions({
  applicant: a,
  onMove,
  onSchedule,
}: {
  applicant: ApplicantView;
  onMove: (status: string) => void;
  onSchedule: () => void;
}) {
  // Undoing a hire and turning someone down are mailed to the candidate at once: asked first.
  const [confirming, setConfirming] = useState<string | null>(null);
  const choose = (v: string) => (a.status === 'hired' || v === 'rejected' ? setConfirming(v) : onMove(v));
  const name = `${a.first_name} ${a.last_name}`;
  return (
    <>
      <Select
        size="xs"
        aria-label={`Status of ${a.first_name}`}
        // Before an interview, Interview is reached by scheduling one (the button beside), not by
        // the select: chosen there it left an applicant "in interview" with nothing scheduled.
        data={optionData(
          INTERVIEWABLE_STATUSES.includes(a.status)
            ? PIPELINE_STATUSES.filter((s) => s !== 'interview')
            : PIPELINE_STATUSES,
        )}
        value={a.status}
        onChange={(v) => v && v !== a.status && choose(v)}
        w={130}
      />
      {confirming && (
        <ConfirmDialog
          title={confirming === 'rejected' ? `Reject ${name}?` : `Move ${name} back from hired?`}
          confirmLabel={confirming === 'rejected' ? 'Reject' : `Move to ${optionLabel(confirming)}`}
          onConfirm={() => {
            onMove(confirming);
            setConfirming(null);
          }}
          onClose={() => setConfirming(null)}
        >
          {confirming === 'rejected'
            ? `${name} is told by e-mail that their application for ${a.job.title} was not successful, and any interview ahead is cancelled.`
            : `${name} was told they were hired for ${a.job.title}. They are told of the change by e-mail${PRE_INTERVIEW_STATUSES.includes(confirming as ApplicationStatus) ? ', and their interview is cancelled' : ''}.`}
        </ConfirmDialog>
      )}
      {/* Only what the applicant's status still allows: in interview, offered, hired or rejected, neither. */}
      {SHORTLISTABLE_STATUSES.includes(a.status) && (
        <Button size="xs" variant="light" onClick={() => onMove('shortlisted')}>
          Shortlist
        </Button>
      )}
      {INTERVIEWABLE_STATUSES.includes(a.status) && (
        <Button size="xs" onClick={onSchedule}>
          Schedule interview
        </Button>
      )}
    </>
  );
}

function ApplicantList({ slug, rows }: { slug: string; rows: ApplicantView[] }) {
  const [scheduling, setScheduling] = useState<ApplicantView | null>(null);
  const [viewing, setViewing] = useState<ApplicantView | null>(null);
  const changeStatus = useApiMutation({
    mutationFn: changeApplicantStatus,
    invalidate: [jobsKeys.pipeline(slug)],
  });
  const move = (a: ApplicantView, status: string) => changeStatus.mutate({ slug, id: a.id, status });
  if (!rows.length)
    return (
      <Text c="dimmed" size="sm">
        Nobody here yet.
      </Text>
    );
  return (
    <Stack>
      {rows.map((a) => (
        <Card withBorder key={a.id} data-testid="applicant">
          <Group justify="space-between">
            <div>
              <Group gap="xs">
                <Text fw={600}>
                  {a.first_name} {a.last_name}
                </Text>
                <Badge color={a.status === 'withdrawn' ? 'gray' : undefined}>{a.status}</Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {a.job.title} · {a.email} · {shortDate(a.created_at)}
              </Text>
              {a.resume_url && (
                <a href={a.resume_url} target="_blank" rel="noreferrer">
                  Resume
                </a>
              )}
            </div>
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                aria-label={`View the application of ${a.first_name} ${a.last_name}`}
                onClick={() => setViewing(a)}
              >
                View application
              </Button>
              {/* The candidate took it back: it is theirs, not the pipeline's, so it is only read. */}
              {a.status !== 'withdrawn' && (
                <PipelineActions
                  applicant={a}
                  onMove={(status) => move(a, status)}
                  onSchedule={() => setScheduling(a)}
                />
              )}
            </Group>
          </Group>
        </Card>
      ))}
      {scheduling && <ScheduleModal slug={slug} applicant={scheduling} onClose={() => setScheduling(null)} />}
      {viewing && <ApplicationDrawer slug={slug} applicant={viewing} onClose={() => setViewing(null)} />}
    </Stack>
  );
}

function InterviewList({ slug }: { slug: string }) {
  const list = useQuery(interviewsQuery(slug));
  const changeStatus = useApiMutation({
    mutationFn: changeInterviewStatus,
    invalidate: [jobsKeys.pipeline(slug)],
  });
  const change = (i: OrgInterviewView, status: string, newTime = '') =>
    changeStatus.mutate({
      slug,
      id: i.id,
      body:
        status === 'rescheduled'
          ? { status, schedule_date: newTime ? localToIso(newTime) : undefined }
          : { status },
    });
  return (
    <ListState query={list} empty="No interviews scheduled.">
      {(rows) => (
        <Stack>
          {rows.map((i) => (
            <InterviewCard
              key={i.id}
              testId="org-interview"
              title={`${i.candidate.first_name} ${i.candidate.last_name}`}
              party={i.job.title}
              interview={i}
              actions={
                // Spec §4's transitions (shared with the API): only the changes this status allows.
                <>
                  {canChangeInterview(i.status, 'rescheduled') && (
                    <ProposeTime label="New time" onPropose={(at) => change(i, 'rescheduled', at)}>
                      Reschedule
                    </ProposeTime>
                  )}
                  {canChangeInterview(i.status, 'confirmed') && (
                    <Button size="xs" variant="subtle" onClick={() => change(i, 'confirmed')}>
                      Confirm
                    </Button>
                  )}
                  {canChangeInterview(i.status, 'cancelled') && (
                    <Button size="xs" variant="subtle" color="red" onClick={() => change(i, 'cancelled')}>
                      Cancel
                    </Button>
                  )}
                </>
              }
            />
          ))}
        </Stack>
      )}
    </ListState>
  );
}

/** A paged pipeline list; a page past the end (the last one emptied by a status change) offers the last. */
function PagedApplicants({
  slug,
  query,
  page,
  setPage,
  label,
}: {
  slug: string;
  query: UseQueryResult<Page<ApplicantView>>;
  page: number;
  setPage: (page: number) => void;
  label: string;
}) {
  return (
    <QueryState query={query}>
      {(p) =>
        p.data.length === 0 && page > 1 ? (
          <PastLastPage page={page} lastPage={p.last_page} setPage={setPage} />
        ) : (
          <Stack style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
            <ApplicantList slug={slug} rows={p.data} />
            <ListPages total={p.last_page} page={page} setPage={setPage} label={label} />
          </Stack>
        )
      }
    </QueryState>
  );
}

const TABS = ['applicants', 'shortlisted', 'interviews', 'invitations', 'withdrawn'] as const;
const pageOf = (value: string | null) => Math.max(1, Math.trunc(Number(value)) || 1);

/**
 * /organization/{slug}/applicants: the pipeline board (applicants, shortlisted, interviews, invitations,
 * and the job's applicants who withdrew; pageSize 10). Without ?job= it opens on the first job (by title) that has applicants.
 */
export default function ApplicantsPage() {
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const jobs = useQuery(flatJobsQuery(slug));
  const job = params.get('job') ?? (jobs.data?.find((j) => j.applicants > 0) ?? jobs.data?.[0])?.slug ?? null;
  const page = pageOf(params.get('page'));
  const shortlistedPage = pageOf(params.get('shortlisted_page'));
  const withdrawnPage = pageOf(params.get('withdrawn_page'));
  const patchParams = usePatchParams();
  const setPageParam = (name: string) => (p: number) => patchParams({ [name]: p > 1 ? String(p) : null });
  const applicants = useQuery(applicantsQuery(slug, job, page));
  // Those who withdrew are out of the job's applicants (and its count): listed apart, read only.
  const withdrawn = useQuery(applicantsQuery(slug, job, withdrawnPage, 'withdrawn'));
  const shortlisted = useQuery(shortlistedQuery(slug, shortlistedPage));
  const invitees = useQuery(inviteesQuery(slug));
  return (
    <OrgPage slug={slug} permission="applicants" title="Applicants" size="lg">
      {() => (
        <>
          <Select
            label="Job"
            data={(jobs.data ?? []).map((j) => ({ value: j.slug, label: `${j.title} (${j.applicants})` }))}
            value={job}
            onChange={(v) => v && setParams({ job: v })}
            w={360}
            placeholder={
              jobs.isPending ? 'Loading jobs…' : jobs.data?.length === 0 ? 'No jobs yet' : undefined
            }
            error={jobs.isError ? 'Could not load the jobs.' : undefined}
          />
          {/* `?tab=` opens one tab (the "withdrew" notification opens Withdrawn); choosing keeps ?job=. */}
          <Tabs defaultValue={TABS.find((x) => x === params.get('tab')) ?? 'applicants'}>
            <Tabs.List>
              <Tabs.Tab value="applicants">
                Applicants{applicants.data ? ` (${applicants.data.total})` : ''}
              </Tabs.Tab>
              <Tabs.Tab value="shortlisted">
                Shortlisted{shortlisted.data ? ` (${shortlisted.data.total})` : ''}
              </Tabs.Tab>
              <Tabs.Tab value="interviews">Scheduled interviews</Tabs.Tab>
              <Tabs.Tab value="invitations">Invitations</Tabs.Tab>
              <Tabs.Tab value="withdrawn">
                Withdrawn{withdrawn.data ? ` (${withdrawn.data.total})` : ''}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="applicants" pt="md">
              {job ? (
                <PagedApplicants
                  slug={slug}
                  query={applicants}
                  page={page}
                  setPage={setPageParam('page')}
                  label="Applicant pages"
                />
              ) : (
                // No job chosen: the job list may still be coming or have failed — only an answer of none means none.
                <QueryState query={jobs}>
                  {() => <Text c="dimmed">Post a job to receive applicants.</Text>}
                </QueryState>
              )}
            </Tabs.Panel>
            <Tabs.Panel value="withdrawn" pt="md">
              {job ? (
                <PagedApplicants
                  slug={slug}
                  query={withdrawn}
                  page={withdrawnPage}
                  setPage={setPageParam('withdrawn_page')}
                  label="Withdrawn pages"
                />
              ) : (
                <QueryState query={jobs}>
                  {() => <Text c="dimmed">Post a job to receive applicants.</Text>}
                </QueryState>
              )}
            </Tabs.Panel>
            <Tabs.Panel value="shortlisted" pt="md">
              <PagedApplicants
                slug={slug}
                query={shortlisted}
                page={shortlistedPage}
                setPage={setPageParam('shortlisted_page')}
                label="Shortlisted pages"
              />
            </Tabs.Panel>
            <Tabs.Panel value="interviews" pt="md">
              <InterviewList slug={slug} />
            </Tabs.Panel>
            <Tabs.Panel value="invitations" pt="md">
              <ListState query={invitees} empty="No invitations sent.">
                {(rows) => (
                  <Stack gap={4}>
                    {rows.map((r) => (
                      <Text key={r.id} size="sm">
                        {r.person.first_name} {r.person.last_name} · {r.job.title}
                      </Text>
                    ))}
                  </Stack>
                )}
              </ListState>
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </OrgPage>
  );
}
