import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { sharedKeys } from '../../../lib/api/keys';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { answerInvitation } from '../api/answer-invitation';
import { invitationsQuery } from '../api/invitations';
import { accountsKeys } from '../api/keys';

/** Pending team invitations for the signed-in person, answered with accept-or-reject-invite. */
export function InvitationsCard() {
  const list = useQuery(invitationsQuery());
  const answer = useApiMutation({
    mutationFn: answerInvitation,
    invalidate: [accountsKeys.invitations, sharedKeys.organizations],
  });
  if (!list.data?.length) return null;
  return (
    <Card withBorder bg="blue.0" data-testid="invitations">
      <Text fw={600} mb="xs">
        Team invitations
      </Text>
      <Stack gap="xs">
        {list.data.map((i) => (
          <Group key={i.id} justify="space-between">
            <Text size="sm">
              {i.company_name} invited you as <b>{i.role_name}</b>
            </Text>
            <Group gap="xs">
              <Button size="xs" onClick={() => answer.mutate({ invitation: i, status: 'accepted' })}>
                Accept
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => answer.mutate({ invitation: i, status: 'rejected' })}
              >
                Decline
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
