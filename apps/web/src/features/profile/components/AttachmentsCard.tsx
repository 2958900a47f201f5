import type { UploadedFileView } from '@hctl/contracts';
import {
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
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../components/QueryState';
import { DeleteIconButton } from '../../../components/RowIconButtons';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useUploadMutation } from '../../../lib/use-upload-mutation';
import { attachmentsQuery } from '../api/attachments';
import { deleteAttachment } from '../api/delete-attachment';
import { profileKeys } from '../api/keys';
import { uploadAttachment } from '../api/upload-attachment';

/** Saved resumes and cover letters (individual/resume-letter), reused when applying for jobs. */
export function AttachmentsCard() {
  const query = useQuery(attachmentsQuery());
  const [type, setType] = useState<'resume' | 'cover_letter'>('resume');
  const uploadFile = useUploadMutation({
    mutationFn: uploadAttachment,
    invalidate: [profileKeys.attachments],
  });
  const deleteFile = useApiMutation({ mutationFn: deleteAttachment, invalidate: [profileKeys.attachments] });
  const send = (file: File | null) => {
    if (file) void uploadFile.upload({ type, file });
  };
  const remove = (f: UploadedFileView) => {
    if (!window.confirm(`Delete ${f.name}?`)) return;
    deleteFile.mutate(f.id);
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
      {uploadFile.progress !== null && (
        <Progress value={uploadFile.progress} mb="sm" aria-label="Upload progress" />
      )}
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
                <DeleteIconButton label={`Delete ${f.name}`} onClick={() => remove(f)} />
              </Group>
            ))}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}
