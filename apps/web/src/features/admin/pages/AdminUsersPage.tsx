import type { AdminUserView } from '@hctl/contracts';
import { Badge, Button, Group, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { type AdminListConfig, AdminListScreen } from '../components/AdminListScreen';
import { CardSwitch } from '../components/CardSwitch';
import { DateCell, options, PersonCell, StatusBadge } from '../components/cells';
import { LiftSuspensionModal } from '../components/LiftSuspensionModal';

// Typed against the view (every status, no other), not imported: the contracts' schemas stay out of the chunk.
const USER_STATUSES: Record<AdminUserView['status'], true> = {
  active: true,
  inactive: true,
  suspended: true,
  removed: true,
};

/** How each status reads: a deactivation is the owner's own choice, a suspension a moderator's. */
const STATUS_HINTS: Record<AdminUserView['status'], string> = {
  active: 'Can sign in.',
  inactive: 'Deactivated by its owner: signing in brings it back.',
  suspended: 'Suspended by a moderator: only an administrator can lift it.',
  removed: 'Removed by an administrator.',
};

function UserStatus({ user: u }: { user: AdminUserView }) {
  return (
    <Group gap={4}>
      {u.status === 'suspended' ? (
        <Tooltip
          label={u.suspension?.reason ? `Suspended: ${u.suspension.reason}` : STATUS_HINTS.suspended}
          multiline
          w={260}
        >
          <Badge variant="light" color="red" data-testid="user-status">
            suspended
          </Badge>
        </Tooltip>
      ) : (
        <span title={STATUS_HINTS[u.status]} data-testid="user-status">
          <StatusBadge value={u.status} />
        </span>
      )}
      {!u.email_verified && (
        <Badge variant="light" color="yellow">
          unverified
        </Badge>
      )}
    </Group>
  );
}

const configWith = (lift: (u: AdminUserView) => void): AdminListConfig<AdminUserView> => ({
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
    { label: 'Status', render: (u) => <UserStatus user={u} /> },
    { label: 'Card payments', render: (u) => <CardSwitch user={u} /> },
    { label: 'Signed up', render: (u) => <DateCell at={u.created_at} /> },
  ],
  rowKey: (u) => u.id,
  rowName: (u) => u.name,
  noun: ['user', 'users'],
  empty: 'No users match these filters.',
  testId: 'admin-user',
  actions: (u) =>
    u.status === 'suspended' ? (
      <Button size="xs" variant="light" aria-label={`Lift suspension: ${u.name}`} onClick={() => lift(u)}>
        Lift suspension
      </Button>
    ) : null,
  remove: (u) =>
    u.status === 'removed' || u.role === 'super-admin'
      ? null
      : { method: 'DELETE', path: `/admin/user/${u.slug}/delete` },
  removeEffect:
    'The account is closed and can no longer sign in; what other people’s data needs of it is kept, hidden. The person is e-mailed why.',
});

/** /admin/users */
export default function AdminUsersPage() {
  const [lifting, setLifting] = useState<AdminUserView | null>(null);
  const [config] = useState(() => configWith(setLifting));
  return (
    <>
      <AdminListScreen config={config} />
      {lifting && (
        <LiftSuspensionModal
          person={lifting}
          suspensionReason={lifting.suspension?.reason}
          onClose={() => setLifting(null)}
        />
      )}
    </>
  );
}
