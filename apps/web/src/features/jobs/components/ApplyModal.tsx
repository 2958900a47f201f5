import type { JobPageView, LicenseMatchView } from '@hctl/contracts';
import { UI_TIMINGS } from '@hctl/contracts/constants';
import {
  Alert,
  Button,
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
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { accountQuery } from '../../../lib/api/account';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { toastError } from '../../../lib/notify';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useReturnFocus } from '../../../lib/use-return-focus';
import { applyToJob } from '../api/apply';
import { jobsKeys } from '../api/keys';
import { savedResumesQuery } from '../api/saved-resumes';

/** The longest message to the recruiter the API takes (contracts: apply body). */
const MESSAGE_MAX = 2000;

/** The application form: contact details, a saved or uploaded resume and the job's screening questions. */
export function ApplyModal({ job, onClose }: { job: JobPageView; onClose: () => void }) {
  useReturnFocus();
  const auth = useAuth();
  const qc = useQueryClient();
  const saved = useQuery(savedResumesQuery());
  // The account's own first and last name and phone (a display name cannot be split: "Mary Ann
  // O'Neil-Smith"); filled in when it loads, without overwriting what the person already typed.
  const account = useQuery(accountQuery());
  const [f, setF] = useState({
    first_name: '',
    last_name: '',
    email: auth.user?.email ?? '',
    phone_number: '',
    message_to_recruiter: '',
  });
  const a = account.data;
  useEffect(() => {
    if (!a) return;
    setF((v) => ({
      ...v,
      first_name: v.first_name || a.first_name,
      last_name: v.last_name || a.last_name,
      email: v.email || a.email,
      phone_number: v.phone_number || (a.phone_number ?? ''),
    }));
  }, [a]);
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
    // Sent from another tab already: the page behind shows it as applied; this form has no more to do.
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) {
        toastError(err.message);
        void qc.invalidateQueries({ queryKey: jobsKeys.job(job.organization.slug, job.slug) });
        void qc.invalidateQueries({ queryKey: jobsKeys.myApplications });
        onClose();
        return true;
      }
      return undefined;
    },
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
            // Either field will do, so neither carries the asterisk: the pair is required, said here.
            description="A resume is required: choose a saved one or upload one below."
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
            description={`${f.message_to_recruiter.length.toLocaleString('en-US')} / ${MESSAGE_MAX.toLocaleString('en-US')} characters`}
            value={f.message_to_recruiter}
            onChange={(e) => setF({ ...f, message_to_recruiter: e.currentTarget.value })}
            maxLength={MESSAGE_MAX}
            error={errors.message_to_recruiter}
            autosize
            maxRows={12}
          />
          <Button onClick={send} loading={apply.isPending} w="fit-content">
            Send application
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
