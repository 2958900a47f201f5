import type { GroupCardView } from '@hctl/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { joinGroup, leaveGroup } from '../api/groups';
import { groupsKeys } from '../api/keys';
import { NoteModal } from './NoteField';

/**
 * Join (public), ask to join with a note (private), accept an invitation, or leave. The owner
 * cannot leave their own group (they delete it instead).
 */
export function MembershipActions({ group }: { group: GroupCardView }) {
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const [leaving, setLeaving] = useState(false);
  const invalidate = [groupsKeys.group(group.slug), groupsKeys.publicGroup(group.slug), groupsKeys.lists];
  const join = useApiMutation({
    mutationFn: joinGroup,
    invalidate,
    awaitInvalidation: true,
    onSuccess: () => {
      setAsking(false);
      setNote('');
    },
  });
  const leave = useApiMutation({
    mutationFn: leaveGroup,
    invalidate,
    awaitInvalidation: true,
    onSuccess: () => setLeaving(false),
  });
  const { status, role } = group.viewer;
  return (
    <>
      {status === 'active' && role !== 'owner' && (
        <Button variant="default" onClick={() => setLeaving(true)}>
          Leave group
        </Button>
      )}
      {status === 'invited' && (
        <Button onClick={() => join.run({ slug: group.slug })} loading={join.isPending}>
          Accept invitation
        </Button>
      )}
      {status === 'pending' && (
        <Group gap="xs">
          <Text size="sm" c="dimmed" data-testid="request-pending">
            Your request to join is waiting for an admin.
          </Text>
          <Button
            variant="subtle"
            size="xs"
            color="gray"
            onClick={() => leave.run(group.slug)}
            loading={leave.isPending}
          >
            Cancel request
          </Button>
        </Group>
      )}
      {status === null &&
        (group.privacy === 'public' ? (
          <Button onClick={() => join.run({ slug: group.slug })} loading={join.isPending}>
            Join group
          </Button>
        ) : (
          <Button onClick={() => setAsking(true)}>Request to join</Button>
        ))}
      <NoteModal
        opened={asking}
        onClose={() => setAsking(false)}
        title={`Ask to join ${group.name}`}
        label="A note for the admins (optional)"
        value={note}
        onChange={setNote}
        submitLabel="Send request"
        loading={join.isPending}
        onConfirm={(message) => join.run({ slug: group.slug, message })}
      />
      <Modal opened={leaving} onClose={() => setLeaving(false)} title="Leave this group?">
        <Stack>
          <Text size="sm">
            {group.privacy === 'private'
              ? 'You will no longer see its posts, and you will need an admin’s approval to come back.'
              : 'You can join again at any time.'}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setLeaving(false)}>
              Stay
            </Button>
            <Button color="red" loading={leave.isPending} onClick={() => leave.run(group.slug)}>
              Leave group
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
