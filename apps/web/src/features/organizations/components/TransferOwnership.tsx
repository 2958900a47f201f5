import type { OrganizationDetailView } from '@hctl/contracts';
import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { enterOrganization } from '../../../lib/api/enter-organization';
import { sharedKeys } from '../../../lib/api/keys';
import { authStore } from '../../../lib/auth-store';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { organizationsKeys } from '../api/keys';
import { membersQuery } from '../api/members';
import { transferOwnership } from '../api/transfer-ownership';

/**
 * The owner hands the organization to a member of the team (LinkedIn Pages' "transfer"): asked
 * first, as the former owner cannot take it back; they stay on the team with the member's role.
 */
export function TransferOwnership({ org }: { org: OrganizationDetailView }) {
  const members = useQuery(membersQuery(org.slug));
  const [memberId, setMemberId] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const chosen = members.data?.find((m) => String(m.id) === memberId);
  const transfer = useApiMutation({
    mutationFn: transferOwnership,
    invalidate: [
      sharedKeys.organization(org.slug),
      organizationsKeys.members(org.slug),
      sharedKeys.organizations,
    ],
    onSuccess: async () => {
      setAsking(false);
      setMemberId(null);
      // Acting as it, the menus follow the new (member's) permissions at once.
      if (authStore.get().showData.organization?.slug === org.slug) await enterOrganization(org.slug);
    },
  });
  const options = (members.data ?? [])
    .filter((m) => !m.is_owner && m.id !== null)
    .map((m) => ({ value: String(m.id), label: `${m.name} (${m.role_name})` }));
  return (
    <Card withBorder data-testid="transfer-ownership">
      <Stack gap="xs">
        <Title order={3} size="h5">
          Transfer ownership
        </Title>
        <Text size="sm" c="dimmed">
          The new owner gets every permission, the plan and billing included. You stay on the team with their
          current role, which they can change.
        </Text>
        <Group align="flex-end">
          <Select
            label="New owner"
            placeholder={options.length ? 'Choose a team member' : 'Invite someone to the team first'}
            data={options}
            value={memberId}
            onChange={setMemberId}
            disabled={!options.length}
            w={{ base: '100%', sm: 280 }}
          />
          <Button variant="light" color="red" disabled={!chosen} onClick={() => setAsking(true)}>
            Transfer ownership
          </Button>
        </Group>
      </Stack>
      {chosen && (
        <ConfirmDialog
          opened={asking}
          title={`Hand ${org.company_name} to ${chosen.name}?`}
          confirmLabel="Transfer ownership"
          loading={transfer.isPending}
          onClose={() => setAsking(false)}
          onConfirm={() => transfer.mutate({ slug: org.slug, member_id: chosen.id! })}
        >
          {`${chosen.name} becomes the owner, with every permission. You stay on the team as ${chosen.role_name}. You cannot undo this: only ${chosen.name} could hand it back.`}
        </ConfirmDialog>
      )}
    </Card>
  );
}
