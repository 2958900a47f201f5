import type { AdminRoleView, AdminUserView } from '@hctl/contracts';
import { Button, Card, Group, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { adminListQuery } from '../api/admin-lists';
import { assignAdminRole } from '../api/admin-roles';

const admins = new URLSearchParams({ role: 'super-admin', status: 'active', page: '1', pageSize: '100' });

/** Gives a super admin an admin role (POST admin/assign-role-user; the API replaces a previous one). */
export function AssignRoleCard({ roles }: { roles: AdminRoleView[] }) {
  const people = useQuery(adminListQuery<AdminUserView>('/admin/user/list', admins));
  const [userId, setUserId] = useState<string | null>(null);
  const [roleId, setRoleId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const assign = useApiMutation({ mutationFn: assignAdminRole, onFieldErrors: setErrors });
  return (
    <Card withBorder component="section" aria-labelledby="assign-role-title">
      <Text fw={600} id="assign-role-title" mb="xs">
        Give an admin a role
      </Text>
      <Group align="flex-end">
        <Select
          label="Admin"
          placeholder={people.isPending ? 'Loading…' : 'Choose an admin'}
          data={(people.data?.data ?? []).map((u) => ({
            value: String(u.id),
            label: `${u.name} (${u.email})`,
          }))}
          value={userId}
          onChange={setUserId}
          searchable
          error={errors.user_id ?? (people.isError ? 'Could not load the admins.' : undefined)}
          w={{ base: '100%', sm: 300 }}
        />
        <Select
          label="Role"
          data={roles.map((r) => ({ value: String(r.id), label: r.role_name }))}
          value={roleId}
          onChange={setRoleId}
          error={errors.role_id}
          w={{ base: '100%', sm: 220 }}
        />
        <Button
          disabled={!userId || !roleId}
          loading={assign.isPending}
          onClick={() => assign.run({ user_id: Number(userId), role_id: Number(roleId) })}
        >
          Assign role
        </Button>
      </Group>
    </Card>
  );
}
