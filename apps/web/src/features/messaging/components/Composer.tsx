import { Button, CloseButton, FileButton, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { enterHint, enterSends } from '../../../lib/enter-sends';
import { toastError } from '../../../lib/notify';
import { fileSize } from './format';

/** The server takes at most 5 files of 10 MB each per message; checked here first to say so early. */
export const MAX_FILES = 5;
const MAX_BYTES = 10 * 1024 * 1024;
export const ACCEPT = '.pdf,.doc,.docx,.png,.jpg,.jpeg,.gif,.webp,.mp4';

/**
 * Message box: Enter sends, Shift+Enter starts a new line (Slack, LinkedIn; on a touch screen
 * return starts a new line and Send sends: `enterSends`). Up to 5 files go
 * with a message. Sending is blocked while the previous message is still on its way, so a double
 * press of Enter never sends twice.
 */
export function Composer({
  initialText = '',
  sending,
  onSend,
  onSaveDraft,
  savingDraft,
  label = 'Write a message',
}: {
  initialText?: string;
  sending: boolean;
  onSend: (text: string, files: File[]) => void;
  onSaveDraft?: (text: string) => void;
  savingDraft?: boolean;
  label?: string;
}) {
  const [text, setText] = useState(initialText);
  const [files, setFiles] = useState<File[]>([]);
  const canSend = !sending && (text.trim().length > 0 || files.length > 0);

  const submit = () => {
    if (!canSend) return;
    onSend(text.trim(), files);
    setText('');
    setFiles([]);
  };
  const attach = (picked: File[]) => {
    const big = picked.find((f) => f.size > MAX_BYTES);
    if (big) toastError(`${big.name} is larger than 10 MB.`);
    const next = [...files, ...picked.filter((f) => f.size <= MAX_BYTES)];
    if (next.length > MAX_FILES) toastError(`You can attach up to ${MAX_FILES} files to a message.`);
    setFiles(next.slice(0, MAX_FILES));
  };

  return (
    <Paper p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }} radius={0}>
      <Stack gap="xs">
        <Textarea
          aria-label={label}
          placeholder={`Write a message…${enterHint()}`}
          autosize
          minRows={2}
          maxRows={8}
          value={text}
          maxLength={10_000}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (enterSends(e)) {
              e.preventDefault();
              submit();
            }
          }}
        />
        {files.length > 0 && (
          <Group gap="xs" role="group" aria-label="Attached files">
            {files.map((f) => (
              <Group
                key={`${f.name}-${f.size}-${f.lastModified}`}
                gap={2}
                px={6}
                bg="gray.1"
                style={{ borderRadius: 4 }}
              >
                <Text size="xs">
                  {f.name} ({fileSize(f.size)})
                </Text>
                <CloseButton
                  size="xs"
                  aria-label={`Remove ${f.name}`}
                  onClick={() => setFiles(files.filter((x) => x !== f))}
                />
              </Group>
            ))}
          </Group>
        )}
        <Group justify="space-between">
          <FileButton onChange={attach} multiple accept={ACCEPT}>
            {(props) => (
              <Button {...props} variant="default" size="xs" disabled={files.length >= MAX_FILES}>
                Attach files
              </Button>
            )}
          </FileButton>
          <Group gap="xs">
            {onSaveDraft && (
              <Button
                variant="subtle"
                size="xs"
                loading={savingDraft}
                disabled={!text.trim()}
                onClick={() => onSaveDraft(text.trim())}
              >
                Save as draft
              </Button>
            )}
            <Button size="xs" onClick={submit} disabled={!canSend} loading={sending}>
              Send
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
