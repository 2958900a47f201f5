import type { AdminUserView } from '@hctl/contracts';
import { Badge, Group } from '@mantine/core';
import { type AdminListConfig, AdminListScreen } from '../components/AdminListScreen';
import { CardSwitch } from '../components/CardSwitch';
import { DateCell, options, PersonCell, StatusBadge } from '../components/cells';

// Typed against the view (every status, no other), not imported: the contracts' schemas stay out of the chunk.
const USER_STATUSES: Record<AdminUserView['status'], true> = { active: true, inactive: true, removed: true };

const config: AdminListConfig<AdminUserView> = {
  title: 'Users',
  description: 'Every account, newest first.',
  path: '/admin/user/list',
  searchLabel: 'Search by name or e-mail',
  filters: [
    { key: 'role', label: 'Account type', data: options(['individual', 'organization', 'super-admin']) },
    { key: 'status', label: 'Status', data: options(Object.keys(USER_STATUSES)) },
    {
      key: 'is_card_enabled',
      label: 'Card payments',
      data: options(['1', '0'], { 1: 'Allowed', 0: 'Stopped' }),
    },
  ],
  columns: [
    {
      label: 'User',
      render: (u) => (
        <PersonCell
          name={u.name}
          email={u.email}
          href={
            u.role === 'individual' && u.status !== 'removed' ? `/individual/${u.slug}/view-profile` : null
          }
        />
      ),
    },
    { label: 'Type', render: (u) => <Badge variant="outline">{u.role}</Badge> },
    {
      label: 'Status',
      render: (u) => (
        <Group gap={4}>
          <StatusBadge value={u.status} />
          {!u.email_verified && (
            <Badge variant="light" color="yellow">
              unverified
            </Badge>
          )}
        </Group>
      ),
    },
    { label: 'Card payments', render: (u) => <CardSwitch user={u} /> },
    { label: 'Signed up', render: (u) => <DateCell at={u.created_at} /> },
  ],
  rowKey: (u) => u.id,
  rowName: (u) => u.name,
  noun: ['user', 'users'],
  empty: 'No users match these filters.',
  testId: 'admin-user',
  remove: (u) =>
    u.status === 'removed' || u.role === 'super-admin'
      ? null
      : { method: 'DELETE', path: `/admin/user/${u.slug}/delete` },
  removeEffect:
    'The account is closed and can no longer sign in; what other people’s data needs of it is kept, hidden. The person is e-mailed why.',
};

/** /admin/users */
export default function AdminUsersPage() {
  return <AdminListScreen config={config} />;
}
