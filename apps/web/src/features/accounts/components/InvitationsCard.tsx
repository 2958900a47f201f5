import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../../../components/notifications/api';
import { sharedKeys } from '../../../lib/api/keys';
import { ApiError } from '../../../lib/api-client';
import { shortDate } from '../../../lib/dates';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { answerInvitation } from '../api/answer-invitation';
import { invitationsQuery } from '../api/invitations';
import { accountsKeys } from '../api/keys';

/**
 * Pending team invitations for the signed-in person, answered with accept-or-reject-invite. An
 * invitation cancelled, answered elsewhere or expired meanwhile (409/410) leaves the card and the
 * bell once the server has said so (its message is the toast).
 */
export function InvitationsCard() {
  const qc = useQueryClient();
  const list = useQuery(invitationsQuery());
  const answer = useApiMutation({
    mutationFn: answerInvitation,
    invalidate: [accountsKeys.invitations, sharedKeys.organizations],
    onError: (err) => {
      if (err instanceof ApiError && (err.status === 409 || err.status === 410 || err.status === 404)) {
        void qc.invalidateQueries({ queryKey: accountsKeys.invitations });
        void qc.invalidateQueries({ queryKey: notificationKeys.all });
      }
      return undefined;
    },
  });
  if (!list.data?.length) return null;
  return (
    <Card withBorder bg="blue.0" data-testid="invitations" id="invitations">
      <Text fw={600} mb="xs">
        Team invitations
      </Text>
      <Stack gap="xs">
        {list.data.map((i) => (
          <Group key={i.id} justify="space-between" data-testid="invitation-card-item">
            <div>
              <Text size="sm">
                {i.company_name} invited you as <b>{i.role_name}</b>
              </Text>
              <Text size="xs" c="dimmed">
                {i.inviter_name ? `From ${i.inviter_name} · ` : ''}
                {i.expires_at ? `Expires ${shortDate(i.expires_at)}` : ''}
              </Text>
            </div>
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
