import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, get } from '../../../lib/api-client';
import { showServerError, toastSuccess } from '../../../lib/notify';

interface Invitation {
  id: number;
  company_name: string;
  organization_slug: string;
  role_name: string;
}

/** Pending team invitations for the signed-in person, answered with accept-or-reject-invite. */
export function InvitationsCard() {
  const qc = useQueryClient();
  const list = useQuery({
    queryKey: ['my-invitations'],
    queryFn: async () => (await get<Invitation[]>('/individual/organization-invitations')).data,
  });
  if (!list.data?.length) return null;
  const answer = async (i: Invitation, status: 'accepted' | 'rejected') => {
    try {
      toastSuccess(
        (
          await api('PUT', '/individual/accept-or-reject-invite', {
            invitation_id: i.id,
            role_name: i.role_name,
            status,
          })
        ).message,
      );
      qc.invalidateQueries({ queryKey: ['my-invitations'] });
      qc.invalidateQueries({ queryKey: ['organizations'] });
    } catch (err) {
      showServerError(err);
    }
  };
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
              <Button size="xs" onClick={() => answer(i, 'accepted')}>
                Accept
              </Button>
              <Button size="xs" variant="default" onClick={() => answer(i, 'rejected')}>
                Decline
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
