import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Container,
  FileInput,
  Group,
  Loader,
  NumberInput,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { sectionApi, sectionKeys } from '../../../components/sections/api';
import { SECTION_UI } from '../../../components/sections/individual';
import { toBody } from '../../../components/sections/SectionForm';
import type { Field, SectionUi } from '../../../components/sections/types';
import { usePageTitle } from '../../../components/usePageTitle';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { showServerError, toastSuccess } from '../../../lib/notify';
import { useUploadMutation } from '../../../lib/use-upload-mutation';
import { profileKeys } from '../api/keys';
import { resumeImportQuery } from '../api/resume-import';
import { startResumeImport } from '../api/start-resume-import';

interface Draft {
  uid: string;
  section: SectionUi;
  include: boolean;
  values: Record<string, any>;
  errors: Record<string, string>;
}

const ORDER = ['work_experiences', 'educations', 'licenses', 'certificates', 'skills'] as const;
// Spec §3: 'resume' is persisted client state — the import being reviewed survives a reload.
const KEY = 'resume';

function PlainField({
  f,
  value,
  error,
  onChange,
}: {
  f: Field;
  value: any;
  error?: string;
  onChange: (v: any) => void;
}) {
  const common = { label: f.label, error, withAsterisk: f.required, size: 'xs' as const };
  if (f.type === 'checkbox')
    return (
      <Checkbox
        label={f.label}
        checked={Boolean(value)}
        onChange={(e) => onChange(e.currentTarget.checked)}
        mt="md"
        size="xs"
      />
    );
  if (f.type === 'select')
    return (
      <Select {...common} data={[...(f.options ?? [])]} value={value ?? null} onChange={onChange} clearable />
    );
  if (f.type === 'number') return <NumberInput {...common} value={value ?? ''} onChange={onChange} />;
  if (f.type === 'textarea')
    return (
      <Textarea {...common} value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value)} autosize />
    );
  return (
    <TextInput
      {...common}
      type={f.type === 'date' ? 'date' : 'text'}
      value={value ?? ''}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

export default function ResumeImportPage() {
  usePageTitle('Import from resume');
  const auth = useAuth();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [importId, setImportId] = useState<number | null>(() => Number(localStorage.getItem(KEY)) || null);
  const [drafts, setDrafts] = useState<Draft[] | null>(null);
  const [saving, setSaving] = useState(false);

  const job = useQuery(resumeImportQuery(importId));

  useEffect(() => {
    if (job.data?.status !== 'done' || !job.data.proposal || drafts !== null) return;
    const p = job.data.proposal;
    setDrafts(
      ORDER.flatMap((key) =>
        (p[key] as Record<string, any>[]).map((values, i) => ({
          uid: `${key}-${i}`,
          section: SECTION_UI.find((s) => s.key === key)!,
          include: true,
          values: { ...values },
          errors: {},
        })),
      ),
    );
  }, [job.data, drafts]);

  const sendResume = useUploadMutation({
    mutationFn: startResumeImport,
    toast: false,
    onSuccess: (res) => {
      localStorage.setItem(KEY, String(res.data.id));
      setImportId(res.data.id);
    },
  });
  const start = () => {
    if (!file) return;
    setDrafts(null);
    void sendResume.upload({ file });
  };

  const reset = () => {
    localStorage.removeItem(KEY);
    setImportId(null);
    setDrafts(null);
    setFile(null);
  };

  const update = (uid: string, patch: Partial<Draft>) =>
    setDrafts((d) => d!.map((x) => (x.uid === uid ? { ...x, ...patch } : x)));

  const save = async () => {
    if (!drafts) return;
    setSaving(true);
    const remaining: Draft[] = [];
    const chosen = drafts.filter((d) => d.include);
    const skills = chosen.filter((d) => d.section.key === 'skills');
    for (const d of chosen.filter((x) => x.section.key !== 'skills')) {
      try {
        await sectionApi.save(d.section, toBody(d.section.fields, d.values));
      } catch (err) {
        remaining.push({ ...d, errors: err instanceof ApiError ? err.errors : {} });
      }
    }
    if (skills.length) {
      const s = skills[0].section;
      try {
        await sectionApi.save(s, { skills: skills.map((d) => toBody(s.fields, d.values)) });
      } catch (err) {
        // Skills the profile already has answer 409; anything else stays for correction.
        if (!(err instanceof ApiError && err.status === 409))
          remaining.push(...skills.map((d) => ({ ...d, errors: err instanceof ApiError ? err.errors : {} })));
      }
    }
    setSaving(false);
    qc.invalidateQueries({ queryKey: sectionKeys.all });
    qc.invalidateQueries({ queryKey: profileKeys.publicProfiles });
    if (remaining.length) {
      setDrafts(remaining);
      showServerError(
        new ApiError(
          422,
          `${remaining.length} item(s) need a correction before they can be saved.`,
          'validation',
          {},
        ),
      );
      return;
    }
    toastSuccess('Your profile has been updated from your resume.');
    localStorage.removeItem(KEY);
    navigate(`/individual/${auth.user?.slug}/view-profile`);
  };

  const busy = job.data && (job.data.status === 'queued' || job.data.status === 'processing');
  return (
    <Container size="lg" py="xl">
      <Stack>
        <Title order={1}>Import from your resume</Title>
        <Text c="dimmed">
          Upload a PDF or Word (DOCX) resume. We propose your experience, education, licenses, certificates
          and skills; you check them before anything is saved.
        </Text>
        <Card withBorder>
          <Group align="flex-end">
            <FileInput
              label="Resume file"
              placeholder="Choose a PDF or DOCX"
              accept="application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              value={file}
              onChange={setFile}
              clearable
              w={320}
            />
            <Button onClick={start} disabled={!file || sendResume.progress !== null || Boolean(busy)}>
              Read my resume
            </Button>
            {importId && (
              <Button variant="subtle" onClick={reset}>
                Start over
              </Button>
            )}
          </Group>
          {sendResume.progress !== null && (
            <Progress mt="sm" value={sendResume.progress} aria-label="Upload progress" />
          )}
        </Card>
        {busy && (
          <Group data-testid="resume-loading">
            <Loader size="sm" />
            <Text>Reading your resume…</Text>
          </Group>
        )}
        {job.isError && (
          <Alert color="red" role="alert">
            {(job.error as Error).message}
          </Alert>
        )}
        {job.data?.status === 'failed' && (
          <Alert color="red" title="We could not read this resume" role="alert">
            {job.data.error ?? 'Try another file, or add your details by hand.'}
          </Alert>
        )}
        {drafts && drafts.length === 0 && (
          <Alert color="yellow">
            We found nothing to import in this resume. Add your details on the edit page.
          </Alert>
        )}
        {drafts && drafts.length > 0 && (
          <Stack>
            <Title order={2} size="h3">
              Review what we found
            </Title>
            {drafts.map((d) => (
              <Card withBorder key={d.uid} data-testid="proposal" opacity={d.include ? 1 : 0.6}>
                <Group justify="space-between" mb="xs">
                  <div>
                    <Group gap="xs">
                      <Badge variant="light">{d.section.title}</Badge>
                      <Text fw={600}>{d.section.headline(d.values)}</Text>
                    </Group>
                    {/* Dates read as the profile will show them ("May 2020 – Present"), as edited. */}
                    <Text size="sm" c="dimmed" data-testid="proposal-detail">
                      {d.section.detail(d.values)}
                    </Text>
                  </div>
                  <Checkbox
                    label="Include"
                    checked={d.include}
                    onChange={(e) => update(d.uid, { include: e.currentTarget.checked })}
                  />
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  {d.section.fields
                    .filter((f) => f.type !== 'textarea')
                    .map((f) => (
                      <PlainField
                        key={f.name}
                        f={f}
                        value={d.values[f.name]}
                        error={d.errors[f.name] ?? d.errors[`skills.0.${f.name}`]}
                        onChange={(v) => update(d.uid, { values: { ...d.values, [f.name]: v } })}
                      />
                    ))}
                </SimpleGrid>
              </Card>
            ))}
            <Button onClick={save} loading={saving} w="fit-content">
              Save selected to my profile
            </Button>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
