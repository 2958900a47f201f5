import { Button, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { PickedFile } from '../api/form-data';

const kb = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(n / 1024)} KB`;

/**
 * Files chosen for a service (photos and videos, or documents), each with the name it is shown
 * under; nothing is sent until the form is saved. `check` refuses a file as it is chosen (the API's
 * type and size limits), so an oversized video is not uploaded only to be refused.
 */
export function FilePicker({
  label,
  description,
  accept,
  max,
  value,
  onChange,
  error,
  testId,
  check,
}: {
  label: string;
  description: string;
  accept: string;
  max: number;
  value: PickedFile[];
  onChange: (files: PickedFile[]) => void;
  error?: string;
  testId: string;
  check?: (file: File) => string | null;
}) {
  const [refused, setRefused] = useState<string | null>(null);
  const add = (picked: File[]) => {
    const problems = check ? picked.map(check) : [];
    setRefused(problems.find(Boolean) ?? null);
    const files = picked.filter((_, i) => !problems[i]);
    onChange(
      [
        ...value,
        ...files.map((file) => ({
          key: crypto.randomUUID(),
          file,
          name: file.name.replace(/\.[^.]+$/, ''),
        })),
      ].slice(0, max),
    );
  };
  // A refusal of files just chosen and the server's answer to the last save may both stand.
  const shown = [...new Set([refused, error].filter(Boolean))];
  return (
    <Stack gap={6} data-testid={testId}>
      <Group justify="space-between">
        <div>
          <Text fw={600} size="sm">
            {label}
          </Text>
          <Text size="xs" c="dimmed">
            {description}
          </Text>
        </div>
        <FileButton onChange={add} accept={accept} multiple>
          {(props) => (
            <Button {...props} variant="light" size="xs" disabled={value.length >= max}>
              {`Add ${label.toLowerCase()}`}
            </Button>
          )}
        </FileButton>
      </Group>
      {value.map((p, i) => (
        <Group key={p.key} align="flex-end" wrap="nowrap">
          <TextInput
            label={`Name of ${p.file.name}`}
            value={p.name}
            maxLength={160}
            style={{ flex: 1 }}
            onChange={(e) => {
              const name = e.currentTarget.value;
              onChange(value.map((x, k) => (k === i ? { ...x, name } : x)));
            }}
          />
          <Text size="xs" c="dimmed" pb={8}>
            {kb(p.file.size)}
          </Text>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            mb={4}
            aria-label={`Remove ${p.file.name}`}
            onClick={() => onChange(value.filter((_, k) => k !== i))}
          >
            Remove
          </Button>
        </Group>
      ))}
      {shown.map((message) => (
        <Text key={message} size="sm" c="red" role="alert">
          {message}
        </Text>
      ))}
    </Stack>
  );
}
