import type { AdminRoleView } from '@hctl/contracts';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminShell } from '../../../components/admin/AdminShell';
import { QueryState } from '../../../components/QueryState';
import { ResponsiveRows } from '../../../components/ResponsiveRows';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { adminPermissionsQuery, adminRoleKeys, adminRolesQuery, deleteAdminRole } from '../api/admin-roles';
import { AssignRoleCard } from '../components/AssignRoleCard';
import { ConfirmReasonModal } from '../components/ConfirmReasonModal';
import { DateCell } from '../components/cells';
import { RoleFormModal } from '../components/RoleFormModal';

/** /admin/roles: the admin roles (a set of the console's permissions each) and who holds them. */
export default function AdminRolesPage() {
  const roles = useQuery(adminRolesQuery());
  const catalogue = useQuery(adminPermissionsQuery());
  const label = (key: string) => catalogue.data?.find((p) => p.key === key)?.label ?? key;
  const [editing, setEditing] = useState<AdminRoleView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminRoleView | null>(null);
  const remove = useApiMutation({
    mutationFn: deleteAdminRole,
    invalidate: [adminRoleKeys.all],
    onSuccess: () => setDeleting(null),
  });
  return (
    <AdminShell
      title="Admin roles"
      description="A role gives an admin the sections of the console it names."
      actions={<Button onClick={() => setEditing('new')}>New role</Button>}
    >
      <QueryState
        query={roles}
        isEmpty={(r) => r.length === 0}
        empty={
          <Text c="dimmed" py="xl" ta="center">
            No admin roles yet. Create one to share the console's work.
          </Text>
        }
      >
        {(rows) => (
          <ResponsiveRows
            rows={rows}
            rowKey={(r) => r.id}
            testId="admin-role"
            minWidth={640}
            columns={[
              { label: 'Role', render: (r) => <Text fw={600}>{r.role_name}</Text> },
              {
                label: 'Permissions',
                render: (r) => (
                  <Group gap={4}>
                    {r.permissions.map((p) => (
                      <Badge key={p} variant="light" size="sm">
                        {label(p)}
                      </Badge>
                    ))}
                  </Group>
                ),
              },
              {
                label: 'Held by',
                render: (r) =>
                  r.holders.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      No one yet
                    </Text>
                  ) : (
                    <Stack gap={0}>
                      {r.holders.map((h) => (
                        <Text key={h.id} size="sm" title={h.email}>
                          {h.name}
                        </Text>
                      ))}
                    </Stack>
                  ),
              },
              { label: 'Created', render: (r) => <DateCell at={r.created_at} /> },
            ]}
            actions={(r) => (
              <>
                <Button
                  size="xs"
                  variant="light"
                  aria-label={`Edit ${r.role_name}`}
                  onClick={() => setEditing(r)}
                >
                  Edit
                </Button>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  aria-label={`Delete ${r.role_name}`}
                  // A held role cannot go (its holders would be left with every section): say so.
                  disabled={r.holders.length > 0}
                  title={
                    r.holders.length > 0 ? 'Give its holders another role before deleting it.' : undefined
                  }
                  onClick={() => setDeleting(r)}
                >
                  Delete
                </Button>
              </>
            )}
          />
        )}
      </QueryState>
      {roles.data && roles.data.length > 0 && <AssignRoleCard roles={roles.data} />}
      {editing && (
        <RoleFormModal role={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
      {deleting && (
        <ConfirmReasonModal
          title={`Delete ${deleting.role_name}?`}
          confirmLabel="Delete role"
          withReason={false}
          loading={remove.isPending}
          onConfirm={() => remove.run(deleting.id)}
          onClose={() => setDeleting(null)}
        >
          No admin holds this role.
        </ConfirmReasonModal>
      )}
    </AdminShell>
  );
}
