import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  FileButton,
  Group,
  Progress,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../components/QueryState';
import { del, get } from '../../../lib/api-client';
import { showServerError, toastSuccess } from '../../../lib/notify';
import { upload } from '../../../lib/upload';

interface FileView {
  id: number;
  kind: string;
  name: string;
  size: number;
  url: string;
  created_at: string;
}

/** Saved resumes and cover letters (individual/resume-letter), reused when applying for jobs. */
export function AttachmentsCard() {
  const qc = useQueryClient();
  const query = useQuery({
    queryKey: ['resume-letter'],
    queryFn: async () =>
      (
        await get<{ resumes: FileView[]; cover_letters: FileView[]; attachments: FileView[] }>(
          '/individual/resume-letter',
        )
      ).data,
  });
  const [type, setType] = useState<'resume' | 'cover_letter'>('resume');
  const [progress, setProgress] = useState<number | null>(null);
  const send = async (file: File | null) => {
    if (!file) return;
    const form = new FormData();
    form.append('type', type);
    form.append('file', file);
    setProgress(0);
    try {
      toastSuccess((await upload<FileView>('/individual/resume-letter', form, setProgress)).message);
      qc.invalidateQueries({ queryKey: ['resume-letter'] });
    } catch (err) {
      showServerError(err);
    } finally {
      setProgress(null);
    }
  };
  const remove = async (f: FileView) => {
    if (!window.confirm(`Delete ${f.name}?`)) return;
    try {
      toastSuccess((await del<null>(`/individual/resume-letter/${f.id}`)).message);
      qc.invalidateQueries({ queryKey: ['resume-letter'] });
    } catch (err) {
      showServerError(err);
    }
  };
  return (
    <Card withBorder data-testid="attachments">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Resumes and cover letters
        </Title>
        <Group gap="xs">
          <SegmentedControl
            size="xs"
            value={type}
            onChange={(v) => setType(v as typeof type)}
            data={[
              { label: 'Resume', value: 'resume' },
              { label: 'Cover letter', value: 'cover_letter' },
            ]}
          />
          <FileButton
            onChange={send}
            accept="application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          >
            {(props) => (
              <Button {...props} size="xs" variant="light">
                Upload PDF or DOCX
              </Button>
            )}
          </FileButton>
        </Group>
      </Group>
      {progress !== null && <Progress value={progress} mb="sm" aria-label="Upload progress" />}
      <QueryState
        query={query}
        isEmpty={(d) => d.attachments.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            Save a resume here to apply for jobs in one click.
          </Text>
        }
      >
        {(d) => (
          <Stack gap={4}>
            {d.attachments.map((f) => (
              <Group key={f.id} justify="space-between">
                <Text size="sm">
                  <Anchor href={f.url} target="_blank" rel="noreferrer">
                    {f.name}
                  </Anchor>{' '}
                  · {f.kind === 'resume' ? 'resume' : 'cover letter'} · {Math.ceil(f.size / 1024)} KB
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${f.name}`}
                  onClick={() => remove(f)}
                >
                  ✕
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}
