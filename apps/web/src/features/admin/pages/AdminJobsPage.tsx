import type { AdminJobView } from '@hctl/contracts';
import { JOB_STATUSES } from '@hctl/contracts/constants';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { type AdminListConfig, AdminListScreen } from '../components/AdminListScreen';
import { DateCell, options, StatusBadge } from '../components/cells';

const config: AdminListConfig<AdminJobView> = {
  title: 'Jobs',
  description: 'Every job of every organization, newest first.',
  path: '/admin/jobs/list',
  searchLabel: 'Search by title',
  filters: [{ key: 'status', label: 'Status', data: options(JOB_STATUSES) }],
  columns: [
    {
      label: 'Job',
      render: (j) => (
        <Anchor component={Link} to={`/organization/jobs/${j.organization.slug}/details/${j.slug}`} fw={600}>
          {j.title}
        </Anchor>
      ),
    },
    { label: 'Organization', render: (j) => <Text size="sm">{j.organization.company_name}</Text> },
    { label: 'Status', render: (j) => <StatusBadge value={j.status} /> },
    { label: 'Applications', render: (j) => <Text size="sm">{j.applications_count}</Text> },
    { label: 'Created', render: (j) => <DateCell at={j.created_at} /> },
  ],
  rowKey: (j) => j.id,
  rowName: (j) => j.title,
  noun: ['job', 'jobs'],
  empty: 'No jobs match these filters.',
  testId: 'admin-job',
  // By id: job slugs repeat across organizations.
  remove: (j) => ({ method: 'DELETE', path: `/admin/job/${j.id}/delete` }),
  removeEffect:
    'The job is taken down for everyone; applications to it are kept. The organization is told why.',
};

/** /admin/jobs */
export default function AdminJobsPage() {
  return <AdminListScreen config={config} />;
}
