import type { AdminRoleView } from '@hctl/contracts';
import { UI_TIMINGS } from '@hctl/contracts/constants';
import { Checkbox, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormActions } from '../../../components/FormActions';
import { QueryState } from '../../../components/QueryState';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { adminPermissionsQuery, adminRoleKeys, saveAdminRole } from '../api/admin-roles';

/** Create an admin role, or rename one and change its permissions (`role` given). */
export function RoleFormModal({ role, onClose }: { role?: AdminRoleView; onClose: () => void }) {
  const catalogue = useQuery(adminPermissionsQuery());
  const [name, setName] = useState(role?.role_name ?? '');
  const [permissions, setPermissions] = useState<string[]>(role?.permissions ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useApiMutation({
    mutationFn: saveAdminRole,
    invalidate: [adminRoleKeys.all],
    onFieldErrors: setErrors,
    onSuccess: onClose,
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={role ? `Edit ${role.role_name}` : 'New admin role'}
      size={UI_TIMINGS.modalWidth}
      centered
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.run({ id: role?.id, role_name: name, permissions });
        }}
      >
        <Stack>
          <TextInput
            label="Role name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.role_name}
            data-autofocus
          />
          <QueryState query={catalogue}>
            {(entries) => (
              <Checkbox.Group
                label="Permissions"
                value={permissions}
                onChange={setPermissions}
                error={
                  errors.permissions ??
                  Object.entries(errors).find(([k]) => k.startsWith('permissions.'))?.[1]
                }
              >
                <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
                  {entries.map((p) => (
                    <Checkbox key={p.key} value={p.key} label={p.label} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            )}
          </QueryState>
          <FormActions
            onCancel={onClose}
            submitLabel={role ? 'Save role' : 'Create role'}
            loading={save.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
