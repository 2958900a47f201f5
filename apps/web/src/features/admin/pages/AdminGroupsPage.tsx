import type { AdminGroupView } from '@hctl/contracts';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { type AdminListConfig, AdminListScreen } from '../components/AdminListScreen';
import { DateCell, options, PersonCell, StatusBadge } from '../components/cells';

const config: AdminListConfig<AdminGroupView> = {
  title: 'Groups',
  description: 'Community groups, newest first. Deleted groups stay listed under "Deleted".',
  path: '/admin/community-group/list',
  searchLabel: 'Search by name',
  filters: [
    { key: 'privacy', label: 'Privacy', data: options(['public', 'private']) },
    { key: 'deleted', label: 'Deleted', data: options(['0', '1'], { 0: 'Live', 1: 'Deleted' }) },
  ],
  columns: [
    {
      label: 'Group',
      render: (g) =>
        g.deleted_at ? (
          <Text fw={600} td="line-through">
            {g.name}
          </Text>
        ) : (
          <Anchor component={Link} to={`/groups/${g.slug}`} fw={600}>
            {g.name}
          </Anchor>
        ),
    },
    {
      label: 'Owner',
      render: (g) => (
        <PersonCell
          name={g.owner.name}
          email={g.owner.email}
          href={g.owner.slug && `/individual/${g.owner.slug}/view-profile`}
        />
      ),
    },
    { label: 'Privacy', render: (g) => <StatusBadge value={g.deleted_at ? 'deleted' : g.privacy} /> },
    { label: 'Members', render: (g) => <Text size="sm">{g.member_count}</Text> },
    { label: 'Created', render: (g) => <DateCell at={g.created_at} /> },
  ],
  rowKey: (g) => g.id,
  rowName: (g) => g.name,
  noun: ['group', 'groups'],
  empty: 'No groups match these filters.',
  testId: 'admin-group',
  remove: (g) => (g.deleted_at ? null : { method: 'POST', path: `/admin/community-group/${g.slug}/delete` }),
  removeEffect:
    'The group is hidden from everyone (its members’ posts are kept, not shown). The owner is told why.',
};

/** /admin/groups */
export default function AdminGroupsPage() {
  return <AdminListScreen config={config} />;
}
