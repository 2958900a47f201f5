import { UI_TIMINGS } from '@hctl/contracts/constants';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { ApiError, api, get } from '../../../lib/api-client';
import { showServerError, toastSuccess } from '../../../lib/notify';
import type { OrgShow } from '../api/org.api';
import { OrgArea } from '../components/OrgArea';

interface Role {
  id: number;
  role_name: string;
  permissions: string[];
  users: number;
}
interface Member {
  id: number | null;
  name: string;
  email: string;
  role_id: number | null;
  role_name: string;
  is_owner: boolean;
}
interface Invitation {
  id: number;
  email: string;
  role_name: string;
  created_at: string;
}

function RoleModal({ slug, role, onClose }: { slug: string; role: Role | 'new'; onClose: () => void }) {
  const qc = useQueryClient();
  const catalogue = useQuery({
    queryKey: ['permissions'],
    queryFn: async () => (await get<{ key: string; label: string }[]>('/permissions')).data,
  });
  const [name, setName] = useState(role === 'new' ? '' : role.role_name);
  const [perms, setPerms] = useState<string[]>(role === 'new' ? [] : role.permissions);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async () => {
    try {
      const body = { role_name: name, permissions: perms };
      const res =
        role === 'new'
          ? await api('POST', `/${slug}/roles/create`, body)
          : await api('PUT', `/${slug}/roles/${role.id}/update`, body);
      toastSuccess(res.message);
      qc.invalidateQueries({ queryKey: ['org-roles', slug] });
      onClose();
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.errors);
      showServerError(err);
    }
  };
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
                <Checkbox
                  key={p.key}
                  label={p.label}
                  checked={perms.includes(p.key)}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    setPerms((x) => (on ? [...x, p.key] : x.filter((k) => k !== p.key)));
                  }}
                />
              ))}
            </SimpleGrid>
          )}
        </QueryState>
        {errors.permissions && (
          <Text c="red" size="sm">
            {errors.permissions}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save}>Save role</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function RolesTab({ slug }: { slug: string }) {
  const qc = useQueryClient();
  const roles = useQuery({
    queryKey: ['org-roles', slug],
    queryFn: async () => (await get<Role[]>(`/${slug}/roles`)).data,
  });
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const remove = async (r: Role) => {
    if (!window.confirm(`Delete the role ${r.role_name}? Members with it lose its permissions.`)) return;
    try {
      toastSuccess((await api('DELETE', `/${slug}/roles/${r.id}/destroy`)).message);
      qc.invalidateQueries({ queryKey: ['org-roles', slug] });
    } catch (err) {
      showServerError(err);
    }
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
      <QueryState
        query={roles}
        isEmpty={(d) => d.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            No roles yet. Create one, then invite your team.
          </Text>
        }
      >
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
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Edit role ${r.role_name}`}
                      onClick={() => setEditing(r)}
                    >
                      ✎
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete role ${r.role_name}`}
                      onClick={() => remove(r)}
                    >
                      ✕
                    </ActionIcon>
                  </Group>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </QueryState>
      {editing && <RoleModal slug={slug} role={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

function TeamTab({ slug, canRoles }: { slug: string; canRoles: boolean }) {
  const qc = useQueryClient();
  const members = useQuery({
    queryKey: ['org-members', slug],
    queryFn: async () => (await get<Member[]>(`/organization/${slug}/users`)).data,
  });
  const invites = useQuery({
    queryKey: ['org-invites', slug],
    queryFn: async () => (await get<Invitation[]>(`/organization/${slug}/users/invities-list`)).data,
  });
  const roles = useQuery({
    queryKey: ['org-roles', slug],
    enabled: canRoles,
    queryFn: async () => (await get<Role[]>(`/${slug}/roles`)).data,
  });
  const [email, setEmail] = useState('');
  const [roleId, setRoleId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refresh = () => {
    qc.invalidateQueries({ queryKey: ['org-members', slug] });
    qc.invalidateQueries({ queryKey: ['org-invites', slug] });
  };
  const run = async (fn: () => Promise<{ message: string }>) => {
    try {
      toastSuccess((await fn()).message);
      refresh();
    } catch (err) {
      showServerError(err);
    }
  };
  const invite = async () => {
    setErrors({});
    try {
      toastSuccess(
        (await api('POST', '/organization/users/send-invite', { slug, email, role_id: Number(roleId) }))
          .message,
      );
      setEmail('');
      refresh();
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.errors);
      showServerError(err);
    }
  };
  const roleOptions = (roles.data ?? []).map((r) => ({ value: String(r.id), label: r.role_name }));
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
            w={280}
          />
          <Select
            label="Role"
            data={roleOptions}
            value={roleId}
            onChange={setRoleId}
            error={errors.role_id}
            placeholder={canRoles ? 'Choose a role' : 'Roles need the roles permission'}
            w={220}
          />
          <Button onClick={invite} disabled={!email || !roleId}>
            Send invitation
          </Button>
        </Group>
      </Card>
      <QueryState query={members}>
        {(list) => (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((m) => (
                <Table.Tr key={m.email} data-testid="member">
                  <Table.Td>{m.name}</Table.Td>
                  <Table.Td>{m.email}</Table.Td>
                  <Table.Td>
                    {m.is_owner || !canRoles ? (
                      m.role_name
                    ) : (
                      <Select
                        size="xs"
                        data={roleOptions}
                        value={m.role_id ? String(m.role_id) : null}
                        aria-label={`Role of ${m.name}`}
                        onChange={(v) =>
                          v &&
                          run(() => api('PUT', `/organization/users/${m.id}/update`, { role_id: Number(v) }))
                        }
                      />
                    )}
                  </Table.Td>
                  <Table.Td>
                    {!m.is_owner && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        onClick={() =>
                          window.confirm(`Remove ${m.name}?`) &&
                          run(() => api('DELETE', `/organization/users/${m.id}/delete`))
                        }
                      >
                        Remove
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
      <Title order={3} size="h5">
        Pending invitations
      </Title>
      <QueryState
        query={invites}
        isEmpty={(d) => d.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            No pending invitations.
          </Text>
        }
      >
        {(list) => (
          <Stack gap={4}>
            {list.map((i) => (
              <Group key={i.id} justify="space-between" data-testid="invitation">
                <Text size="sm">
                  {i.email} · {i.role_name}
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() =>
                    run(() => api('DELETE', `/organization/${slug}/user-invitation/${i.id}/delete`))
                  }
                >
                  Cancel
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

export default function PermissionsPage() {
  const { slug = '' } = useParams();
  usePageTitle('Team and permissions');
  return (
    <Container size="lg" py="xl">
      <OrgArea slug={slug} permission="users">
        {(org: OrgShow) => {
          const canRoles = Boolean(org.permissions?.includes('roles'));
          return (
            <Stack>
              <Title order={1}>Team and permissions</Title>
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
                  <TeamTab slug={slug} canRoles={canRoles} />
                </Tabs.Panel>
              </Tabs>
            </Stack>
          );
        }}
      </OrgArea>
    </Container>
  );
}
