import type { AdminServiceView } from '@hctl/contracts';
import { Anchor, Badge, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminListConfig } from './AdminListScreen';
import { DateCell, options, PersonCell, StatusBadge } from './cells';

type Kind = AdminServiceView['kind'];

const SPEC: Record<Kind, { title: string; api: string; noun: [string, string]; testId: string }> = {
  post: { title: 'Services', api: 'service-post', noun: ['service', 'services'], testId: 'admin-service' },
  request: {
    title: 'Service requests',
    api: 'service-request',
    noun: ['request', 'requests'],
    testId: 'admin-service-request',
  },
  gallery: {
    title: 'Galleries',
    api: 'service-gallery',
    noun: ['gallery', 'galleries'],
    testId: 'admin-gallery',
  },
};

/** The three service lists differ only by their calls and names (spec: service-post, -request, -gallery). */
export function serviceListConfig(kind: Kind): AdminListConfig<AdminServiceView> {
  const s = SPEC[kind];
  return {
    title: s.title,
    description: 'Newest first, drafts included. Owners are told why something is removed.',
    path: `/admin/${s.api}/list`,
    searchLabel: 'Search by title',
    filters: [
      { key: 'status', label: 'Status', data: options(['active', 'archived']) },
      {
        key: 'owner_type',
        label: 'Owner',
        data: options(['individual', 'organization'], {
          individual: 'People',
          organization: 'Organizations',
        }),
      },
      { key: 'is_draft', label: 'Drafts', data: options(['0', '1'], { 0: 'Published', 1: 'Drafts' }) },
    ],
    columns: [
      {
        label: 'Title',
        render: (r) => (
          <Anchor component={Link} to={`/services/${r.slug}`} fw={600}>
            {r.title}
          </Anchor>
        ),
      },
      {
        label: 'Owner',
        render: (r) => (
          <PersonCell
            name={r.owner.name}
            email={r.owner.email}
            href={r.owner.slug && `/${r.owner.type}/${r.owner.slug}/view-profile`}
          />
        ),
      },
      {
        label: 'Status',
        render: (r) => (
          <Group gap={4}>
            <StatusBadge value={r.is_draft ? 'draft' : r.status} />
            {r.is_promoted && (
              <Badge variant="light" color="grape">
                promoted
              </Badge>
            )}
          </Group>
        ),
      },
      { label: 'Created', render: (r) => <DateCell at={r.created_at} /> },
    ],
    rowKey: (r) => r.id,
    rowName: (r) => r.title,
    noun: s.noun,
    empty: `No ${s.noun[1]} match these filters.`,
    testId: s.testId,
    remove: (r) => ({ method: 'POST', path: `/admin/${s.api}/${r.slug}/delete` }),
  };
}
