import type { JobPageView } from '@hctl/contracts';
import { Button, Card, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { inviteToApply } from '../api/invite-to-apply';

/** Invite a professional (by profile link or slug) to apply; needs the organization slug, job slug and the person. */
export function InviteToApply({ slug, job }: { slug: string; job: JobPageView }) {
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
        <Button
          onClick={send}
          loading={invite.isPending}
          disabled={!who.trim() || job.status !== 'published'}
        >
          Send invitation
        </Button>
      </Group>
      {job.status !== 'published' && (
        <Text size="sm" c="dimmed" mt="xs">
          Publish the job to invite professionals to apply.
        </Text>
      )}
    </Card>
  );
}
