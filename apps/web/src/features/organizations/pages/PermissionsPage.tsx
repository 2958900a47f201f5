import type {
  OrganizationDetailView,
  OrgInvitationView,
  OrgRoleView,
  OrgTeamMemberView,
} from '@hctl/contracts';
import { UI_TIMINGS } from '@hctl/contracts/constants';
import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { FormActions } from '../../../components/FormActions';
import { ListCheckbox } from '../../../components/ListCheckbox';
import { OrgPage } from '../../../components/OrgArea';
import { ListState, QueryState } from '../../../components/QueryState';
import { ResponsiveRows, type RowColumn } from '../../../components/ResponsiveRows';
import { DeleteIconButton, EditIconButton } from '../../../components/RowIconButtons';
import { shortDate } from '../../../lib/dates';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { cancelInvitation } from '../api/cancel-invitation';
import { deleteRole } from '../api/delete-role';
import { organizationsKeys } from '../api/keys';
import { memberInvitationsQuery } from '../api/member-invitations';
import { membersQuery } from '../api/members';
import { permissionCatalogueQuery } from '../api/permission-catalogue';
import { removeMember } from '../api/remove-member';
import { resendInvitation } from '../api/resend-invitation';
import { rolesQuery } from '../api/roles';
import { saveRole } from '../api/save-role';
import { sendInvitation } from '../api/send-invitation';
import { updateMemberRole } from '../api/update-member-role';
import { TransferOwnership } from '../components/TransferOwnership';

function RoleModal({
  slug,
  role,
  onClose,
}: {
  slug: string;
  role: OrgRoleView | 'new';
  onClose: () => void;
}) {
  const catalogue = useQuery(permissionCatalogueQuery());
  const [name, setName] = useState(role === 'new' ? '' : role.role_name);
  const [perms, setPerms] = useState<string[]>(role === 'new' ? [] : role.permissions);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useApiMutation({
    mutationFn: saveRole,
    invalidate: [organizationsKeys.roles(slug)],
    onFieldErrors: setErrors,
    onSuccess: onClose,
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={role === 'new' ? 'Create role' : 'Edit role'}
      size={UI_TIMINGS.modalWidth}
      centered
    >
      <Stack>
        <TextInput
          label="Role name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.role_name}
        />
        <Text size="sm" fw={500}>
          Permissions
        </Text>
        <QueryState query={catalogue}>
          {(list) => (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {list.map((p) => (
                <ListCheckbox key={p.key} label={p.label} value={p.key} chosen={perms} setChosen={setPerms} />
              ))}
            </SimpleGrid>
          )}
        </QueryState>
        {errors.permissions && (
          <Text c="red" size="sm">
            {errors.permissions}
          </Text>
        )}
        <FormActions
          onCancel={onClose}
          submitLabel="Save role"
          onConfirm={() =>
            save.mutate({
              slug,
              id: role === 'new' ? undefined : role.id,
              role_name: name,
              permissions: perms,
            })
          }
        />
      </Stack>
    </Modal>
  );
}

function RolesTab({ slug }: { slug: string }) {
  const roles = useQuery(rolesQuery(slug));
  const [editing, setEditing] = useState<OrgRoleView | 'new' | null>(null);
  const destroy = useApiMutation({ mutationFn: deleteRole, invalidate: [organizationsKeys.roles(slug)] });
  const remove = (r: OrgRoleView) => {
    // A role someone holds is refused by the server (409), which says how many to move first.
    if (!window.confirm(`Delete the role ${r.role_name}?`)) return;
    destroy.mutate({ slug, id: r.id });
  };
  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          A role is a set of permissions. The owner always has every permission.
        </Text>
        <Button size="xs" onClick={() => setEditing('new')}>
          Create role
        </Button>
      </Group>
      <ListState query={roles} empty="No roles yet. Create one, then invite your team.">
        {(list) => (
          <Stack gap="xs">
            {list.map((r) => (
              <Card withBorder key={r.id} data-testid="role">
                <Group justify="space-between">
                  <div>
                    <Text fw={600}>{r.role_name}</Text>
                    <Group gap={4}>
                      {r.permissions.map((p) => (
                        <Badge key={p} variant="light" size="sm">
                          {p}
                        </Badge>
                      ))}
                    </Group>
                  </div>
                  <Group gap="xs">
                    <Text size="xs" c="dimmed">
                      {r.users} member(s)
                    </Text>
                    <EditIconButton label={`Edit role ${r.role_name}`} onClick={() => setEditing(r)} />
                    <DeleteIconButton label={`Delete role ${r.role_name}`} onClick={() => remove(r)} />
                  </Group>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </ListState>
      {editing && <RoleModal slug={slug} role={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

/** A member's role: the Select for those who may change it, never an empty cell. */
function RoleCell({
  m,
  canRoles,
  roleOptions,
  onChange,
}: {
  m: OrgTeamMemberView;
  canRoles: boolean;
  roleOptions: { value: string; label: string }[];
  onChange: (roleId: number) => void;
}) {
  const noRole = !m.is_owner && m.role_id === null;
  if (m.is_owner || !canRoles)
    return noRole ? (
      <Badge color="yellow" variant="light">
        No role
      </Badge>
    ) : (
      <Text size="sm">{m.role_name}</Text>
    );
  return (
    <Select
      size="xs"
      data={roleOptions}
      value={m.role_id ? String(m.role_id) : null}
      placeholder="No role: choose one"
      error={noRole}
      aria-label={`Role of ${m.name}`}
      onChange={(v) => v && onChange(Number(v))}
      miw={140}
    />
  );
}

function InvitationsList({ slug }: { slug: string }) {
  const invites = useQuery(memberInvitationsQuery(slug));
  const invalidate = [organizationsKeys.invitations(slug)];
  const cancel = useApiMutation({ mutationFn: cancelInvitation, invalidate });
  const resend = useApiMutation({ mutationFn: resendInvitation, invalidate });
  return (
    <ListState query={invites} empty="No pending invitations.">
      {(list) => (
        <Stack gap="xs">
          {list.map((i: OrgInvitationView) => (
            <Group key={i.id} justify="space-between" data-testid="invitation" wrap="wrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {i.email} · {i.role_name}{' '}
                  {i.expired && (
                    <Badge color="gray" variant="light" size="sm">
                      Expired
                    </Badge>
                  )}
                </Text>
                <Text size="xs" c="dimmed">
                  Sent {shortDate(i.created_at)}
                  {i.expires_at && (i.expired ? ' · expired ' : ' · expires ') + shortDate(i.expires_at)}
                </Text>
              </div>
              <Group gap="xs">
                <Button size="compact-xs" variant="light" onClick={() => resend.mutate({ slug, id: i.id })}>
                  Re-send
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => cancel.mutate({ slug, id: i.id })}
                >
                  Cancel
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </ListState>
  );
}

function TeamTab({ slug, canRoles }: { slug: string; canRoles: boolean }) {
  const members = useQuery(membersQuery(slug));
  const roles = useQuery({ ...rolesQuery(slug), enabled: canRoles });
  const [email, setEmail] = useState('');
  const [roleId, setRoleId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const invalidate = [organizationsKeys.members(slug), organizationsKeys.invitations(slug)];
  const changeRole = useApiMutation({ mutationFn: updateMemberRole, invalidate });
  const removeFromTeam = useApiMutation({ mutationFn: removeMember, invalidate });
  const send = useApiMutation({
    mutationFn: sendInvitation,
    invalidate,
    onFieldErrors: setErrors,
    onSuccess: () => setEmail(''),
  });
  const invite = () => {
    setErrors({});
    send.mutate({ slug, email, role_id: Number(roleId) });
  };
  const roleOptions = (roles.data ?? []).map((r) => ({ value: String(r.id), label: r.role_name }));
  const columns: RowColumn<OrgTeamMemberView>[] = [
    { label: 'Name', render: (m) => m.name },
    { label: 'E-mail', render: (m) => m.email },
    {
      label: 'Role',
      render: (m) => (
        <RoleCell
          m={m}
          canRoles={canRoles}
          roleOptions={roleOptions}
          onChange={(role_id) => m.id && changeRole.mutate({ id: m.id, role_id })}
        />
      ),
    },
  ];
  return (
    <Stack>
      <Card withBorder>
        <Title order={3} size="h5" mb="xs">
          Invite a colleague
        </Title>
        <Group align="flex-end">
          <TextInput
            label="E-mail"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errors.email}
            w={{ base: '100%', sm: 280 }}
          />
          <Select
            label="Role"
            data={roleOptions}
            value={roleId}
            onChange={setRoleId}
            error={errors.role_id}
            placeholder={canRoles ? 'Choose a role' : 'Roles need the roles permission'}
            w={{ base: '100%', sm: 220 }}
          />
          <Button onClick={invite} disabled={!email || !roleId}>
            Send invitation
          </Button>
        </Group>
      </Card>
      <QueryState query={members}>
        {(list) => (
          // Cards below `sm`, as the admin tables: a 390 px phone cannot hold four columns.
          <ResponsiveRows
            rows={list}
            columns={columns}
            rowKey={(m) => m.email}
            testId="member"
            minWidth={560}
            actions={(m) =>
              !m.is_owner && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => window.confirm(`Remove ${m.name}?`) && m.id && removeFromTeam.mutate(m.id)}
                >
                  Remove
                </Button>
              )
            }
          />
        )}
      </QueryState>
      <Title order={3} size="h5">
        Pending invitations
      </Title>
      <InvitationsList slug={slug} />
    </Stack>
  );
}

export default function PermissionsPage() {
  const { slug = '' } = useParams();
  return (
    <OrgPage slug={slug} permission="users" title="Team and permissions" size="lg">
      {(org: OrganizationDetailView) => {
        const canRoles = Boolean(org.permissions?.includes('roles'));
        return (
          <Tabs defaultValue={canRoles ? 'roles' : 'team'} keepMounted={false}>
            <Tabs.List>
              {canRoles && <Tabs.Tab value="roles">Roles</Tabs.Tab>}
              <Tabs.Tab value="team">Team and invitations</Tabs.Tab>
            </Tabs.List>
            {canRoles && (
              <Tabs.Panel value="roles" pt="md">
                <RolesTab slug={slug} />
              </Tabs.Panel>
            )}
            <Tabs.Panel value="team" pt="md">
              <Stack>
                <TeamTab slug={slug} canRoles={canRoles} />
                {org.is_owner && <TransferOwnership org={org} />}
              </Stack>
            </Tabs.Panel>
          </Tabs>
        );
      }}
    </OrgPage>
  );
}
